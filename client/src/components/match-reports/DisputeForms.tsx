import { useState } from 'react';
import * as yup from 'yup';
import { useAuth } from '../../auth/useAuth';
import { useAddDisputeEvidenceMutation, usePostDisputeMessageMutation, useResolveDisputeMutation } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, TextField, useAppForm } from '../forms';
import { ConfirmModal } from '../ui/ConfirmModal';
import styles from './MatchReports.module.css';
import { REFETCH, type Report } from './MatchReportsPanel';
import { TeamReportModal } from './TeamReportModal';

// A dispute's forms (evidence, the thread, staff's resolution) with the form library and the modals they open: the
// Team Reports panel loads this module only when it shows one of them (MatchReportsPanel.tsx).

export function EvidenceForm({ matchId }: { matchId: string }) {
  const { session } = useAuth();
  const [addLink] = useAddDisputeEvidenceMutation();
  const form = useAppForm({
    initialValues: { link: '', text: '', file: null as File | null },
    validationSchema: yup.object({
      text: yup.string().trim().required('Say what it shows.').max(500),
      link: yup.string().trim().url('A link starts with http:// or https://.'),
      file: yup.mixed<File>().nullable(),
    }),
    onSubmit: async ({ link, text, file }, helpers) => {
      if (!file && !link.trim()) {
        helpers.setStatus({ formError: 'Add a VOD link or a screenshot.' });
        return;
      }
      if (file) {
        const body = new FormData();
        body.append('match_id', matchId);
        body.append('text', text.trim());
        body.append('evidence_pic', file, file.name);
        const res = await fetch('/api/league/add-dispute-evidence', {
          method: 'POST',
          body,
          headers: session?.access_token ? { authorization: `Bearer ${session.access_token}` } : undefined,
        });
        if (!res.ok) {
          const payload = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
          throw new Error(payload?.error?.message ?? `Upload failed (HTTP ${res.status}).`);
        }
      } else {
        await addLink({ variables: { matchId, link: link.trim(), text: text.trim() } });
      }
      notify.success('Evidence added.');
      helpers.resetForm();
    },
  });
  return (
    <Form form={form} aria-label="Add evidence" className={styles.subForm}>
      <TextField name="link" label="VOD link" placeholder="https://..." />
      <label className={styles.fileLabel}>
        <span>Screenshot</span>
        <input type="file" accept="image/*" onChange={(e) => form.pickValue('file', e.target.files?.[0] ?? null)} />
      </label>
      <TextField name="text" label="What it shows" />
      <FormError />
      <SubmitButton pendingLabel="Adding...">Add Evidence</SubmitButton>
    </Form>
  );
}

export function MessageForm({ matchId }: { matchId: string }) {
  const [post] = usePostDisputeMessageMutation();
  const form = useAppForm({
    initialValues: { text: '' },
    validationSchema: yup.object({ text: yup.string().trim().required('Write a message.').max(1000) }),
    onSubmit: async ({ text }, helpers) => {
      await post({ variables: { matchId, text: text.trim() } });
      helpers.resetForm();
    },
  });
  return (
    <Form form={form} aria-label="Write in the thread" className={styles.subForm}>
      <TextField name="text" label="Message" />
      <FormError />
      <SubmitButton pendingLabel="Sending...">Send</SubmitButton>
    </Form>
  );
}

/** Staff resolve: choose a report or enter the result, with a reason; confirmed before it finalizes the match. */
export function ResolveForm({ matchId, reports }: { matchId: string; reports: Report[] }) {
  const [resolve, state] = useResolveDisputeMutation();
  const [entering, setEntering] = useState<string | null>(null);
  const [pending, setPending] = useState<{ chosenTeamId: string; reason: string } | null>(null);
  const form = useAppForm({
    initialValues: { choice: '', reason: '' },
    validationSchema: yup.object({
      choice: yup.string().required('Choose a report or enter the result.'),
      reason: yup.string().trim().required('Give a reason: both teams see it.').max(500),
    }),
    onSubmit: async ({ choice, reason }) => {
      if (choice === 'enter') setEntering(reason.trim());
      else setPending({ chosenTeamId: choice, reason: reason.trim() });
    },
  });
  const confirm = async () => {
    if (!pending) return;
    try {
      await resolve({ variables: { matchId, chosenTeamId: pending.chosenTeamId, reason: pending.reason }, refetchQueries: REFETCH });
      notify.success('Dispute resolved.');
      setPending(null);
    } catch (e) {
      notify.error(errorMessage(e));
      setPending(null);
    }
  };
  return (
    <>
      <Form form={form} aria-label="Resolve the dispute" className={styles.subForm}>
        <fieldset className={styles.choices}>
          <legend>Resolve</legend>
          {reports.map((r) => (
            <label key={r.teamId}>
              <input type="radio" name="choice" value={r.teamId} checked={form.values.choice === r.teamId} onChange={form.handleChange} />
              {` ${r.team?.name ?? 'Team'}'s report`}
            </label>
          ))}
          <label>
            <input type="radio" name="choice" value="enter" checked={form.values.choice === 'enter'} onChange={form.handleChange} /> Enter
            the result
          </label>
          {form.fieldError('choice') && <p className={styles.error}>{form.fieldError('choice')}</p>}
        </fieldset>
        <TextField name="reason" label="Reason" />
        <FormError />
        <SubmitButton>Resolve</SubmitButton>
      </Form>
      {pending && (
        <ConfirmModal
          title="Resolve this dispute?"
          confirmLabel="Yes, Resolve"
          pendingLabel="Resolving..."
          pending={state.loading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        >
          <p>{`The match is finalized with ${reports.find((r) => r.teamId === pending.chosenTeamId)?.team?.name ?? 'the chosen team'}'s report. Both teams see your reason.`}</p>
        </ConfirmModal>
      )}
      {entering !== null && (
        <TeamReportModal
          matchId={matchId}
          title="Enter the result"
          submitLabel="Resolve"
          initial={null}
          send={async (scores) => {
            await resolve({ variables: { matchId, scores, reason: entering }, refetchQueries: REFETCH });
            notify.success('Dispute resolved.');
          }}
          onClose={() => setEntering(null)}
        />
      )}
    </>
  );
}
