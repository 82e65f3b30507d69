import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DefaultImage } from '../../lib/images';
import { displayName } from '../../lib/text';
import { FallbackImage } from '../FallbackImage';
import { useConfirm } from '../ui/useConfirm';
import styles from './Dashboard.module.css';

/**
 * A titled list of a dashboard (ACTIVE TEAMS, PENDING LEAGUES, ACTIVE STAFF...): its rows (`<li>`s), or
 * `emptyText` when it has none. `footer` follows the list inside the section (a dialog it opens).
 */
export function DashboardList({
  titleId,
  title,
  isEmpty,
  emptyText,
  children,
  footer,
}: {
  titleId: string;
  title: string;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.listTitle}>
        {title}
      </h2>
      {isEmpty ? <p className={styles.empty}>{emptyText}</p> : <ul className={styles.rows}>{children}</ul>}
      {footer}
    </section>
  );
}

/** The linked name of a dashboard row: an optional picture, the name (whole in its tooltip) and a meta line under it. */
export function DashboardLink({
  to,
  name,
  label = name,
  meta,
  picture,
}: {
  to: string;
  name: string;
  label?: string;
  meta: ReactNode;
  picture?: ReactNode;
}) {
  return (
    <Link to={to} className={styles.who}>
      {picture}
      <span className={styles.nameBlock}>
        <span className={styles.name} title={name}>
          {label}
        </span>
        <span className={styles.meta}>{meta}</span>
      </span>
    </Link>
  );
}

/**
 * Who a dashboard row is about (a member, an invited user, a ladder's team): the picture (`size` px square) and the
 * display name, whole in its tooltip; a link to their page when `to` is given.
 */
export function DashboardWho({
  picture,
  fallback,
  name,
  size,
  to,
}: {
  picture: string | null | undefined;
  fallback: DefaultImage;
  name: string;
  size: number;
  to?: string;
}) {
  const body = (
    <>
      <FallbackImage src={picture} fallback={fallback} alt="" className={styles.avatar} width={size} height={size} />
      <span className={styles.name} title={name}>
        {displayName(name)}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className={styles.who}>
      {body}
    </Link>
  ) : (
    <span className={styles.who}>{body}</span>
  );
}

/**
 * Accept and Decline of an invitation on a dashboard row (`name` says whose, for screen readers). Decline asks first
 * (no way back: only they can invite again) and toasts after; `onAnswer` resolves false when the answer failed.
 */
export function AnswerButtons({
  name,
  disabled,
  onAnswer,
}: {
  name: string;
  disabled: boolean;
  onAnswer: (accept: boolean) => Promise<boolean | void> | void;
}) {
  const confirm = useConfirm();
  return (
    <span className={styles.buttons}>
      {confirm.dialog}
      <button
        type="button"
        className="btn btn-sm btn-primary"
        disabled={disabled}
        aria-label={`Accept ${name}`}
        onClick={() => void onAnswer(true)}
      >
        Accept
      </button>
      <button
        type="button"
        className={`btn btn-sm btn-ghost ${styles.danger}`}
        disabled={disabled}
        aria-label={`Decline ${name}`}
        onClick={() =>
          confirm.ask({
            title: 'Decline the invitation?',
            question: `Decline the invitation from ${name}? Only they can invite you again.`,
            confirmLabel: 'Decline',
            done: `You declined the invitation from ${name}.`,
            run: async () => onAnswer(false) ?? undefined,
          })
        }
      >
        Decline
      </button>
    </span>
  );
}
