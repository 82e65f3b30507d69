import { Link, Navigate, useLocation } from 'react-router-dom';
import { describeAuthError } from '../../auth/errors';
import { readRedirectFrom } from '../../auth/RequireAuth';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { loginSchema } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthCard, authCardStyles } from './AuthCard';

/**
 * Login (/login): email and password. With a session (already signed in, or once the sign-in
 * succeeds) it goes to the protected page the visitor came from, else to /.
 */
export default function LoginPage() {
  usePageTitle('Login');
  const { session, loading, client } = useAuth();
  const location = useLocation();
  const from = readRedirectFrom(location.state);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ email, password }, helpers) => {
      const { error } = await client.signInWithPassword({ email: email.trim(), password });
      if (error) {
        const failure = describeAuthError(error, 'login');
        helpers.setFormError(failure.message, failure.field);
      }
      // Success: SIGNED_IN puts the session in the auth state and the redirect below takes over.
    },
  });

  if (loading) return <div className="auth-pending" aria-busy="true" />;
  if (hasValidSession(session)) return <Navigate to={from ?? '/'} replace />;

  const carry = from ? { from } : undefined;
  return (
    <AuthCard
      kicker="Welcome back"
      title="Login"
      lede="Sign in to follow your teams, join ladders and report scores."
      footer={
        <p>
          New to Clutch?{' '}
          <Link to="/signup" state={carry}>
            Create an account
          </Link>
        </p>
      }
    >
      <Form form={form} aria-label="Login">
        <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <Link className={authCardStyles.inlineLink} to="/forgot">
          Forgot your password?
        </Link>
        <FormError />
        <SubmitButton pendingLabel="Logging in...">Login</SubmitButton>
      </Form>
    </AuthCard>
  );
}
