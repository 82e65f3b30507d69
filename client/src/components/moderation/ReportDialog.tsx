import * as yup from 'yup';
import type { ReportReason, ReportTarget } from '../../gql/graphql';
import { useReportContentMutation } from '../../gql/hooks';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, TextAreaField, useAppForm } from '../forms';
import { Modal } from '../ui/Modal';
import './operations';
import styles from './Moderation.module.css';

export const REPORT_REASONS: { value: ReportReason; label: string }[] = [
  { value: 'SPAM', label: 'Spam' },
  { value: 'HARASSMENT', label: 'Harassment' },
  { value: 'CHEATING', label: 'Cheating' },
  { value: 'OFFENSIVE', label: 'Offensive' },
  { value: 'OTHER', label: 'Other' },
];

export const REPORT_TEXT_MAX = 1000;
export const REPORT_SENT = 'Report sent. Moderators will review it.';
export const REASON_REQUIRED = 'Choose why you report this.';
export const TEXT_TOO_LONG = `Details are at most ${REPORT_TEXT_MAX} characters.`;

export const reportSchema = yup.object({
  reason: yup.mixed<ReportReason>().oneOf(REPORT_REASONS.map((r) => r.value), REASON_REQUIRED).required(REASON_REQUIRED),
  text: yup.string().max(REPORT_TEXT_MAX, TEXT_TOO_LONG),
});

interface ReportValues {
  reason: ReportReason | '';
  text: string;
}

/**
 * Report a comment, a message, a user, a team or an organizer: a reason (required) and details (up to 1000 characters,
 * counted). The server's field refusals show beside their fields; a sent report says so in a toast and closes.
 */
export function ReportDialog({
  targetType,
  targetId,
  what,
  organizerId,
  onClose,
}: {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, for the title: 'comment by ana', 'Team Nova'. */
  what: string;
  organizerId?: string | null;
  onClose: () => void;
}) {
  const [report] = useReportContentMutation();
  const form = useAppForm<ReportValues>({
    initialValues: { reason: '', text: '' },
    validationSchema: reportSchema,
    fieldMap: { 'input.reason': 'reason', 'input.text': 'text', details: 'text' },
    onSubmit: async ({ reason, text }) => {
      await report({
        variables: {
          input: { targetType, targetId, reason: reason as ReportReason, text: text.trim(), ...(organizerId ? { organizerId } : {}) },
        },
      });
      notify.success(REPORT_SENT);
      onClose();
    },
  });
  const reasonError = form.fieldError('reason');
  return (
    <Modal title={`Report ${what}`} onClose={onClose}>
      <Form form={form} aria-label="Report">
        <fieldset
          className={styles.choices}
          role="radiogroup"
          aria-label="Reason"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'report-reason-error' : undefined}
        >
          <legend>Reason</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r.value}>
              <input
                type="radio"
                name="reason"
                value={r.value}
                checked={form.values.reason === r.value}
                onChange={() => form.pickValue('reason', r.value)}
                aria-invalid={reasonError ? true : undefined}
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        {reasonError && (
          <p id="report-reason-error" className={styles.error}>
            {reasonError}
          </p>
        )}
        <TextAreaField name="text" label="Details (optional)" maxLength={REPORT_TEXT_MAX} />
        <FormError />
        <SubmitButton pendingLabel="Sending...">Send Report</SubmitButton>
      </Form>
    </Modal>
  );
}
