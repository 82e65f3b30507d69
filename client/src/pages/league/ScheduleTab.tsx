import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MatchStatus } from '../../gql/graphql';
import { formatDayHeading, formatTimeOfDay, userTimeZone } from '../../lib/dates';
import { matchPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import styles from './League.module.css';
import { filterMatches, groupByDate, isCompleted, isPending, type ScheduleFilter } from './schedule';

export interface ScheduleMatch {
  id: string;
  status: MatchStatus;
  scheduledTime: string;
  winner?: { id: string } | null;
  participants: ReadonlyArray<{ teamId: string; totalPoints: number; team: { id: string; name: string } }>;
}

const FILTERS: Array<{ id: ScheduleFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'completed', label: 'Completed' },
];

const STATUS_LABEL: Record<MatchStatus, string> = { SCHEDULED: 'Scheduled', PENDING: 'Pending', COMPLETED: 'Completed', CANCELLED: 'Cancelled' };

/**
 * The Schedule tab: All / Pending / Completed, a search by team or date, matches grouped by day in
 * the viewer's time zone (newest first), Watch Match, the W badge on a completed match's winner;
 * Create Match and Report Score only for staff the server says may schedule and report here (owner, super_admin,
 * and admins assigned to the ladder; never mods).
 */
export function ScheduleTab({
  matches,
  loading,
  error,
  canSchedule,
  canReport,
  onCreateMatch,
  onReportScore,
  timeZone = userTimeZone(),
}: {
  matches: readonly ScheduleMatch[] | undefined;
  loading: boolean;
  error?: string | null;
  /** Create Match: the viewer may schedule on this ladder (League.viewerCanSchedule). */
  canSchedule: boolean;
  /** Report Score: the viewer may report on this ladder (League.viewerCanReport). */
  canReport: boolean;
  onCreateMatch: () => void;
  onReportScore: (matchId: string) => void;
  timeZone?: string;
}) {
  const [filter, setFilter] = useState<ScheduleFilter>('all');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const shown = filterMatches(matches ?? [], filter, search, timeZone);
  const groups = groupByDate(shown, timeZone);

  return (
    <div className={styles.schedule}>
      <div className={styles.scheduleBar}>
        <div className={styles.segmented} role="group" aria-label="Match filter">
          {FILTERS.map((f) => (
            <button key={f.id} type="button" className={styles.segment} aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
              {f.label}
            </button>
          ))}
        </div>
        <label htmlFor={searchId} className="visually-hidden">
          Search by team or date
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder="Search by team or date"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {canSchedule && (
          <button type="button" className="btn btn-primary btn-sm" onClick={onCreateMatch}>
            Create Match
          </button>
        )}
      </div>
      {!matches && loading ? (
        <p className={styles.state}>Loading...</p>
      ) : !matches && error ? (
        <p className={`${styles.state} ${styles.stateError}`} role="alert">
          {error}
        </p>
      ) : groups.length === 0 ? (
        <p className={styles.state}>No Matches Found</p>
      ) : (
        groups.map((group) => (
          <section key={group.key} className={styles.day} aria-label={formatDayHeading(group.key)} data-testid="schedule-day">
            <h3 className={styles.dayTitle}>{formatDayHeading(group.key)}</h3>
            <ul className={styles.matchList}>
              {group.matches.map((match) => {
                const completed = isCompleted(match.status);
                const [home, away] = match.participants;
                return (
                  <li key={match.id} className={styles.matchRow} data-testid="schedule-match">
                    <span className={styles.matchTime}>{formatTimeOfDay(match.scheduledTime, timeZone)}</span>
                    <span className={styles.matchTeams}>
                      <Side side={home} completed={completed} winnerId={match.winner?.id} />
                      <span className={styles.vs}>VS</span>
                      <Side side={away} completed={completed} winnerId={match.winner?.id} />
                    </span>
                    <span className={styles.matchStatus} data-status={match.status}>
                      {STATUS_LABEL[match.status]}
                    </span>
                    <span className={styles.matchActions}>
                      {canReport && isPending(match.status) && (
                        <button type="button" className="btn btn-ghost btn-sm" onClick={() => onReportScore(match.id)}>
                          Report Score
                        </button>
                      )}
                      <Link className="btn btn-primary btn-sm" to={matchPath(match.id)}>
                        Watch Match
                      </Link>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function Side({ side, completed, winnerId }: { side: ScheduleMatch['participants'][number] | undefined; completed: boolean; winnerId?: string | null }) {
  if (!side) return <span className={styles.side}>TBD</span>;
  const won = completed && winnerId === side.team.id;
  return (
    <span className={styles.side} title={side.team.name}>
      <span>{displayName(side.team.name)}</span>
      {completed && <span className={styles.sidePoints}>{side.totalPoints}</span>}
      {won && (
        <span className={styles.winBadge} aria-label="Winner" title="Winner">
          W
        </span>
      )}
    </span>
  );
}
