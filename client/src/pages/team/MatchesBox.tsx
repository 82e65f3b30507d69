import { Link } from 'react-router-dom';
import { FallbackImage } from '../../components/FallbackImage';
import { Panel } from '../../components/profile/ProfileLayout';
import { graphql } from '../../gql';
import type { MatchesBox_MatchFragment, MatchStatus } from '../../gql/graphql';
import { matchPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { formatScheduledTime } from '../../lib/dates';
import styles from './MatchesBox.module.css';

/** What the MATCHES box needs of each match (spread by the team page's query). */
export const matchesBoxMatchFragment = graphql(`
  fragment MatchesBox_match on Match {
    id
    status
    scheduledTime
    participants {
      teamId
      totalPoints
      placement
      team {
        id
        name
        profilePicture
      }
    }
  }
`);

type Match = MatchesBox_MatchFragment;
type Side = Match['participants'][number] | undefined;

const STATUS_LABEL: Record<MatchStatus, string> = {
  SCHEDULED: 'Scheduled',
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** A scheduled match shows its time in the user's time zone; any other its status (and a completed one its score). */
export function matchStatusText(match: Pick<Match, 'status' | 'scheduledTime'>, timeZone?: string): string {
  if (match.status === 'SCHEDULED') return formatScheduledTime(match.scheduledTime, timeZone);
  return STATUS_LABEL[match.status] ?? match.status;
}

function TeamSide({ side, align }: { side: Side; align: 'left' | 'right' }) {
  return (
    <span className={styles.side} data-align={align} data-winner={side?.placement === 1 || undefined}>
      <FallbackImage className={styles.picture} src={side?.team.profilePicture} fallback="team" alt="" loading="lazy" />
      <span className={styles.name} title={side?.team.name}>
        {side ? displayName(side.team.name) : 'TBD'}
      </span>
    </span>
  );
}

/** MATCHES: the team's next and latest matches, two teams with VS and a status; 'NO MATCH HISTORY' when none. */
export function MatchesBox({ teamId, matches }: { teamId: string; matches: readonly Match[] }) {
  return (
    <Panel title="MATCHES">
      {matches.length === 0 ? (
        <p className={styles.empty}>NO MATCH HISTORY</p>
      ) : (
        <ul className={styles.list}>
          {matches.map((match) => {
            // This team on the left, its opponent on the right.
            const ours = match.participants.find((p) => p.teamId === teamId) ?? match.participants[0];
            const theirs = match.participants.find((p) => p !== ours);
            const completed = match.status === 'COMPLETED';
            return (
              <li key={match.id}>
                <Link className={styles.match} to={matchPath(match.id)} aria-label={`${ours?.team.name ?? 'TBD'} vs ${theirs?.team.name ?? 'TBD'}`}>
                  <TeamSide side={ours} align="left" />
                  <span className={styles.vs}>
                    {completed ? (
                      <span className={styles.score}>
                        {ours?.totalPoints ?? 0} – {theirs?.totalPoints ?? 0}
                      </span>
                    ) : (
                      'VS'
                    )}
                  </span>
                  <TeamSide side={theirs} align="right" />
                  <span className={styles.status} data-status={match.status.toLowerCase()}>
                    {match.status === 'SCHEDULED' ? (
                      <time dateTime={match.scheduledTime}>{matchStatusText(match)}</time>
                    ) : (
                      matchStatusText(match)
                    )}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
