import type { ReactNode } from 'react';
import * as yup from 'yup';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../lib/errors';
import { normalizeInviteUserName } from '../../lib/names';
import { notify } from '../../lib/toast';
import { Form, FormError, LabelledInput, SubmitButton, useForm } from '../forms';
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
  const form = useForm({
    initialValues: { name: '' },
    // The rule the disabled button shows: a name left after normalising.
    validationSchema: yup.object({ name: yup.string().test('name', fieldLabel, (text) => normalize(text ?? '') !== '') }),
    onSubmit: async ({ name }, helpers) => {
      if (typeof targetId !== 'string' || targetId === '') return;
      try {
        await send(normalize(name));
        notify.success(INVITE_SUCCESS);
        onClose();
      } catch (e) {
        // The server's refusal when it gave one (unknown user, already invited), else the spec's text.
        const message = CombinedGraphQLErrors.is(e) ? errorMessage(e, INVITE_FAILURE) : INVITE_FAILURE;
        helpers.setFormError(message);
        notify.error(message);
      }
    },
  });

  return (
    <Modal title={title} onClose={onClose} size="sm">
      <Form form={form} className={styles.inviteForm}>
        <LabelledInput
          name="name"
          label={fieldLabel}
          labelClassName={styles.label}
          className={styles.input}
          placeholder={fieldLabel}
          autoComplete="off"
          spellCheck={false}
          onChange={() => form.setStatus({})}
        />
        {children}
        <FormError className={styles.formError} />
        <SubmitButton pendingLabel="Sending..." disabled={!normalize(form.values.name)}>
          Send Invite
        </SubmitButton>
      </Form>
    </Modal>
  );
}
