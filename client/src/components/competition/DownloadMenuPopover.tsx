import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styles from './DownloadMenu.module.css';
import type { DownloadOption } from './DownloadMenu';

/**
 * Download: the competition's exports as files (the REST facade answers them as attachments), so an organizer or a
 * stats site takes results elsewhere without the API. Plain links: they work without JavaScript's help once opened.
 */
export default function DownloadMenuPopover({
  options,
  label,
  defaultOpen,
  autoFocus,
}: {
  options: DownloadOption[];
  label: string;
  /** Opened at once: the visitor pressed the button before this module had arrived (DownloadMenu). */
  defaultOpen: boolean;
  /** Takes the focus as it replaces the plain button, which had it. */
  autoFocus?: boolean;
}) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className="btn btn-ghost" autoFocus={autoFocus}>
        {label}
      </Button>
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
