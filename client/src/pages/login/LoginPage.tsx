import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { describeAuthError } from '../../auth/errors';
import { readRedirectFrom } from '../../auth/RequireAuth';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { loginSchema, type ContactVia } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSecondFactorDue } from '../../auth/twoFactor';
import { AuthCard, authCardStyles } from './AuthCard';
import { TwoFactorStep } from './TwoFactorStep';
import { ContactField } from './ContactField';
import contactStyles from './ContactField.module.css';
import { EmailCodeSignIn } from './EmailCodeSignIn';

/**
 * Login (/login): email (or phone) and password, or a code mailed to the address ("Email me a sign-in code"). With a session (already signed in, or once the sign-in
 * succeeds) it goes to the protected page the visitor came from, else to /.
 */
export default function LoginPage() {
  usePageTitle('Login');
  const { session, loading, client, signOut } = useAuth();
  // An account with two-factor sign-in: the password's session still owes the authenticator code.
  const secondFactor = useSecondFactorDue(client, hasValidSession(session) ? session : null);
  const location = useLocation();
  const from = readRedirectFrom(location.state);
  const [withCode, setWithCode] = useState(false);
  const form = useForm({
    initialValues: { via: 'email' as ContactVia, email: '', phone: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async ({ via, email, phone, password }, helpers) => {
      const credentials = via === 'phone' ? { phone: phone.trim(), password } : { email: email.trim(), password };
      const { error } = await client.signInWithPassword(credentials);
      if (error) {
        const failure = describeAuthError(error, 'login');
        helpers.setFormError(failure.message, failure.field);
      }
      // Success: SIGNED_IN puts the session in the auth state and the redirect below takes over.
    },
  });

  if (loading || secondFactor === 'checking') return <div className="auth-pending" aria-busy="true" />;
  if (secondFactor === 'due') return <TwoFactorStep client={client} onCancel={() => void signOut()} />;
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
      {withCode ? (
        <EmailCodeSignIn initialEmail={form.values.email} onCancel={() => setWithCode(false)} />
      ) : (
        <Form form={form} aria-label="Login">
          <ContactField />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <Link className={authCardStyles.inlineLink} to="/forgot">
            Forgot your password?
          </Link>
          <FormError />
          <SubmitButton pendingLabel="Logging in...">Login</SubmitButton>
          <button type="button" className={contactStyles.switch} onClick={() => setWithCode(true)}>
            Email me a sign-in code
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
