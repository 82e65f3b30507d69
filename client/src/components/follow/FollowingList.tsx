import { useId, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
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
  { key: 'user', label: 'People', groups: [{ label: null, types: ['USER'] }] },
  { key: 'team', label: 'Teams', groups: [{ label: null, types: ['TEAM'] }] },
  // The spec's Leagues tab: the organizers the user follows and the leagues followed directly,
  // each in its own labelled group so an organizer is never mistaken for a league.
  {
    key: 'organizer',
    label: 'Leagues',
    groups: [
      { label: 'Organizers', types: ['ORGANIZER'] },
      { label: 'Leagues', types: ['LEAGUE'] },
      { label: 'Tournaments', types: ['TOURNAMENT'] },
    ],
  },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  groups: ReadonlyArray<{ label: string | null; types: readonly FollowEntityType[] }>;
}>;

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
    case 'TOURNAMENT':
      return `/tournament/${encodeURIComponent(id)}`;
  }
}

const FALLBACK: Record<FollowEntityType, DefaultImage> = { USER: 'avatar', TEAM: 'team', ORGANIZER: 'organizer', LEAGUE: 'organizer', TOURNAMENT: 'organizer' };

/**
 * The menu's following list: tabs People, Teams and Leagues (React Aria Tabs: arrow keys move
 * between them), each with picture and name, or 'No one found'. Loaded with the shell (so the menu
 * opens on it), and refetched after every follow or unfollow.
 */
export function FollowingList({ onNavigate }: { onNavigate?: () => void }) {
  const [active, setActive] = useState<TabKey>('user');
  const baseId = useId();
  const { data, loading, error } = useFollowingListQuery();
  const profiles = data?.viewer?.followedProfiles ?? [];

  const renderItems = (items: typeof profiles) => (
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
  );

  return (
    <section className={styles.panel} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={styles.heading}>
        Following
      </h2>
      <Tabs className={styles.tabsRoot} selectedKey={active} onSelectionChange={(key) => setActive(key as TabKey)}>
        <TabList aria-label="Following" className={styles.tabs}>
          {TABS.map((tab) => (
            <Tab key={tab.key} id={tab.key} className={styles.tab}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map((tab) => {
          const groups = tab.groups.map((group) => ({
            label: group.label,
            items: profiles.filter((p) => (group.types as readonly FollowEntityType[]).includes(p.entityType)),
          }));
          const labelled = groups.filter((g) => g.items.length > 0);
          return (
            <TabPanel key={tab.key} id={tab.key} className={styles.list}>
              {loading && !data ? (
                // A quiet placeholder: the list loads with the page, usually before the menu is opened.
                <div className={styles.skeleton} aria-busy="true" aria-label="Loading following list" />
              ) : error && !data ? (
                <p className={styles.empty} role="alert">
                  Error: {error.message}
                </p>
              ) : labelled.length === 0 ? (
                <p className={styles.empty}>No one found</p>
              ) : (
                labelled.map((group) =>
                  group.label === null ? (
                    <div key="all">{renderItems(group.items)}</div>
                  ) : (
                    <section key={group.label} className={styles.group} aria-labelledby={`${baseId}-${tab.key}-${group.label}`}>
                      <h3 id={`${baseId}-${tab.key}-${group.label}`} className={styles.groupLabel}>
                        {group.label}
                      </h3>
                      {renderItems(group.items)}
                    </section>
                  ),
                )
              )}
            </TabPanel>
          );
        })}
      </Tabs>
    </section>
  );
}
