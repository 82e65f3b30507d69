import type { Factor } from '@supabase/auth-js';
import { useCallback, useEffect, useState } from 'react';
import { codeSchema, twoFactorFailure, TwoFactorMessages, verifyCode } from '../../auth/twoFactor';
import { useAuth } from '../../auth/useAuth';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { Modal } from '../../components/ui/Modal';
import { useConfirm } from '../../components/ui/useConfirm';
import { notify } from '../../lib/toast';
import styles from './UserDashboard.module.css';
import own from './TwoFactor.module.css';

interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/**
 * My Account's Two-factor sign-in: set up an authenticator app (QR code or its key, then a code from the app turns it
 * on and raises this session to aal2), list the apps that are on, and remove one (confirmed; with an app on, removing
 * needs this session to have entered a code, which the server checks).
 */
export function TwoFactorPanel() {
  const { client } = useAuth();
  const { ask, dialog } = useConfirm();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [starting, setStarting] = useState(false);

  const reload = useCallback(async () => {
    const { data, error } = await client.mfa.listFactors();
    if (error) setLoadError(twoFactorFailure(error));
    else {
      setLoadError(null);
      setFactors(data.totp);
    }
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const start = async () => {
    setStarting(true);
    const { data, error } = await client.mfa.enroll({ factorType: 'totp' });
    setStarting(false);
    if (error || data.type !== 'totp') {
      notify.error(twoFactorFailure(error));
      return;
    }
    setEnrollment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  };

  const cancelEnrollment = () => {
    if (enrollment) void client.mfa.unenroll({ factorId: enrollment.factorId });
    setEnrollment(null);
  };

  const remove = (factor: Factor) =>
    ask({
      title: 'Remove the authenticator app?',
      question: 'Signing in will no longer ask for a code from it. You can set up an app again at any time.',
      confirmLabel: 'Remove',
      done: TwoFactorMessages.removed,
      run: async () => {
        const { error } = await client.mfa.unenroll({ factorId: factor.id });
        if (error) {
          notify.error(twoFactorFailure(error));
          return false;
        }
        await reload();
      },
    });

  const on = (factors ?? []).length > 0;
  return (
    <section className={styles.panel} aria-labelledby="account-2fa-title">
      <h2 id="account-2fa-title" className={styles.panelTitle}>
        Two-factor sign-in
      </h2>
      {loadError ? (
        <p className={styles.flash} data-tone="error" role="alert">
          {loadError}
        </p>
      ) : factors === null ? (
        <p className={styles.muted}>Loading...</p>
      ) : (
        <>
          <div className={styles.row}>
            <p className={styles.muted}>
              {on
                ? 'On: signing in asks for a code from your authenticator app.'
                : 'Off. With an authenticator app, signing in also asks for a code from your phone.'}
            </p>
            {on ? null : (
              <button type="button" className="btn btn-ghost" onClick={() => void start()} disabled={starting}>
                {starting ? 'Setting up...' : 'Set up authenticator app'}
              </button>
            )}
          </div>
          {on ? (
            <ul className={own.factors} aria-label="Authenticator apps">
              {factors.map((factor) => (
                <li key={factor.id} className={own.factor}>
                  <span>
                    <span className={own.factorName}>{factor.friendly_name || 'Authenticator app'}</span>
                    <span className={own.factorSince}>Added {new Date(factor.created_at).toLocaleDateString()}</span>
                  </span>
                  <button type="button" className={`btn btn-ghost ${styles.danger}`} onClick={() => remove(factor)}>
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {enrollment ? (
        <EnrollModal
          enrollment={enrollment}
          onCancel={cancelEnrollment}
          onDone={() => {
            setEnrollment(null);
            notify.success(TwoFactorMessages.enabled);
            void reload();
          }}
        />
      ) : null}
      {dialog}
    </section>
  );
}

/** Scan the QR code (or type the key), then enter the app's code: the factor is verified and the session raised. */
function EnrollModal({ enrollment, onCancel, onDone }: { enrollment: Enrollment; onCancel: () => void; onDone: () => void }) {
  const { client } = useAuth();
  const form = useForm({
    initialValues: { code: '' },
    validationSchema: codeSchema,
    onSubmit: async ({ code }, helpers) => {
      const failure = await verifyCode(client, enrollment.factorId, code);
      if (failure) helpers.setFormError(failure, 'code');
      else onDone();
    },
  });
  return (
    <Modal title="Set up two-factor sign-in" size="sm" onClose={onCancel}>
      <Form form={form} aria-label="Turn on two-factor sign-in">
        <ol className={own.steps}>
          <li>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...).</li>
          <li>
            <img className={own.qr} src={enrollment.qrCode} alt="QR code to add Clutch to your authenticator app" width={180} height={180} />
          </li>
          <li>
            Can't scan it? Enter this key instead: <code className={own.secret}>{enrollment.secret}</code>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <TextField name="code" label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
        <FormError />
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <SubmitButton className="btn btn-primary" pendingLabel="Verifying...">
            Turn on
          </SubmitButton>
        </div>
      </Form>
    </Modal>
  );
}
