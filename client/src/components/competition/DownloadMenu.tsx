import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styles from './DownloadMenu.module.css';

export interface DownloadOption {
  /** What the item says ('Open Bracket Format'). */
  label: string;
  /** A second line: what the file holds. */
  hint: string;
  /** The export's address under /api. */
  href: string;
}

/**
 * Download: the competition's exports as files (the REST facade answers them as attachments), so an organizer or a
 * stats site takes results elsewhere without the API. Plain links: they work without JavaScript's help once opened.
 */
export function DownloadMenu({ options, label = 'Download' }: { options: DownloadOption[]; label?: string }) {
  return (
    <MenuTrigger>
      <Button className="btn btn-ghost">{label}</Button>
      <Popover className={styles.popover} placement="bottom end" offset={4}>
        <Menu className={styles.menu} aria-label={label}>
          {options.map((option) => (
            <MenuItem key={option.href} id={option.href} href={option.href} download className={styles.item} textValue={option.label}>
              {option.label}
              <span className={styles.hint}>{option.hint}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** A tournament's downloads: Open Bracket Format, the results table (CSV) and everything as JSON. */
export const tournamentDownloads = (tournamentId: string): DownloadOption[] => [
  { label: 'Open Bracket Format', hint: 'Sets and games, for other bracket tools (.json)', href: `/api/tourney/export/${tournamentId}?format=obf` },
  { label: 'Results (CSV)', hint: 'Placements, seeds, wins and losses', href: `/api/tourney/export/${tournamentId}?format=csv` },
  { label: 'Results and matches (JSON)', hint: 'Everything above with each match', href: `/api/tourney/export/${tournamentId}?format=json` },
];

/** A ladder's downloads: the standings and the match results as CSV, both as JSON. */
export const ladderDownloads = (leagueId: string): DownloadOption[] => [
  { label: 'Standings (CSV)', hint: 'Rank, points, wins, losses, draws', href: `/api/league/export/${leagueId}?format=csv&table=standings` },
  { label: 'Match results (CSV)', hint: 'Every finalized match with both teams', href: `/api/league/export/${leagueId}?format=csv&table=matches` },
  { label: 'Standings and matches (JSON)', hint: 'Both tables in one file', href: `/api/league/export/${leagueId}?format=json` },
];
