import type { Factor } from '@supabase/auth-js';
import { useEffect, useRef, useState } from 'react';
import { codeSchema, twoFactorFailure, TwoFactorMessages, verifyCode, type TwoFactorClient } from '../../auth/twoFactor';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { AuthCard } from './AuthCard';
import styles from './TwoFactorStep.module.css';

/** A phone factor's number (the server sends it; auth-js's Factor type leaves it out). */
function phoneOf(factor: Factor | undefined): string {
  const phone = (factor as (Factor & { phone?: unknown }) | undefined)?.phone;
  return typeof phone === 'string' ? phone : '';
}

/** The factor the code is for: an authenticator app, else a phone (whose challenge texts the code at once). */
type Target = { factor: Factor; challengeId?: string };

/**
 * The login's second step for an account with two-factor sign-in: the password opened an aal1 session, and the code
 * from the authenticator app (or the text message) raises it to aal2 (auth-js mfa; MFA_CHALLENGE_VERIFIED replaces
 * the held session). "Use another account" signs the half-finished session out.
 */
export function TwoFactorStep({ client, onCancel }: { client: TwoFactorClient; onCancel: () => void }) {
  const [target, setTarget] = useState<Target | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One text per visit, even when React runs the effect twice (development) or the page renders again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { data, error } = await client.mfa.listFactors();
      const totp = data?.totp[0];
      const phone = data?.phone[0];
      if (error || (!totp && !phone)) {
        setProblem(error ? twoFactorFailure(error) : TwoFactorMessages.unexpected);
      } else if (totp) {
        setTarget({ factor: totp });
      } else if (phone) {
        const challenge = await client.mfa.challenge({ factorId: phone.id });
        if (challenge.error) setProblem(twoFactorFailure(challenge.error));
        else setTarget({ factor: phone, challengeId: challenge.data.id });
      }
    })();
  }, [client]);

  const form = useForm({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }, helpers) => {
      if (!target) return;
      let failure: string | null;
      if (target.challengeId) {
        const { error } = await client.mfa.verify({ factorId: target.factor.id, challengeId: target.challengeId, code: code.replace(/\s+/g, '') });
        failure = error ? twoFactorFailure(error) : null;
      } else {
        failure = await verifyCode(client, target.factor.id, code);
      }
      if (failure) helpers.setFormError(failure, 'code');
      // Success: the aal2 session arrives through MFA_CHALLENGE_VERIFIED and the login page moves on.
    },
  });

  const byText = Boolean(target?.challengeId);
  return (
    <AuthCard
      kicker="Two-factor sign-in"
      title="Enter your code"
      lede={
        byText
          ? `We texted a 6-digit code to the phone ending in ${phoneOf(target?.factor).slice(-4)}.`
          : 'Open your authenticator app and enter the 6-digit code it shows for Clutch.'
      }
      footer={
        <p>
          Not you?{' '}
          <button type="button" className={styles.linkButton} onClick={onCancel}>
            Use another account
          </button>
        </p>
      }
    >
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <Form form={form} aria-label="Two-factor code">
        <TextField name="code" label="Authentication code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        <FormError />
        <SubmitButton pendingLabel="Verifying..." disabled={!target}>
          Verify
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
