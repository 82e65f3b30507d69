import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { authErrorCode, describeAuthError, AuthMessages } from '../../auth/errors';
import { hasValidSession } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { changePasswordSchema, recoveryCodeSchema, resetPasswordSchema } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthCard, AuthNotice } from '../login/AuthCard';

export const RESET_DONE = 'Your password has been reset.';

/**
 * The error the mailed link came back with (`#error=access_denied&error_code=otp_expired&...`):
 * GoTrueClient leaves a failed link's fragment in place.
 */
export function linkErrorFrom(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.get('error') && !params.get('error_code') && !params.get('error_description')) return null;
  return params.get('error_code') === 'otp_expired'
    ? 'This reset link is invalid or has expired.'
    : (params.get('error_description') ?? 'This reset link did not work.');
}

/**
 * Reset Password (/reset-password). The mailed link lands here with the session in the URL fragment
 * (GoTrueClient reads it and reports PASSWORD_RECOVERY); without a session the 6-digit code from the
 * same mail signs the user in (verifyOtp). Then New Password + Confirm New Password -> updateUser.
 */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const { session, loading, passwordRecovery } = useAuth();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Read once: the fragment of the link this page was opened with.
  const [linkError] = useState(() => linkErrorFrom(location.hash));
  const [done, setDone] = useState(false);

  if (loading) return <div className="auth-pending" aria-busy="true" />;

  const footer = (
    <p>
      <Link to="/forgot">Request a new link</Link> · <Link to="/login">Back to Login</Link>
    </p>
  );

  if (done) {
    return (
      <AuthCard kicker="All set" title="Reset Password">
        <AuthNotice>
          <p>{RESET_DONE}</p>
          <p>You are signed in with your new password. Other devices were signed out.</p>
        </AuthNotice>
        <Link className="btn btn-primary btn-block" to="/" replace>
          Go to Home
        </Link>
      </AuthCard>
    );
  }

  if (hasValidSession(session)) {
    return (
      <AuthCard
        kicker="Almost done"
        title="Reset Password"
        lede={
          passwordRecovery || !session?.user.email
            ? 'Choose a new password for your account.'
            : `You are signed in as ${session.user.email}. Enter your current password and choose a new one.`
        }
        footer={footer}
      >
        {linkError ? (
          <AuthNotice tone="error">
            <p>{linkError} You are still signed in, so you can choose a new password here.</p>
          </AuthNotice>
        ) : null}
        <NewPasswordForm email={session?.user.email} recovery={passwordRecovery} onDone={() => setDone(true)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      kicker="Have a code?"
      title="Reset Password"
      lede="Open the link in the email we sent you, or enter your email and the 6-digit code from it."
      footer={footer}
    >
      {linkError ? (
        <AuthNotice tone="error">
          <p>{linkError} Request a new one, or enter the code from the email.</p>
        </AuthNotice>
      ) : null}
      <RecoveryCodeForm initialEmail={searchParams.get('email') ?? ''} />
    </AuthCard>
  );
}

function RecoveryCodeForm({ initialEmail }: { initialEmail: string }) {
  const { client } = useAuth();
  const form = useForm({
    initialValues: { email: initialEmail, code: '' },
    validationSchema: recoveryCodeSchema,
    onSubmit: async ({ email, code }, helpers) => {
      const { data, error } = await client.verifyOtp({ email: email.trim(), token: code.trim(), type: 'recovery' });
      if (error) {
        const failure = describeAuthError(error, 'verify');
        helpers.setFormError(failure.message, failure.field);
      } else if (!data.session) {
        helpers.setFormError(AuthMessages.codeExpired, 'code');
      }
      // Success: PASSWORD_RECOVERY brings the session and the page asks for the new password.
    },
  });
  return (
    <Form form={form} aria-label="Enter the code">
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <TextField
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="[0-9]*"
        spellCheck={false}
      />
      <FormError />
      <SubmitButton pendingLabel="Checking...">Continue</SubmitButton>
    </Form>
  );
}

/**
 * New Password + Confirm New Password. A session from the recovery link or code sets the password alone; any other
 * session (or a recovery one older than the link's hour, which the server refuses with reauthentication_needed) also
 * gives the current password, as the server requires (a stolen session alone cannot change it).
 */
function NewPasswordForm({ email, recovery, onDone }: { email: string | undefined; recovery: boolean; onDone: () => void }) {
  const { client } = useAuth();
  // Derived, not frozen at mount: a recovery link's PASSWORD_RECOVERY arrives a tick after its INITIAL_SESSION.
  const [serverAsked, setServerAsked] = useState(false);
  const askCurrent = !recovery || serverAsked;
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: askCurrent ? changePasswordSchema : resetPasswordSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      const { error } = await client.updateUser(
        askCurrent ? { password: newPassword, current_password: currentPassword } : { password: newPassword },
      );
      if (error) {
        const failure = describeAuthError(error, 'reset');
        if (authErrorCode(error) === 'reauthentication_needed') setServerAsked(true);
        const field = failure.field === 'newPassword' || (askCurrent && failure.field === 'currentPassword') ? failure.field : undefined;
        helpers.setFormError(failure.message, field);
        return;
      }
      onDone();
    },
  });
  return (
    <Form form={form} aria-label="Set a new password">
      {email ? (
        // Lets password managers file the new password under the right account.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      ) : null}
      {askCurrent ? <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" /> : null}
      <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" hint="At least 6 characters." />
      <TextField name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
      <FormError />
      <SubmitButton pendingLabel="Saving...">Set New Password</SubmitButton>
    </Form>
  );
}
