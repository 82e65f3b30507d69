import { codeSchema, TwoFactorMessages, verifiedTotpFactor, verifyCode, type TwoFactorClient } from '../../auth/twoFactor';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { AuthCard } from './AuthCard';
import styles from './TwoFactorStep.module.css';

/**
 * The login's second step for an account with two-factor sign-in: the password opened an aal1 session, and the code
 * from the authenticator app raises it to aal2 (auth-js mfa.challengeAndVerify; MFA_CHALLENGE_VERIFIED replaces the
 * held session). "Use another account" signs the half-finished session out.
 */
export function TwoFactorStep({ client, onCancel }: { client: TwoFactorClient; onCancel: () => void }) {
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }, helpers) => {
      const factor = await verifiedTotpFactor(client);
      if (!factor) {
        helpers.setFormError(TwoFactorMessages.unexpected);
        return;
      }
      const failure = await verifyCode(client, factor.id, code);
      if (failure) helpers.setFormError(failure, 'code');
      // Success: the aal2 session arrives through MFA_CHALLENGE_VERIFIED and the login page moves on.
    },
  });
  return (
    <AuthCard
      kicker="Two-factor sign-in"
      title="Enter your code"
      lede="Open your authenticator app and enter the 6-digit code it shows for Clutch."
      footer={
        <p>
          Not you?{' '}
          <button type="button" className={styles.linkButton} onClick={onCancel}>
            Use another account
          </button>
        </p>
      }
    >
      <Form form={form} aria-label="Two-factor code">
        <TextField name="code" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        <FormError />
        <SubmitButton pendingLabel="Verifying...">Verify</SubmitButton>
      </Form>
    </AuthCard>
  );
}
