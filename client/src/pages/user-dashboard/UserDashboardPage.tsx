import type { User } from '@supabase/auth-js';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthMessages, describeAuthError } from '../../auth/errors';
import { profileFromUser } from '../../auth/profile';
import { decodeJwtPayload } from '../../auth/token';
import { useAuth } from '../../auth/useAuth';
import { accountEmailSchema, changePasswordSchema, currentPasswordSchema } from '../../auth/validation';
import { FallbackImage } from '../../components/FallbackImage';
import { Form, FormError, SubmitButton, TextField, useForm } from '../../components/forms';
import { Modal } from '../../components/ui/Modal';
import { graphql } from '../../gql';
import { useMyAccountQuery } from '../../gql/hooks';
import type { MyAccountQuery } from '../../gql/graphql';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './UserDashboard.module.css';
import { ApiTokensPanel } from './ApiTokensPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/** The operation behind useMyAccountQuery: the signed-in user's own profile. */
export const myAccountQuery = graphql(`
  query MyAccount {
    viewer {
      id
      userName
      displayName
      profilePicture
      banner
    }
  }
`);

export interface AccountProfile {
  userName: string;
  displayName: string | null;
  picture: string | null;
  banner: string | null;
}

/**
 * What My Account shows: the viewer query's profile; while that query fails, the copy of user_name,
 * display_name and the picture kept in the session's user metadata. Null when neither has a user name.
 */
export function accountProfile(viewer: MyAccountQuery['viewer'] | undefined, failed: boolean, user: User | null): AccountProfile | null {
  if (viewer) {
    return {
      userName: viewer.userName,
      displayName: viewer.displayName ?? null,
      picture: viewer.profilePicture ?? null,
      banner: viewer.banner ?? null,
    };
  }
  if (!failed) return null;
  const meta = profileFromUser(user);
  return meta.userName ? { userName: meta.userName, displayName: meta.displayName, picture: meta.picture, banner: null } : null;
}

/** My Account (/user-dashboard): profile header, email change, password change, Log Out (doc 02, section 2). */
export default function UserDashboardPage() {
  usePageTitle('My Account');
  const { user } = useAuth();
  const { data, loading, error } = useMyAccountQuery({ fetchPolicy: 'cache-and-network' });
  const profile = accountProfile(data?.viewer, Boolean(error), user);

  let body;
  if (loading && !data && !profile) {
    body = <p className={styles.state}>Loading...</p>;
  } else if (!profile) {
    body = error ? (
      <p className={styles.state} role="alert">
        Error: {error.message}
      </p>
    ) : (
      <p className={styles.state}>No user data available</p>
    );
  } else {
    body = <AccountView profile={profile} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>My Account</h1>
      {body}
    </div>
  );
}

type Flash = { tone: 'success' | 'error' | 'info'; text: string } | null;

function FlashMessage({ flash }: { flash: Flash }) {
  if (!flash) return null;
  return (
    <p className={styles.flash} data-tone={flash.tone} role={flash.tone === 'error' ? 'alert' : 'status'}>
      {flash.text}
    </p>
  );
}

function AccountView({ profile }: { profile: AccountProfile }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const currentEmail = user?.email ?? '';
  const [emailFlash, setEmailFlash] = useState<Flash>(null);
  const [passwordFlash, setPasswordFlash] = useState<Flash>(null);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logOutError, setLogOutError] = useState<string | null>(null);

  const emailForm = useForm({
    initialValues: { email: currentEmail },
    validationSchema: accountEmailSchema,
    // Save asks for the current password first; the modal does the update.
    onSubmit: ({ email }) => {
      setEmailFlash(null);
      setPendingEmail(email.trim());
    },
  });
  const emailChanged = emailForm.values.email.trim().toLowerCase() !== currentEmail.toLowerCase();
  const emailValid = !emailForm.errors.email;

  const logOut = async () => {
    setLoggingOut(true);
    setLogOutError(null);
    try {
      await signOut();
      await navigate('/login');
    } catch (error) {
      console.error('Log out failed', error);
      setLogOutError(AuthMessages.unexpected);
      setLoggingOut(false);
    }
  };

  const displayName = profile.displayName?.trim() ? profile.displayName : profile.userName;

  return (
    <>
      <section className={styles.card} aria-label="Profile">
        <FallbackImage className={styles.banner} src={profile.banner} fallback="banner" alt="" />
        <div className={styles.identity}>
          <FallbackImage className={styles.avatar} src={profile.picture} fallback="avatar" alt={`${profile.userName}'s profile picture`} />
          <div className={styles.names}>
            {/* Names one way, as on the profile: the display name, then @ and the user name (doc 02 put the @ on the
                display name; issue 23 item 14 puts it on the user name everywhere). */}
            <p className={styles.userName}>{displayName}</p>
            <p className={styles.displayName}>@{profile.userName}</p>
          </div>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="account-email-title">
        <h2 id="account-email-title" className={styles.panelTitle}>
          Email
        </h2>
        <Form form={emailForm} aria-label="Email" className={styles.emailForm}>
          <TextField name="email" label="Email" type="email" autoComplete="email" inputMode="email" eagerErrors />
          <SubmitButton className={`btn btn-primary ${styles.save}`} disabled={!emailChanged || !emailValid || pendingEmail !== null}>
            Save
          </SubmitButton>
        </Form>
        <FlashMessage flash={emailFlash} />
      </section>

      <section className={styles.panel} aria-labelledby="account-security-title">
        <h2 id="account-security-title" className={styles.panelTitle}>
          Security
        </h2>
        <div className={styles.row}>
          <p className={styles.muted}>Changing your password signs you out on your other devices.</p>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setPasswordFlash(null);
              setChangingPassword(true);
            }}
          >
            Change Password
          </button>
        </div>
        <FlashMessage flash={passwordFlash} />
      </section>

      <TwoFactorPanel />

      <ApiTokensPanel />

      <div className={styles.logOut}>
        <button type="button" className={`btn btn-ghost ${styles.danger}`} onClick={logOut} disabled={loggingOut}>
          {loggingOut ? 'Logging out...' : 'Log Out'}
        </button>
        {logOutError ? (
          <p className="form-error" role="alert">
            {logOutError}
          </p>
        ) : null}
      </div>

      {pendingEmail !== null ? (
        <ConfirmEmailChangeModal
          currentEmail={currentEmail}
          newEmail={pendingEmail}
          onCancel={() => setPendingEmail(null)}
          onDone={(flash, updatedTo) => {
            setPendingEmail(null);
            setEmailFlash(flash);
            // Success clears the modified state (the saved address becomes the form's value).
            if (updatedTo !== undefined) emailForm.resetForm({ values: { email: updatedTo } });
          }}
        />
      ) : null}

      {changingPassword ? (
        <ChangePasswordModal
          onCancel={() => setChangingPassword(false)}
          onDone={() => {
            setChangingPassword(false);
            setPasswordFlash({ tone: 'success', text: AuthMessages.passwordUpdated });
          }}
        />
      ) : null}
    </>
  );
}

/** 'Email update failed. Please try again.', or, when the server said why, that reason after 'Email update failed.'. */
export function emailUpdateFailure(error: unknown): string {
  const failure = describeAuthError(error, 'changeEmail');
  if (failure.message === AuthMessages.emailUpdateFailed || failure.message === AuthMessages.unexpected)
    return AuthMessages.emailUpdateFailed;
  return `Email update failed. ${failure.message}`;
}

/**
 * Enter Current Password (before an e-mail change): the password is checked by signing in with it,
 * then updateUser({ email, password, current_password }) asks for the change (doc 02, section 7). The server
 * mails a link to the new address and switches only once it is followed (the hosted service's secure change).
 */
function ConfirmEmailChangeModal({
  currentEmail,
  newEmail,
  onCancel,
  onDone,
}: {
  currentEmail: string;
  newEmail: string;
  onCancel: () => void;
  /** `updatedTo`: the address the form should now hold (undefined: leave the form as it is). */
  onDone: (flash: Flash, updatedTo?: string) => void;
}) {
  const { client, session } = useAuth();
  const form = useForm({
    initialValues: { password: '' },
    validationSchema: currentPasswordSchema,
    onSubmit: async ({ password }, helpers) => {
      // A session that entered its two-factor code keeps it: a fresh password sign-in would be aal1, which the server
      // refuses e-mail changes to. The server checks current_password itself.
      const twoFactorDone = decodeJwtPayload(session?.access_token ?? '')?.aal === 'aal2';
      const verified = twoFactorDone ? { error: null } : await client.signInWithPassword({ email: currentEmail, password });
      if (verified.error) {
        const failure = describeAuthError(verified.error, 'verifyPassword');
        helpers.setFormError(failure.message, failure.message === AuthMessages.currentPasswordIncorrect ? 'password' : undefined);
        return;
      }
      // current_password too: the server then re-checks it and can never read `password` as a new one.
      const { data, error } = await client.updateUser({ email: newEmail, password, current_password: password });
      if (error) {
        onDone({ tone: 'error', text: emailUpdateFailure(error) });
        return;
      }
      const updated = data.user;
      if (updated?.email?.toLowerCase() === newEmail.toLowerCase()) {
        onDone({ tone: 'success', text: AuthMessages.emailUpdated }, updated.email);
      } else if (updated?.new_email) {
        onDone({ tone: 'info', text: `Check ${updated.new_email} for a link to confirm the new address.` }, currentEmail);
      } else {
        onDone({ tone: 'error', text: AuthMessages.emailUpdateFailed });
      }
    },
  });
  return (
    <Modal title="Enter Current Password" size="sm" onClose={onCancel}>
      <p className={styles.dialogText}>To change your email to {newEmail}, confirm it is you.</p>
      <Form form={form} aria-label="Confirm the email change">
        <TextField name="password" label="Current Password" type="password" autoComplete="current-password" />
        <DialogActions onCancel={onCancel} label="Confirm" pendingLabel="Confirming..." />
        {/* Lets password managers file the password under the account (last: the modal focuses the first input). */}
        <input type="email" name="username" autoComplete="username" value={currentEmail} readOnly hidden />
      </Form>
    </Modal>
  );
}

/** A password dialog's form error, Cancel (disabled while the submit runs) and submit button. */
function DialogActions({ onCancel, label, pendingLabel }: { onCancel: () => void; label: string; pendingLabel: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <>
      <FormError />
      <div className={styles.dialogActions}>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </button>
        <SubmitButton className="btn btn-primary" pendingLabel={pendingLabel}>
          {label}
        </SubmitButton>
      </div>
    </>
  );
}

/** Change Password: Current Password, New Password, Confirm New Password -> updateUser({ password, current_password }). */
function ChangePasswordModal({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { client, user } = useAuth();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      const { error } = await client.updateUser({ password: newPassword, current_password: currentPassword });
      if (error) {
        const failure = describeAuthError(error, 'changePassword');
        const field = failure.field === 'currentPassword' || failure.field === 'newPassword' ? failure.field : undefined;
        helpers.setFormError(failure.message, field);
        return;
      }
      onDone();
    },
  });
  return (
    <Modal title="Change Password" size="sm" onClose={onCancel}>
      <Form form={form} aria-label="Change Password">
        <TextField name="currentPassword" label="Current Password" type="password" autoComplete="current-password" />
        <TextField name="newPassword" label="New Password" type="password" autoComplete="new-password" hint="At least 6 characters." />
        <TextField name="confirmPassword" label="Confirm New Password" type="password" autoComplete="new-password" />
        <DialogActions onCancel={onCancel} label="Submit" pendingLabel="Saving..." />
        {user?.email ? <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden /> : null}
      </Form>
    </Modal>
  );
}
