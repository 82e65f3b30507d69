import { lazy, Suspense } from 'react';
import { Panel } from '../profile/ProfileLayout';
import { graphql } from '../../gql';
import type { ReschedulePanel_MatchFragment } from '../../gql/graphql';
import { useAnswerRescheduleMutation } from '../../gql/hooks';
import { formatScheduledTime } from '../../lib/scheduledTime';
import { useBusyAction } from '../../lib/useBusyAction';
import styles from './Scheduling.module.css';

// The forms (date pickers, their schemas and the form library: most of the panel's code) load only for a viewer who
// may propose or move, when the panel first shows them; everyone else reads the proposals without them.
const ProposeForm = lazy(() => import('./RescheduleForms').then((forms) => ({ default: forms.ProposeForm })));
const MoveForm = lazy(() => import('./RescheduleForms').then((forms) => ({ default: forms.MoveForm })));

/** What the match page needs for reschedules; spread into the page's match, so live match events refresh it. */
export const reschedulePanelFragment = graphql(`
  fragment ReschedulePanel_match on Match {
    id
    status
    scheduledTime
    viewerCanProposeReschedule
    viewerCanReport
    league {
      id
    }
    rescheduleProposals {
      id
      status
      times
      expiresAt
      acceptedTime
      viewerCanAnswer
      team {
        id
        name
      }
    }
  }
`);

export const answerRescheduleMutation = graphql(`
  mutation AnswerReschedule($proposalId: ID!, $acceptedTime: DateTime, $decline: Boolean) {
    answerReschedule(proposalId: $proposalId, acceptedTime: $acceptedTime, decline: $decline) {
      id
      status
    }
  }
`);

const STATUS_TEXT = {
  PENDING: 'waiting for an answer',
  ACCEPTED: 'accepted',
  DECLINED: 'declined',
  SUPERSEDED: 'replaced by a newer proposal',
  OVERRIDDEN: 'overridden by staff',
  EXPIRED: 'expired',
} as const;

/**
 * Reschedule (issue 26), for the two teams' leaders and co-leaders: the latest proposal with its state; the other side
 * accepts one of its times or declines; either side proposes up to three new times (suggested where both teams are
 * available). Times read in the viewer's zone.
 */
export function ReschedulePanel({ match, teamIds }: { match: ReschedulePanel_MatchFragment; teamIds: string[] }) {
  const [answer] = useAnswerRescheduleMutation();
  const { busy, run } = useBusyAction();
  const [latest, ...older] = match.rescheduleProposals;
  const answerable = latest?.viewerCanAnswer ?? false;
  const movable = match.viewerCanReport && match.status === 'SCHEDULED';
  if (!match.viewerCanProposeReschedule && !answerable && !movable) return null;

  const accept = (iso: string) =>
    run(`accept:${iso}`, () => answer({ variables: { proposalId: latest!.id, acceptedTime: iso }, refetchQueries: ['MatchPage'] }), {
      success: `Match moved to ${formatScheduledTime(iso)}.`,
    });
  const decline = () =>
    run('decline', () => answer({ variables: { proposalId: latest!.id, decline: true }, refetchQueries: ['MatchPage'] }), {
      success: 'Proposal declined.',
    });

  return (
    <Panel title="Reschedule">
      <div className={styles.panel} data-testid="reschedule-panel">
        {latest ? (
          <p
            className={styles.stateLine}
            data-testid="reschedule-state"
          >{`${latest.team.name} proposed new times: ${STATUS_TEXT[latest.status]}.`}</p>
        ) : (
          <p className={styles.muted}>No new times proposed.</p>
        )}
        {latest && (
          <ul className={styles.times}>
            {latest.times.map((iso) => (
              <li key={iso} className={styles.timeRow}>
                <span data-accepted={latest.acceptedTime === iso || undefined}>{formatScheduledTime(iso)}</span>
                {answerable && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={busy !== null}
                    onClick={() => accept(iso)}
                    aria-label={`Accept ${formatScheduledTime(iso)}`}
                  >
                    Accept
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {answerable && (
          <div className={styles.actions}>
            <button type="button" className="btn btn-ghost btn-sm" disabled={busy !== null} onClick={decline}>
              Decline
            </button>
            <span className={styles.muted}>{`Answer before ${formatScheduledTime(latest!.expiresAt)}.`}</span>
          </div>
        )}
        {older.length > 0 && (
          <ul className={styles.history} aria-label="Earlier proposals">
            {older.map((p) => (
              <li key={p.id}>{`${p.team.name}: ${p.times.map((t) => formatScheduledTime(t)).join(' · ')} (${STATUS_TEXT[p.status]})`}</li>
            ))}
          </ul>
        )}
        <Suspense fallback={null}>
          {match.viewerCanProposeReschedule && <ProposeForm match={match} teamIds={teamIds} />}
          {movable && <MoveForm match={match} teamIds={teamIds} />}
        </Suspense>
      </div>
    </Panel>
  );
}
