import { lazy, Suspense, useState } from 'react';
import { graphql } from '../../gql';
import type { MatchReportsPanel_ReportsFragment } from '../../gql/graphql';
import { useReportMatchResultMutation } from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/scheduledTime';
import { notify } from '../../lib/toast';
import { Panel } from '../profile/ProfileLayout';
import styles from './MatchReports.module.css';
import type { ReportedScores } from './TeamReportModal';

// What the panel opens or shows only to some viewers, with the form library and modals they bring, loads when shown:
// the report modal when a team's manager opens it, the dispute's forms for its parties and staff. Everyone else reads
// the state, the reports and the dispute without that code.
const TeamReportModal = lazy(() => import('./TeamReportModal').then((modal) => ({ default: modal.TeamReportModal })));
const EvidenceForm = lazy(() => import('./DisputeForms').then((forms) => ({ default: forms.EvidenceForm })));
const MessageForm = lazy(() => import('./DisputeForms').then((forms) => ({ default: forms.MessageForm })));
const ResolveForm = lazy(() => import('./DisputeForms').then((forms) => ({ default: forms.ResolveForm })));

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

/** One team's report; what a report or a resolution refreshes afterwards (the page, whose match carries the panel). */
export type Report = MatchReportsPanel_ReportsFragment['reports'][number];
export const REFETCH = ['MatchPage'];

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
        {data.confirmDeadline && data.status === 'AWAITING' && (
          <p className={styles.muted}>{`Confirmed automatically at ${formatScheduledTime(data.confirmDeadline)} unless answered.`}</p>
        )}
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
            <Suspense fallback={null}>
              {data.viewerCanPostToDispute && !dispute.resolution && (
                <>
                  <EvidenceForm matchId={matchId} />
                  <MessageForm matchId={matchId} />
                </>
              )}
              {data.viewerCanResolve && data.status === 'DISPUTED' && <ResolveForm matchId={matchId} reports={data.reports} />}
            </Suspense>
          </section>
        )}
      </div>
      {reporting && data.viewerTeamId && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </Panel>
  );
}
