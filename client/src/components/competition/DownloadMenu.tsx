import { lazy, Suspense, useState } from 'react';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';

// The menu is React Aria's (its Menu, Popover and their collections: about 55 kB gzip), which nothing else of a ladder's
// or a tournament's first paint needs: it loads once the page has painted, its button drawn meanwhile.
const DownloadMenuPopover = lazy(() => import('./DownloadMenuPopover'));

export interface DownloadOption {
  /** What the item says ('Open Bracket Format'). */
  label: string;
  /** A second line: what the file holds. */
  hint: string;
  /** The export's address under /api. */
  href: string;
}

/**
 * The Download button of a competition's hero: the menu of its exports (DownloadMenuPopover) once its code has arrived,
 * fetched after the page's first paint, or at once when the button is pressed before that (the menu then opens as it
 * arrives). Until then the same button, so nothing moves.
 */
export function DownloadMenu({ options, label = 'Download' }: { options: DownloadOption[]; label?: string }) {
  const painted = useAfterFirstPaint();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button type="button" className="btn btn-ghost" onClick={() => setPressed(true)}>
      {label}
    </button>
  );
  if (!painted && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <DownloadMenuPopover options={options} label={label} defaultOpen={pressed} />
    </Suspense>
  );
}

/** A tournament's downloads: Open Bracket Format, the results table (CSV) and everything as JSON. */
export const tournamentDownloads = (tournamentId: string): DownloadOption[] => [
  {
    label: 'Open Bracket Format',
    hint: 'Sets and games, for other bracket tools (.json)',
    href: `/api/tourney/export/${tournamentId}?format=obf`,
  },
  { label: 'Results (CSV)', hint: 'Placements, seeds, wins and losses', href: `/api/tourney/export/${tournamentId}?format=csv` },
  {
    label: 'Results and matches (JSON)',
    hint: 'Everything above with each match',
    href: `/api/tourney/export/${tournamentId}?format=json`,
  },
];

/** A ladder's downloads: the standings and the match results as CSV, both as JSON. */
export const ladderDownloads = (leagueId: string): DownloadOption[] => [
  {
    label: 'Standings (CSV)',
    hint: 'Rank, points, wins, losses, draws',
    href: `/api/league/export/${leagueId}?format=csv&table=standings`,
  },
  {
    label: 'Match results (CSV)',
    hint: 'Every finalized match with both teams',
    href: `/api/league/export/${leagueId}?format=csv&table=matches`,
  },
  { label: 'Standings and matches (JSON)', hint: 'Both tables in one file', href: `/api/league/export/${leagueId}?format=json` },
];
