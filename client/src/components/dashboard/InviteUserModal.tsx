import { useId, useState, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../lib/errors';
import { normalizeInviteUserName } from '../../lib/names';
import { notify } from '../../lib/toast';
import { Modal } from '../ui/Modal';
import styles from './Dashboard.module.css';

export const INVITE_SUCCESS = 'Invite sent successfully!';
export const INVITE_FAILURE = 'Failed to send invite. Please try again.';

/**
 * The invite modal of both dashboards (doc 02 sections 2, 5 and 8): Enter Username, Send Invite
 * ('Sending...'). The user name is normalised before sending; the button is disabled while it is
 * empty, and nothing is sent without a target id. Success shows 'Invite sent successfully!' and
 * closes; a refusal shows the server's message (or 'Failed to send invite. Please try again.').
 */
export function InviteUserModal({
  title,
  targetId,
  send,
  onClose,
  children,
  fieldLabel = 'Enter Username',
  normalize = normalizeInviteUserName,
}: {
  title: string;
  /** The field's label and placeholder (a team invitation asks for a team name). */
  fieldLabel?: string;
  /** How the typed name is cleaned before sending. */
  normalize?: (text: string) => string;
  /** The team or organizer id; the invite is not sent when it is empty. */
  targetId: string | null | undefined;
  send: (userName: string) => Promise<unknown>;
  onClose: () => void;
  /** Extra fields (the staff role select). */
  children?: ReactNode;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const userName = normalize(text);

  const submit = async () => {
    if (!userName || typeof targetId !== 'string' || targetId === '' || sending) return;
    setSending(true);
    setError(null);
    try {
      await send(userName);
      notify.success(INVITE_SUCCESS);
      onClose();
    } catch (e) {
      // The server's refusal when it gave one (unknown user, already invited), else the spec's text.
      const message = CombinedGraphQLErrors.is(e) ? errorMessage(e, INVITE_FAILURE) : INVITE_FAILURE;
      setError(message);
      notify.error(message);
      setSending(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose} size="sm">
      <form
        className={styles.inviteForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          {fieldLabel}
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          placeholder={fieldLabel}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {children}
        {error && (
          <p className={styles.formError} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={!userName || sending} aria-busy={sending || undefined}>
          {sending ? 'Sending...' : 'Send Invite'}
        </button>
      </form>
    </Modal>
  );
}
