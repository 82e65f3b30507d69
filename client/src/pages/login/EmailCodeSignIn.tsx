import { useState } from 'react';
import { describeAuthError } from '../../auth/errors';
import { useAuth } from '../../auth/useAuth';
import { recoverSchema, signInCodeSchema } from '../../auth/validation';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { AuthNotice } from './AuthCard';
import styles from './ContactField.module.css';

/**
 * Login without the password: "Email me a sign-in code" mails a link and a 6-digit code (POST /otp, never creating an
 * account from the login page); entering the code (or following the link) signs in, and the login page's redirect
 * takes over. The server answers alike whether the address has an account, and so does this screen.
 */
export function EmailCodeSignIn({ initialEmail = '', onCancel }: { initialEmail?: string; onCancel: () => void }) {
  const { client } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useForm({
    initialValues: { email: initialEmail },
    validationSchema: recoverSchema,
    onSubmit: async ({ email }, helpers) => {
      const address = email.trim();
      const { error } = await client.signInWithOtp({
        email: address,
        options: { shouldCreateUser: false, emailRedirectTo: `${window.location.origin}/` },
      });
      if (error) {
        const failure = describeAuthError(error, 'recover');
        helpers.setFormError(failure.message, failure.field);
        return;
      }
      setSentTo(address);
    },
  });
  const verify = useForm({
    initialValues: { code: '' },
    validationSchema: signInCodeSchema,
    onSubmit: async ({ code }, helpers) => {
      const { error } = await client.verifyOtp({ email: sentTo!, token: code.trim(), type: 'email' });
      if (error) {
        const failure = describeAuthError(error, 'verify');
        helpers.setFormError(failure.message, failure.field);
      }
      // Success: SIGNED_IN puts the session in the auth state and the login page redirects.
    },
  });

  if (sentTo) {
    return (
      <>
        <AuthNotice tone="info">
          <p>
            If <strong>{sentTo}</strong> belongs to an account, we sent it a sign-in link and a 6-digit code. Enter the code here, or follow
            the link.
          </p>
        </AuthNotice>
        <Form form={verify} aria-label="Sign-in code">
          <TextField name="code" label="Code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          <FormError />
          <SubmitButton pendingLabel="Signing in...">Sign in</SubmitButton>
          <button type="button" className={styles.switch} onClick={() => setSentTo(null)}>
            Send a new code
          </button>
        </Form>
      </>
    );
  }
  return (
    <Form form={request} aria-label="Email me a sign-in code">
      <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
      <FormError />
      <SubmitButton pendingLabel="Sending...">Email me a code</SubmitButton>
      <button type="button" className={styles.switch} onClick={onCancel}>
        Log in with a password instead
      </button>
    </Form>
  );
}
