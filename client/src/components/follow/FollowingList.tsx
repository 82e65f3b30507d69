import { useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { useFollowingListQuery } from '../../gql/hooks';
import type { FollowEntityType } from '../../gql/graphql';
import type { DefaultImage } from '../../lib/images';
import { leaguePath, organizerPath } from '../../lib/paths';
import { FallbackImage } from '../FallbackImage';
import styles from './FollowingList.module.css';

export const followingListQuery = graphql(`
  query FollowingList {
    viewer {
      id
      followedProfiles {
        entityType
        id
        name
        picture
      }
    }
  }
`);

const TABS = [
  { key: 'user', label: 'People', types: ['USER'] },
  { key: 'team', label: 'Teams', types: ['TEAM'] },
  // Organizers (the spec's Leagues tab) and the leagues the user follows directly.
  { key: 'organizer', label: 'Leagues', types: ['ORGANIZER', 'LEAGUE'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; types: readonly FollowEntityType[] }>;

type TabKey = (typeof TABS)[number]['key'];

/** Links go by id and entity type: /user/{id}, /team/{id}, /organizer/{id} (leagues: /league/{id}). */
export function followedPath(entityType: FollowEntityType, id: string): string {
  switch (entityType) {
    case 'USER':
      return `/user/${encodeURIComponent(id)}`;
    case 'TEAM':
      return `/team/${encodeURIComponent(id)}`;
    case 'ORGANIZER':
      return organizerPath(id);
    case 'LEAGUE':
      return leaguePath(id);
  }
}

const FALLBACK: Record<FollowEntityType, DefaultImage> = { USER: 'avatar', TEAM: 'team', ORGANIZER: 'organizer', LEAGUE: 'organizer' };

/**
 * The menu's following list: tabs People, Teams and Leagues, each with picture and name, or 'No one
 * found'. Loaded with the shell (so the menu opens on it), and refetched after every follow or unfollow.
 */
export function FollowingList({ onNavigate }: { onNavigate?: () => void }) {
  const [active, setActive] = useState<TabKey>('user');
  const baseId = useId();
  const { data, loading, error } = useFollowingListQuery();
  const profiles = data?.viewer?.followedProfiles ?? [];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((t) => t.key === active);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = TABS[(index + step + TABS.length) % TABS.length];
    setActive(next.key);
    document.getElementById(`${baseId}-tab-${next.key}`)?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={styles.heading}>
        Following
      </h2>
      <div role="tablist" aria-label="Following" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.key}
            id={`${baseId}-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={active === tab.key}
            aria-controls={`${baseId}-panel-${tab.key}`}
            tabIndex={active === tab.key ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => {
        const items = profiles.filter((p) => (tab.types as readonly FollowEntityType[]).includes(p.entityType));
        return (
          <div
            key={tab.key}
            id={`${baseId}-panel-${tab.key}`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${tab.key}`}
            hidden={active !== tab.key}
            className={styles.list}
          >
            {loading && !data ? (
              // A quiet placeholder: the list loads with the page, usually before the menu is opened.
              <div className={styles.skeleton} aria-busy="true" aria-label="Loading following list" />
            ) : error && !data ? (
              <p className={styles.empty} role="alert">
                Error: {error.message}
              </p>
            ) : items.length === 0 ? (
              <p className={styles.empty}>No one found</p>
            ) : (
              <ul className={styles.items}>
                {items.map((item) => (
                  <li key={`${item.entityType}:${item.id}`}>
                    <Link className={styles.item} to={followedPath(item.entityType, item.id)} onClick={onNavigate}>
                      <FallbackImage
                        className={styles.picture}
                        src={item.picture}
                        fallback={FALLBACK[item.entityType]}
                        alt=""
                        width="32"
                        height="32"
                        loading="lazy"
                      />
                      <span className={styles.name}>{item.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
