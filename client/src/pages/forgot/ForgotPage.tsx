import { useState } from 'react';
import { Link } from 'react-router-dom';
import { recoveryRedirectUrl } from '../../auth/authClient';
import { describeAuthError } from '../../auth/errors';
import { useAuth } from '../../auth/useAuth';
import { recoverSchema } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuthCard, AuthNotice, authCardStyles } from '../login/AuthCard';

/**
 * Password Recovery (/forgot): email and Reset Password. The server answers the same whether or not
 * the address has an account, so the confirmation is neutral. The mail holds a link (to
 * /reset-password) and a 6-digit code (entered on /reset-password).
 */
export default function ForgotPage() {
  usePageTitle('Password Recovery');
  const { client } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validationSchema: recoverSchema,
    onSubmit: async ({ email }, helpers) => {
      const address = email.trim();
      const { error } = await client.resetPasswordForEmail(address, { redirectTo: recoveryRedirectUrl() });
      if (error) {
        const failure = describeAuthError(error, 'recover');
        helpers.setFormError(failure.message, failure.field);
        return;
      }
      setSentTo(address);
    },
  });

  return (
    <AuthCard
      kicker="Locked out?"
      title="Password Recovery"
      lede={sentTo ? undefined : "Enter your account's email and we'll send you a link and a code to set a new password."}
      footer={
        <p>
          Remembered it? <Link to="/login">Back to Login</Link>
        </p>
      }
    >
      {sentTo ? (
        <>
          <AuthNotice>
            <p>Check your inbox</p>
            <p>
              If an account exists for <strong>{sentTo}</strong>, we sent it an email with a link to reset your password and a 6-digit code.
              Both work once, for one hour.
            </p>
          </AuthNotice>
          <div className={authCardStyles.actions}>
            <Link className="btn btn-primary" to={`/reset-password?email=${encodeURIComponent(sentTo)}`}>
              Enter the code
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => setSentTo(null)}>
              Send again
            </button>
          </div>
        </>
      ) : (
        <Form form={form} aria-label="Password Recovery">
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          <FormError />
          <SubmitButton pendingLabel="Sending...">Reset Password</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
