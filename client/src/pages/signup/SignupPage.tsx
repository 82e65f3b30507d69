import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { describeAuthError, AuthMessages } from '../../auth/errors';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { normalizeUserName, signupSchema, smsCodeSchema, type ContactVia } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthCard, AuthNotice } from '../login/AuthCard';
import { ContactField } from '../login/ContactField';

/** How long the success message shows before going home (doc 01, section 9). */
export const SIGNUP_REDIRECT_MS = 2000;

export const SIGNUP_SUCCESS = 'Signup successful! Redirecting to home...';

type Phase = { step: 'form' } | { step: 'done' } | { step: 'confirm'; email: string } | { step: 'confirmPhone'; phone: string };

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
    initialValues: { via: 'email' as ContactVia, email: '', phone: '', username: '', password: '' },
    validationSchema: signupSchema,
    onSubmit: async ({ via, email, phone, username, password }, helpers) => {
      const options = { data: { user_name: normalizeUserName(username) }, emailRedirectTo: `${window.location.origin}/` };
      const { data, error } = await client.signUp(
        via === 'phone' ? { phone: phone.trim(), password, options } : { email: email.trim(), password, options },
      );
      if (error) {
        const failure = describeAuthError(error, 'signup');
        helpers.setFormError(failure.message, failure.field);
        return;
      }
      if (!data.user) {
        helpers.setFormError(AuthMessages.registrationFailed);
        return;
      }
      setPhase(
        data.session
          ? { step: 'done' }
          : via === 'phone'
            ? { step: 'confirmPhone', phone: phone.trim() }
            : { step: 'confirm', email: email.trim() },
      );
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
      ) : phase.step === 'confirmPhone' ? (
        <PhoneCodeForm phone={phase.phone} onConfirmed={() => setPhase({ step: 'done' })} />
      ) : phase.step === 'confirm' ? (
        <AuthNotice tone="info">
          <p>
            Almost there! We sent a confirmation link to <strong>{phase.email}</strong>. Open it to activate your account, then log in.
          </p>
        </AuthNotice>
      ) : (
        <Form form={form} aria-label="Signup">
          <ContactField />
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

/** A phone sign-up without auto-confirmation: the number proves itself with the texted code (verifyOtp, type sms). */
function PhoneCodeForm({ phone, onConfirmed }: { phone: string; onConfirmed: () => void }) {
  const { client } = useAuth();
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: smsCodeSchema,
    onSubmit: async ({ code }, helpers) => {
      const { error } = await client.verifyOtp({ phone, token: code.trim(), type: 'sms' });
      if (error) {
        const failure = describeAuthError(error, 'verify');
        helpers.setFormError(failure.message, failure.field);
        return;
      }
      onConfirmed();
    },
  });
  return (
    <>
      <AuthNotice tone="info">
        <p>
          Almost there! We texted a 6-digit code to <strong>{phone}</strong>. Enter it to activate your account.
        </p>
      </AuthNotice>
      <Form form={form} aria-label="Phone code">
        <TextField name="code" label="Code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
        <FormError />
        <SubmitButton pendingLabel="Confirming...">Confirm</SubmitButton>
      </Form>
    </>
  );
}
