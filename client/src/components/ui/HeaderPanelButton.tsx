import type { ReactNode, Ref } from 'react';
import styles from './HeaderPanelButton.module.css';

/** The badge text: the count, '99+' above 99, nothing at 0. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/**
 * A header icon button that opens a panel and shows an unread count (Notifications, Messages): one trigger markup, so
 * both read and behave alike. It is named by its own visually hidden words holding the badge's text ('99+'): what is
 * seen is what a voice command or a reader says, and no aria-label leaves out what the button shows.
 */
export function HeaderPanelButton({
  label,
  unread,
  icon,
  badgeTestId,
  open,
  onPress,
  className,
  buttonRef,
}: {
  label: string;
  unread: number;
  icon: ReactNode;
  badgeTestId: string;
  open: boolean;
  onPress: () => void;
  className?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const badge = badgeText(unread);
  return (
    <button ref={buttonRef} type="button" className={className} aria-haspopup="dialog" aria-expanded={open} onClick={onPress}>
      <span className="visually-hidden">{badge ? `${label} (${badge} unread)` : label}</span>
      <span className={styles.iconWrap}>
        {icon}
        {badge && (
          <span className={styles.badge} data-testid={badgeTestId} aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
    </button>
  );
}
