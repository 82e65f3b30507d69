import * as yup from 'yup';
import type { ModerationAction, ModerationQueue_ReportFragment } from '../../gql/graphql';
import { useActOnReportMutation } from '../../gql/hooks';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, TextAreaField, useAppForm } from '../forms';
import { Modal } from '../ui/Modal';
import styles from './Moderation.module.css';

export const ACTION_LABELS: Record<Exclude<ModerationAction, 'UNHIDE' | 'UPDATE_FILTERS'>, string> = {
  DISMISS: 'Dismiss',
  HIDE: 'Hide',
  REMOVE: 'Remove',
  WARN: 'Warn',
  TIMEOUT: 'Time out',
  BAN: 'Ban',
};

export const TIMEOUT_CHOICES = [
  { minutes: 10, label: '10 min' },
  { minutes: 60, label: '1 h' },
  { minutes: 24 * 60, label: '24 h' },
  { minutes: 7 * 24 * 60, label: '7 days' },
];

/** The server's limit on a moderator's reason (moderation.service). */
export const ACTION_REASON_MAX = 500;
export const ACTION_REASON_REQUIRED = 'Say why: the audit keeps it and the user concerned sees it.';

const schema = yup.object({
  reason: yup.string().trim().required(ACTION_REASON_REQUIRED).max(ACTION_REASON_MAX, `A reason is at most ${ACTION_REASON_MAX} characters.`),
  durationMinutes: yup.number().required(),
});

const who = (report: ModerationQueue_ReportFragment) => report.subject?.userName ?? 'the user concerned';

/** What an action will do, said before it is done. */
export function actionConsequence(action: ModerationAction, report: ModerationQueue_ReportFragment): string {
  const content = report.targetType === 'COMMENT' ? 'comment' : report.targetType === 'MESSAGE' ? 'message' : 'content';
  switch (action) {
    case 'DISMISS':
      return 'The report is closed and nothing changes.';
    case 'HIDE':
      return `The ${content} is hidden from everyone; ${who(report)} still sees it with your reason.`;
    case 'REMOVE':
      return `The ${content} is deleted for everyone, its author included. This cannot be undone.`;
    case 'WARN':
      return `${who(report)} gets a warning with your reason.`;
    case 'TIMEOUT':
      return `${who(report)} cannot post comments or messages for the time you choose.`;
    case 'BAN':
      return report.organizer
        ? `${report.targetType === 'TEAM' ? 'The team' : who(report)} is banned from ${report.organizer.name}: its walls, conversations and competitions.`
        : `${who(report)}'s account is suspended on the whole site.`;
    default:
      return '';
  }
}

const DESTRUCTIVE: ModerationAction[] = ['REMOVE', 'BAN'];

/**
 * Asks the moderator for a required reason (and a time-out's length) before acting on a report; Remove and Ban say
 * plainly what will happen and ask to confirm. A report another moderator resolved first gives the server's message.
 */
export function ActionDialog({
  report,
  action,
  onDone,
  onClose,
}: {
  report: ModerationQueue_ReportFragment;
  action: Exclude<ModerationAction, 'UNHIDE' | 'UPDATE_FILTERS'>;
  onDone: (reportId: string) => void;
  onClose: () => void;
}) {
  const [act] = useActOnReportMutation();
  const destructive = DESTRUCTIVE.includes(action);
  const form = useAppForm({
    initialValues: { reason: '', durationMinutes: 60 },
    validationSchema: schema,
    fieldMap: { 'input.reason': 'reason', duration_minutes: 'durationMinutes', 'input.durationMinutes': 'durationMinutes' },
    onSubmit: async ({ reason, durationMinutes }) => {
      await act({
        variables: {
          input: { reportId: report.id, action, reason: reason.trim(), ...(action === 'TIMEOUT' ? { durationMinutes: Number(durationMinutes) } : {}) },
        },
      });
      notify.success(`${ACTION_LABELS[action]}: done.`);
      onDone(report.id);
      onClose();
    },
  });
  // Only after a submit was tried: a message appearing when the field is left (a press on Close) would move the
  // centred dialog under the pointer, and the press would miss.
  return (
    <Modal title={`${ACTION_LABELS[action]} — report on ${report.contextLabel ?? report.subject?.userName ?? 'content'}`} onClose={onClose} size="sm">
      <Form form={form} aria-label={ACTION_LABELS[action]}>
        <p className={destructive ? styles.warning : undefined} role={destructive ? 'alert' : undefined}>
          {actionConsequence(action, report)}
        </p>
        {action === 'TIMEOUT' && (
          <fieldset className={styles.choices}>
            <legend>How long</legend>
            {TIMEOUT_CHOICES.map((c) => (
              <label key={c.minutes}>
                <input
                  type="radio"
                  name="durationMinutes"
                  checked={Number(form.values.durationMinutes) === c.minutes}
                  onChange={() => form.pickValue('durationMinutes', c.minutes)}
                />
                {c.label}
              </label>
            ))}
          </fieldset>
        )}
        <TextAreaField name="reason" label="Reason (required)" maxLength={ACTION_REASON_MAX} />
        <FormError />
        <SubmitButton pendingLabel="Working..." className={destructive ? `btn btn-block ${styles.danger}` : 'btn btn-primary btn-block'}>
          {destructive ? `Yes, ${ACTION_LABELS[action].toLowerCase()}` : ACTION_LABELS[action]}
        </SubmitButton>
      </Form>
    </Modal>
  );
}
