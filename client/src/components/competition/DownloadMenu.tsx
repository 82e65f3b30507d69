import { lazy, startTransition, Suspense, useState } from 'react';

// The menu is React Aria's (its Menu, Popover and their collections: about 55 kB gzip), which no page needs before its
// visitor comes to the button: its code is asked for then (pointer over it, focus, a touch starting), not with the page,
// whose load would otherwise evaluate and render it for every visitor (tens of ms of a phone's main thread).
const loadPopover = () => import('./DownloadMenuPopover');
const DownloadMenuPopover = lazy(loadPopover);

export interface DownloadOption {
  /** What the item says ('Open Bracket Format'). */
  label: string;
  /** A second line: what the file holds. */
  hint: string;
  /** The export's address under /api. */
  href: string;
}

/**
 * The Download button of a competition's hero: the same-looking plain button until the visitor comes to it, then the
 * menu of its exports (DownloadMenuPopover), whose code is asked for at that moment. The swap is a transition: the
 * plain button stays until the code has arrived. A press before that opens the menu as it arrives; a button that had
 * the keyboard's focus hands it to the menu's button.
 */
export function DownloadMenu({ options, label = 'Download' }: { options: DownloadOption[]; label?: string }) {
  const [wanted, setWanted] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const button = (
    <button
      type="button"
      className="btn btn-ghost"
      onPointerEnter={want}
      onPointerDown={want}
      onFocus={() => {
        setFocused(true);
        want();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setPressed(true);
        want();
      }}
    >
      {label}
    </button>
  );
  return (
    <Suspense fallback={button}>
      {wanted ? <DownloadMenuPopover options={options} label={label} defaultOpen={pressed} autoFocus={focused && !pressed} /> : button}
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
