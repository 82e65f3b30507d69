import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeAuthError, AuthMessages } from '../../auth/errors';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { normalizeUserName, signupSchema } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthCard, AuthNotice } from '../login/AuthCard';

/** How long the success message shows before going home (doc 01, section 9). */
export const SIGNUP_REDIRECT_MS = 2000;

export const SIGNUP_SUCCESS = 'Signup successful! Redirecting to home...';

type Phase = { step: 'form' } | { step: 'done' } | { step: 'confirm'; email: string };

/**
 * Signup (/signup): email, username, password. The user name is sent lowercased and stripped of
 * anything but letters and digits (data.user_name). On success: the message, then / after 2 s. When
 * the server asks for e-mail confirmation first, it says so instead.
 */
export default function SignupPage() {
  usePageTitle('Signup');
  const { session, loading, client } = useAuth();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const form = useForm({
    initialValues: { email: '', username: '', password: '' },
    validationSchema: signupSchema,
    onSubmit: async ({ email, username, password }, helpers) => {
      const { data, error } = await client.signUp({
        email: email.trim(),
        password,
        options: { data: { user_name: normalizeUserName(username) }, emailRedirectTo: `${window.location.origin}/` },
      });
      if (error) {
        const failure = describeAuthError(error, 'signup');
        helpers.setFormError(failure.message, failure.field);
        return;
      }
      if (!data.user) {
        helpers.setFormError(AuthMessages.registrationFailed);
        return;
      }
      setPhase(data.session ? { step: 'done' } : { step: 'confirm', email: email.trim() });
    },
  });

  useEffect(() => {
    if (phase.step !== 'done') return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase.step, navigate]);

  if (loading) return <div className="auth-pending" aria-busy="true" />;
  // Already signed in on arrival: nothing to sign up for. (During and after this page's own sign-up
  // the session exists too; the success message then leads home.)
  if (hasValidSession(session) && phase.step === 'form' && !form.isSubmitting) return <Navigate to="/" replace />;

  return (
    <AuthCard
      kicker="Join Clutch"
      title="Signup"
      lede="Create your player account: build a team, climb ladders, follow the players you rate."
      footer={
        <p>
          Already a member? <Link to="/login">Login</Link>
        </p>
      }
    >
      {phase.step === 'done' ? (
        <AuthNotice>
          <p>{SIGNUP_SUCCESS}</p>
        </AuthNotice>
      ) : phase.step === 'confirm' ? (
        <AuthNotice tone="info">
          <p>
            Almost there! We sent a confirmation link to <strong>{phase.email}</strong>. Open it to activate your account, then log in.
          </p>
        </AuthNotice>
      ) : (
        <Form form={form} aria-label="Signup">
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <TextField
            name="username"
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint="Letters and numbers only; saved in lowercase."
          />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" hint="At least 6 characters." />
          <FormError />
          <SubmitButton pendingLabel="Signing up...">Signup</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
