import type { ImgHTMLAttributes } from 'react';
import { graphql } from '../../gql';
import type { Podium_EntryFragment } from '../../gql/graphql';
import { FallbackImage } from '../FallbackImage';
import styles from './Podium.module.css';

export const podiumEntryFragment = graphql(`
  fragment Podium_entry on LeaderboardEntry {
    id
    rank
    score
    wins
    rating
    user {
      id
      userName
      displayName
      profilePicture
    }
    team {
      id
      name
      profilePicture
    }
  }
`);

export type BoardEntry = Podium_EntryFragment;
export type BoardKind = 'USER' | 'TEAM';

/** Spec constants (doc 01 section 9): a podium of 3; the list is padded to at least 9 entries. */
export const PODIUM_SIZE = 3;
export const MIN_LIST_SIZE = 9;
export const PODIUM_LABELS = ['1st', '2nd', '3rd'] as const;

/** An entry's name: the player's display or user name, the team's name; 'Unknown User' / 'Unknown Team' without one. */
export function entryName(entry: Pick<BoardEntry, 'user' | 'team'>, kind: BoardKind): string {
  if (kind === 'TEAM') return entry.team?.name?.trim() || 'Unknown Team';
  return entry.user?.displayName?.trim() || entry.user?.userName?.trim() || 'Unknown User';
}

/** An entry's picture: the team's or the player's, with the team or avatar art when it has none. */
export function EntryPicture({
  entry,
  kind,
  ...img
}: { entry: Pick<BoardEntry, 'user' | 'team'>; kind: BoardKind } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const team = kind === 'TEAM';
  return <FallbackImage {...img} src={team ? entry.team?.profilePicture : entry.user?.profilePicture} fallback={team ? 'team' : 'avatar'} />;
}

/** 1 -> 1st, 2 -> 2nd, 3 -> 3rd, 11 -> 11th, 22 -> 22nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/**
 * The top 3 with the labels 1st, 2nd and 3rd (the first on the middle step), padded with 'vacant'
 * places. A tie shows the shared rank (two entries tied first both read 1st).
 */
export function Podium({
  entries,
  kind,
  metric = 'SCORE',
  onSelect,
  compact = false,
}: {
  entries: readonly BoardEntry[];
  kind: BoardKind;
  metric?: 'SCORE' | 'WINS' | 'RATING';
  onSelect?: (entry: BoardEntry) => void;
  compact?: boolean;
}) {
  const places = Array.from({ length: PODIUM_SIZE }, (_, i) => entries[i] ?? null);
  return (
    <ol className={`${styles.podium} ${compact ? styles.compact : ''}`} aria-label="Top 3">
      {places.map((entry, i) => {
        const label = entry ? ordinal(entry.rank) : PODIUM_LABELS[i];
        const place = i + 1;
        if (!entry)
          return (
            <li key={`vacant-${i}`} className={styles.place} data-place={place} data-vacant>
              <span className={styles.medal}>{label}</span>
              <span className={styles.avatarVacant} aria-hidden="true" />
              <span className={styles.name}>vacant</span>
              <span className={styles.step} />
            </li>
          );
        const name = entryName(entry, kind);
        const value = metric === 'WINS' ? `${entry.wins} ${entry.wins === 1 ? 'win' : 'wins'}` : metric === 'RATING' ? `${entry.rating} rating` : `${entry.score} pts`;
        const valueId = `podium-value-${entry.id}`;
        // In a button the words are its visually hidden name and description; on a group they are read as they stand.
        const hidden = onSelect ? true : undefined;
        const body = (
          <>
            <span className={styles.medal} aria-hidden={hidden}>
              {label}
            </span>
            <EntryPicture entry={entry} kind={kind} className={styles.avatar} alt="" loading="lazy" />
            <span className={styles.name} title={name} aria-hidden={hidden}>
              {name}
            </span>
            <span className={styles.value} id={valueId} aria-hidden={hidden}>
              {value}
            </span>
            <span className={styles.step} />
          </>
        );
        return (
          <li key={entry.id} className={styles.place} data-place={place}>
            {onSelect ? (
              // Named by its own words ('1st: Xeno', the value as its description), not an aria-label that leaves out
              // text the button shows (axe: label-content-name-mismatch).
              <button type="button" className={styles.hit} onClick={() => onSelect(entry)} aria-describedby={valueId}>
                <span className="visually-hidden">{`${label}: ${name}`}</span>
                {body}
              </button>
            ) : (
              <div className={styles.hit} aria-label={`${label}: ${name}`} role="group">
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
