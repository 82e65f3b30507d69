import { useState } from 'react';
import * as yup from 'yup';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import type { MatchReportsPanel_ReportsFragment } from '../../gql/graphql';
import { useAddDisputeEvidenceMutation, usePostDisputeMessageMutation, useReportMatchResultMutation, useResolveDisputeMutation } from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../lib/toast';
import { Form, FormError, SubmitButton, TextField, useAppForm } from '../forms';
import { Panel } from '../profile/ProfileLayout';
import { ConfirmModal } from '../ui/ConfirmModal';
import styles from './MatchReports.module.css';
import { TeamReportModal, type ReportedScores } from './TeamReportModal';

/** A match's team reports as its page shows them; spread into the page's match, so each live match event refreshes it. */
export const matchReportsPanelFragment = graphql(`
  fragment MatchReportsPanel_reports on MatchReports {
    matchId
    reportingMode
    status
    statusText
    confirmDeadline
    viewerTeamId
    viewerCanReport
    viewerCanResolve
    viewerCanPostToDispute
    reports {
      id
      teamId
      team {
        id
        name
      }
      updatedAt
      scores {
        teamId
        totalPoints
        team {
          id
          name
        }
        rounds {
          round
          metrics
          roundPoints
        }
      }
    }
    dispute {
      id
      openedAt
      evidence {
        id
        imageUrl
        link
        text
        createdAt
        author {
          id
          userName
        }
      }
      thread {
        id
        text
        createdAt
        author {
          id
          userName
        }
      }
      resolution {
        reason
        resolvedAt
        chosenTeam {
          id
          name
        }
        resolvedBy {
          id
          userName
        }
      }
    }
  }
`);

export const reportMatchResultMutation = graphql(`
  mutation ReportMatchResult($matchId: ID!, $teamId: ID!, $scores: [TeamScoreInput!]!) {
    reportMatchResult(matchId: $matchId, teamId: $teamId, scores: $scores) {
      ...MatchReportsPanel_reports
    }
  }
`);

export const addDisputeEvidenceMutation = graphql(`
  mutation AddDisputeEvidence($matchId: ID!, $link: String!, $text: String!) {
    addDisputeEvidence(matchId: $matchId, link: $link, text: $text) {
      ...MatchReportsPanel_reports
    }
  }
`);

export const postDisputeMessageMutation = graphql(`
  mutation PostDisputeMessage($matchId: ID!, $text: String!) {
    postDisputeMessage(matchId: $matchId, text: $text) {
      ...MatchReportsPanel_reports
    }
  }
`);

export const resolveDisputeMutation = graphql(`
  mutation ResolveDispute($matchId: ID!, $chosenTeamId: ID, $scores: [TeamScoreInput!], $reason: String!) {
    resolveDispute(matchId: $matchId, chosenTeamId: $chosenTeamId, scores: $scores, reason: $reason) {
      ...MatchReportsPanel_reports
    }
  }
`);

type Report = MatchReportsPanel_ReportsFragment['reports'][number];
const REFETCH = ['MatchPage'];

const toScores = (report: Report | undefined): ReportedScores | null =>
  report ? report.scores.map((s) => ({ teamId: s.teamId, rounds: s.rounds.map((r) => ({ round: r.round, metrics: r.metrics })) })) : null;

/** One team's report: both teams' totals and round points. */
function ReportCard({ report }: { report: Report }) {
  return (
    <section className={styles.report} aria-label={`${report.team?.name ?? 'Team'}'s report`} data-testid="team-report">
      <h3 className={styles.reportTitle}>{`${report.team?.name ?? 'Team'}'s report`}</h3>
      <table className={styles.table}>
        <tbody>
          {report.scores.map((s) => (
            <tr key={s.teamId}>
              <th scope="row">{s.team?.name ?? s.teamId}</th>
              <td>{s.rounds.map((r) => r.roundPoints).join(' / ') || '–'}</td>
              <td className={styles.total}>{s.totalPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function EvidenceForm({ matchId }: { matchId: string }) {
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
        const res = await fetch('/api/league/add-dispute-evidence', { method: 'POST', body, headers: session?.access_token ? { authorization: `Bearer ${session.access_token}` } : undefined });
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

function MessageForm({ matchId }: { matchId: string }) {
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
function ResolveForm({ matchId, reports }: { matchId: string; reports: Report[] }) {
  const [resolve, state] = useResolveDisputeMutation();
  const [entering, setEntering] = useState<string | null>(null);
  const [pending, setPending] = useState<{ chosenTeamId: string; reason: string } | null>(null);
  const form = useAppForm({
    initialValues: { choice: '', reason: '' },
    validationSchema: yup.object({ choice: yup.string().required('Choose a report or enter the result.'), reason: yup.string().trim().required('Give a reason: both teams see it.').max(500) }),
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
            <input type="radio" name="choice" value="enter" checked={form.values.choice === 'enter'} onChange={form.handleChange} /> Enter the result
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

/**
 * Team reports (issue 26), on a match of a competition in Team reports mode: the state line for everyone, the report
 * form for the two teams' leaders, co-leaders and captains, the dispute (both reports side by side, evidence, thread)
 * and staff's resolution. Live through the match's event stream (the page's subscription carries these fields).
 */
export function MatchReportsPanel({ matchId, reports: data }: { matchId: string; reports: MatchReportsPanel_ReportsFragment }) {
  const [reporting, setReporting] = useState(false);
  const [report] = useReportMatchResultMutation();
  if (data.reportingMode !== 'TEAMS') return null;
  const own = data.reports.find((r) => r.teamId === data.viewerTeamId);
  const dispute = data.dispute;
  return (
    <Panel title="Team Reports">
      <div className={styles.panel}>
        <p className={styles.state} data-testid="report-state" data-status={data.status}>
          {data.statusText}
        </p>
        {data.confirmDeadline && data.status === 'AWAITING' && <p className={styles.muted}>{`Confirmed automatically at ${formatScheduledTime(data.confirmDeadline)} unless answered.`}</p>}
        {data.viewerCanReport && data.viewerTeamId && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setReporting(true)}>
            {own ? 'Amend Report' : 'Report Result'}
          </button>
        )}
        {data.reports.length > 0 && (
          <div className={styles.sideBySide}>
            {data.reports.map((r) => (
              <ReportCard key={r.id} report={r} />
            ))}
          </div>
        )}
        {dispute?.resolution && (
          <p className={styles.resolution} data-testid="dispute-resolution">
            {`Resolved by ${dispute.resolution.resolvedBy?.userName ?? 'staff'}${dispute.resolution.chosenTeam ? ` (${dispute.resolution.chosenTeam.name}'s report)` : ' (result entered)'}: ${dispute.resolution.reason}`}
          </p>
        )}
        {dispute && (
          <section aria-label="Dispute" className={styles.dispute}>
            <h3 className={styles.reportTitle}>Evidence</h3>
            {dispute.evidence.length === 0 && <p className={styles.muted}>No evidence yet.</p>}
            <ul className={styles.list}>
              {dispute.evidence.map((e) => (
                <li key={e.id}>
                  {e.imageUrl && <img src={e.imageUrl} alt={e.text} className={styles.evidenceImage} />}
                  {e.link && (
                    <a href={e.link} target="_blank" rel="noreferrer noopener">
                      {e.link}
                    </a>
                  )}
                  <span>{` ${e.text} — ${e.author?.userName ?? ''}`}</span>
                </li>
              ))}
            </ul>
            <h3 className={styles.reportTitle}>Thread</h3>
            {dispute.thread.length === 0 && <p className={styles.muted}>No messages yet.</p>}
            <ul className={styles.list} aria-label="Thread">
              {dispute.thread.map((m) => (
                <li key={m.id}>
                  <strong>{m.author?.userName ?? ''}</strong>
                  {`: ${m.text}`}
                </li>
              ))}
            </ul>
            {data.viewerCanPostToDispute && !dispute.resolution && (
              <>
                <EvidenceForm matchId={matchId} />
                <MessageForm matchId={matchId} />
              </>
            )}
            {data.viewerCanResolve && data.status === 'DISPUTED' && <ResolveForm matchId={matchId} reports={data.reports} />}
          </section>
        )}
      </div>
      {reporting && data.viewerTeamId && (
        <TeamReportModal
          matchId={matchId}
          title={own ? 'Amend Report' : 'Report Result'}
          submitLabel="Send Report"
          initial={toScores(own)}
          send={async (scores) => {
            await report({ variables: { matchId, teamId: data.viewerTeamId!, scores }, refetchQueries: REFETCH });
            notify.success('Report sent.');
          }}
          onClose={() => setReporting(false)}
        />
      )}
    </Panel>
  );
}
