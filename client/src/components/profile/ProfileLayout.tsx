import { Fragment, useId, type ReactNode } from 'react';
import type { DefaultImage } from '../../lib/images';
import { FallbackImage } from '../FallbackImage';
import { TrophyIcon } from '../Icons';
import { errorMessage, isNotFound } from '../../lib/errors';
import { useAfterFirstPaint } from '../../lib/useAfterFirstPaint';
import { usePageTitle } from '../../lib/usePageTitle';
import { NotFoundView } from '../NotFoundView';
import { Bio } from './Bio';
import styles from './ProfileLayout.module.css';

/** The top of a public page: banner, picture, names, bio and the follow / Edit Profile action. */
export function ProfileHero({
  banner,
  picture,
  pictureFallback,
  title,
  subtitle,
  meta,
  bio,
  actions,
}: {
  banner: string | null | undefined;
  picture: string | null | undefined;
  pictureFallback: DefaultImage;
  title: string;
  subtitle?: ReactNode;
  meta?: ReactNode;
  bio: string | null | undefined;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={styles.bannerFrame}>
        <FallbackImage className={styles.banner} src={banner} fallback="banner" alt={`${title} banner`} data-testid="profile-banner" />
      </div>
      <div className={styles.identity}>
        <FallbackImage
          className={styles.picture}
          src={picture}
          fallback={pictureFallback}
          alt={`${title} picture`}
          width="136"
          height="136"
          data-testid="profile-picture"
        />
        <div className={styles.names}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {meta && <div className={styles.meta}>{meta}</div>}
          <Bio text={bio} title={`About ${title}`} />
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}

/** A titled box of a public page. */
export function Panel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The trophy room placeholder (doc 01: Coming Soon). */
export function TrophyRoom() {
  return (
    <Panel title="Trophy Room">
      <div className={styles.trophies} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span key={i} className={styles.trophySlot}>
            <TrophyIcon />
          </span>
        ))}
      </div>
      <p className={styles.soon}>Coming Soon</p>
    </Panel>
  );
}

/** A page's loading, error or empty state, in the page's place. */
export function PageStatus({ children, kind = 'status' }: { children: ReactNode; kind?: 'status' | 'error' }) {
  return (
    <div className={styles.pageStatus}>
      <p className={kind === 'error' ? styles.statusError : styles.statusText} role={kind === 'error' ? 'alert' : 'status'}>
        {children}
      </p>
    </div>
  );
}

type ProfileEntity = 'user' | 'team' | 'organizer' | 'league' | 'tournament';

const NOT_FOUND_TITLE: Record<ProfileEntity, string> = {
  user: 'User not found',
  team: 'Team not found',
  organizer: 'Organizer not found',
  league: 'League not found',
  tournament: 'Tournament not found',
};

/**
 * The states before a profile can render (spec texts): 'Loading...', 'Error loading {entity} profile data: {message}'
 * and 'No data available.'. An unknown user, team, organizer, league or tournament (NOT_FOUND) gets the not-found
 * frame with a way home instead of an error line (tournaments are found by id only). Returns null once the profile is there.
 */
function profileLoadState(entity: ProfileEntity, state: { loading: boolean; error?: unknown; found: boolean }): ReactNode {
  if (state.loading && !state.found) return <PageStatus>Loading...</PageStatus>;
  if (state.error && !state.found && isNotFound(state.error))
    return (
      <NotFoundView
        title={NOT_FOUND_TITLE[entity]}
        text={`There is no ${entity} with that ${entity === 'tournament' ? 'id' : 'name or id'}.`}
      />
    );
  if (state.error && !state.found)
    return <PageStatus kind="error">{`Error loading ${entity} profile data: ${errorMessage(state.error)}`}</PageStatus>;
  if (!state.found) return <PageStatus>No data available.</PageStatus>;
  return null;
}

/**
 * A public page's route: the tab title (the page's name once loaded, else "League", "Team", ...), the states
 * before the page is there (profileLoadState), then `children(page)`, keyed by the page's id so moving to
 * another page of the same kind starts it afresh.
 */
export function ProfileRoute<P extends { id: string }>({
  entity,
  query: { loading, error },
  page,
  name,
  children,
}: {
  entity: ProfileEntity;
  /** The page query's state. */
  query: { loading: boolean; error?: unknown };
  page: P | null | undefined;
  /** The page's name for the tab title. */
  name: (page: P) => string;
  children: (page: P) => ReactNode;
}) {
  usePageTitle(page ? name(page) : entity.charAt(0).toUpperCase() + entity.slice(1));
  const status = profileLoadState(entity, { loading, error, found: Boolean(page) });
  if (status || !page) return status;
  return <Fragment key={page.id}>{children(page)}</Fragment>;
}

/**
 * The body under the hero: main content and the comment wall on the left, a side column on the
 * right. On narrow screens it is one column, with the side boxes before the comments.
 *
 * `restAfterPaint`: the side column and the comments are drawn once the main column is on screen, a frame later. A
 * page whose body comes in after its hero (league, tournament) draws it then in two shorter tasks rather than one long
 * one, which a phone would block on. On a phone they sit below the main column, on a wide screen beside it.
 */
export function ProfileBody({ restAfterPaint = false, ...parts }: BodyParts & { restAfterPaint?: boolean }) {
  return restAfterPaint ? <BodyRestAfterPaint {...parts} /> : <BodyColumns {...parts} rest />;
}

interface BodyParts {
  main: ReactNode;
  aside: ReactNode;
  comments?: ReactNode;
}

function BodyRestAfterPaint(parts: BodyParts) {
  return <BodyColumns {...parts} rest={useAfterFirstPaint()} />;
}

/** `rest`: whether the side column and the comments are drawn yet. */
function BodyColumns({ main, aside, comments, rest }: BodyParts & { rest: boolean }) {
  return (
    <div className={styles.body}>
      <div className={styles.mainColumn}>{main}</div>
      <aside className={styles.aside}>{rest ? aside : null}</aside>
      {comments && <div className={styles.commentsColumn}>{rest ? comments : null}</div>}
    </div>
  );
}

export { styles as profileStyles };
