import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../components/FallbackImage';
import { teamPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import styles from './League.module.css';

export interface StandingRow {
  id: string;
  rank: number;
  points: number;
  wins: number;
  losses: number;
  draws: number;
  played: number;
  tiebreak?: string | null;
  team: { id: string; name: string; profilePicture?: string | null };
}

/**
 * Points descending; among equal points the server's order stands (team name, or the tiebreak it
 * names on the row). Rows with equal points share the server's rank (1, 1, 3).
 */
export function rankStandings<R extends StandingRow>(rows: readonly R[]): R[] {
  return [...rows].sort((a, b) => b.points - a.points);
}

/** The record columns after Points: their short heading and what it stands for. */
const RECORD_COLUMNS = [
  ['W', 'Wins'],
  ['L', 'Losses'],
  ['D', 'Draws'],
  ['MP', 'Matches played'],
] as const;

/**
 * The tiebreak '*': a button, so a tap (a phone has no hover) or a key shows why this row follows the one above;
 * tapping again, Escape or moving away hides it.
 */
function TiebreakMark({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className={styles.tiebreakWrap}>
      <button
        type="button"
        className={styles.tiebreak}
        aria-label={`Tiebreak: ${text}`}
        aria-expanded={open}
        aria-controls={id}
        title={`Tiebreak: ${text}`}
        onClick={() => setOpen((shown) => !shown)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        *
      </button>
      <span id={id} role="status" className={styles.tiebreakNote} hidden={!open}>
        {open ? `Tiebreak: ${text}` : ''}
      </span>
    </span>
  );
}

/**
 * The Standings tab: rank, team, points, W, L, D and matches played; the deciding tiebreak on hover. Long tables come
 * a page at a time: Load More (shown while the server has more rows) appends the next page.
 */
export function StandingsTab({
  rows,
  loading,
  error,
  onLoadMore,
}: {
  rows: readonly StandingRow[] | undefined;
  loading: boolean;
  error?: string | null;
  onLoadMore?: () => Promise<unknown>;
}) {
  const [loadingMore, setLoadingMore] = useState(false);
  if (!rows && loading) return <p className={styles.state}>Loading Standings...</p>;
  if (!rows && error) return <p className={`${styles.state} ${styles.stateError}`} role="alert">{error}</p>;
  if (!rows || rows.length === 0) return <p className={styles.state}>No Teams Have Joined Yet</p>;
  const sorted = rankStandings(rows);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label="Standings">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col" className={styles.teamCol}>
              Team
            </th>
            <th scope="col">Points</th>
            {RECORD_COLUMNS.map(([short, title]) => (
              <th key={short} scope="col" className={short === 'MP' ? styles.played : undefined}>
                <abbr title={title}>{short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.id} data-testid="standings-row" title={row.tiebreak ? `Tiebreak: ${row.tiebreak}` : undefined}>
              <td className={styles.rank}>
                {row.rank}
                {row.tiebreak && <TiebreakMark text={row.tiebreak} />}
              </td>
              <td className={styles.teamCol}>
                <Link to={teamPath(row.team.name)} className={styles.teamLink} title={row.team.name}>
                  <FallbackImage src={row.team.profilePicture} fallback="team" alt="" className={styles.teamPic} width={28} height={28} loading="lazy" />
                  <span>{displayName(row.team.name)}</span>
                </Link>
              </td>
              <td className={styles.points}>{row.points}</td>
              <td>{row.wins}</td>
              <td>{row.losses}</td>
              <td>{row.draws}</td>
              <td className={styles.played}>{row.played}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {onLoadMore && (
        <div className={styles.loadMore}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={loadingMore}
            onClick={() => {
              setLoadingMore(true);
              void onLoadMore().finally(() => setLoadingMore(false));
            }}
          >
            {loadingMore ? 'Loading...' : 'Load More'}
          </button>
        </div>
      )}
    </div>
  );
}
