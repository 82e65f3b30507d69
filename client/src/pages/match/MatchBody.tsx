import type { ApolloClient } from '@apollo/client';
import { CommentWall, prefetchCommentWall } from '../../components/comments/CommentWall';
import { MatchReportsPanel } from '../../components/match-reports/MatchReportsPanel';
import { Panel } from '../../components/profile/ProfileLayout';
import { ReschedulePanel } from '../../components/scheduling/ReschedulePanel';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import type { MatchPage_MatchFragment } from '../../gql/graphql';
import styles from './Match.module.css';

/** The per-round points of both teams (and the active metrics' values under them). */
function RoundsTable({ match, participants }: { match: MatchPage_MatchFragment; participants: MatchPage_MatchFragment['participants'] }) {
  const rounds = Array.from({ length: Math.max(1, match.rounds) }, (_, i) => i + 1);
  const metrics = (match.league?.metrics ?? []).filter((m) => m.active);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Rounds">
        <thead>
          <tr>
            <th scope="col">Team</th>
            {rounds.map((r) => (
              <th key={r} scope="col">{`R${r}`}</th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {participants.map((p) => (
            <tr key={p.teamId}>
              <th scope="row">{p.team.name}</th>
              {rounds.map((r) => {
                const round = p.rounds.find((x) => x.matchRound === r);
                const values = (round?.metrics ?? {}) as Record<string, unknown>;
                const detail = metrics
                  .filter((m) => values[m.name] !== undefined && values[m.name] !== '')
                  .map((m) => `${m.name}: ${String(values[m.name])}`)
                  .join(', ');
                return (
                  <td key={r} title={detail || undefined}>
                    {round ? round.roundPoints : '–'}
                  </td>
                );
              })}
              <td className={styles.total}>{p.totalPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the body first shows from the server beyond the page's own answer (the comment wall's first page), into the cache. */
export function prefetchMatchBody(client: ApolloClient, match: MatchPage_MatchFragment): Promise<void> {
  return prefetchCommentWall(client, match.commentWall?.id);
}

/**
 * The match page below its hero (MatchPage loads it once the hero is on screen): the score reports, rescheduling, the
 * rounds, the video and the comment wall. `participants` in the order the hero shows them.
 */
export default function MatchBody({
  match,
  participants,
}: {
  match: MatchPage_MatchFragment;
  participants: MatchPage_MatchFragment['participants'];
}) {
  return (
    <div className={styles.body}>
      <MatchReportsPanel matchId={match.id} reports={match.reports} />
      <ReschedulePanel match={match} teamIds={participants.map((p) => p.teamId)} />
      <Panel title="Rounds">
        <RoundsTable match={match} participants={participants} />
      </Panel>
      <VideoPlayer url={match.videoUrl} title="Match video" />
      <CommentWall wallId={match.commentWall?.id} />
    </div>
  );
}
