import { skipToken } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../components/FallbackImage';
import { Panel, profileStyles as styles } from '../../components/profile/ProfileLayout';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../components/search/SearchBox';
import { Modal } from '../../components/ui/Modal';
import { graphql } from '../../gql';
import { useHeaderSearchQuery, useSetTopEntriesMutation } from '../../gql/hooks';
import type { TopFive_EntryFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import type { DefaultImage } from '../../lib/images';
import { leaguePath, organizerPath, teamPath, userPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import editor from './TopFive.module.css';

/** MY TOP 5 holds five entries (doc 01 section 9). */
export const TOP_ENTRIES_MAX = 5;

export const topFiveEntryFragment = graphql(`
  fragment TopFive_entry on TopEntry {
    id
    position
    entityType
    entityId
    user {
      id
      userName
      profilePicture
    }
    team {
      id
      name
      profilePicture
    }
    organizer {
      id
      name
      profilePicture
    }
  }
`);

export const setTopEntriesMutation = graphql(`
  mutation SetTopEntries($userIds: [ID!]!) {
    setTopEntries(userIds: $userIds) {
      ...TopFive_entry
    }
  }
`);

interface Slot {
  name: string;
  picture: string | null;
  path: string;
  fallback: DefaultImage;
}

/** Where a top-5 entry links: users by user name (/user/{entity_name}), teams by name, others by id. */
function slotOf(entry: TopFive_EntryFragment): Slot | null {
  if (entry.user) return { name: entry.user.userName, picture: entry.user.profilePicture ?? null, path: userPath(entry.user.userName), fallback: 'avatar' };
  if (entry.team) return { name: entry.team.name, picture: entry.team.profilePicture ?? null, path: teamPath(entry.team.name), fallback: 'team' };
  if (entry.organizer)
    return { name: entry.organizer.name, picture: entry.organizer.profilePicture ?? null, path: organizerPath(entry.organizer.id), fallback: 'organizer' };
  if (entry.entityType === 'LEAGUE') return { name: 'League', picture: null, path: leaguePath(entry.entityId), fallback: 'organizer' };
  return null;
}

interface Pick {
  id: string;
  userName: string;
  picture: string | null;
}

function TopFiveEditor({
  ownerId,
  entries,
  onClose,
}: {
  ownerId: string;
  entries: readonly TopFive_EntryFragment[];
  onClose: () => void;
}) {
  const [picks, setPicks] = useState<Pick[]>(() =>
    entries.flatMap((e) => (e.user ? [{ id: e.user.id, userName: e.user.userName, picture: e.user.profilePicture ?? null }] : [])),
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useHeaderSearchQuery(query ? { variables: { text: query, first: 10 } } : skipToken);
  const [save, { loading: saving }] = useSetTopEntriesMutation();

  const candidates = (data?.search ?? []).filter((hit) => hit.kind === 'USER' && hit.id !== ownerId && !picks.some((p) => p.id === hit.id));
  const full = picks.length >= TOP_ENTRIES_MAX;

  const move = (index: number, by: -1 | 1) =>
    setPicks((list) => {
      const next = [...list];
      const target = index + by;
      if (target < 0 || target >= next.length) return list;
      [next[index], next[target]] = [next[target], next[index]];
      return next;
    });

  const onSave = async () => {
    setError(null);
    try {
      await save({
        variables: { userIds: picks.map((p) => p.id) },
        update: (cache, { data: result }) => {
          if (!result) return;
          cache.modify({
            id: cache.identify({ __typename: 'User', id: ownerId }),
            fields: { topEntries: (_existing, { toReference }) => result.setTopEntries.map((entry) => toReference(entry as never)) },
          });
        },
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal
      title="Edit MY TOP 5"
      onClose={onClose}
      footer={
        <>
          {error && (
            <p className={`form-error ${editor.footerError}`} role="alert">
              {error}
            </p>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void onSave()} disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </>
      }
    >
      <ol className={editor.picks} aria-label="Your top 5">
        {picks.map((pick, index) => (
          <li key={pick.id} className={editor.pick}>
            <span className={styles.rank}>{index + 1}</span>
            <FallbackImage className={styles.rowPicture} src={pick.picture} fallback="avatar" alt="" />
            <span className={styles.rowName}>{pick.userName}</span>
            <button type="button" className={editor.iconButton} aria-label={`Move ${pick.userName} up`} onClick={() => move(index, -1)} disabled={index === 0}>
              ↑
            </button>
            <button
              type="button"
              className={editor.iconButton}
              aria-label={`Move ${pick.userName} down`}
              onClick={() => move(index, 1)}
              disabled={index === picks.length - 1}
            >
              ↓
            </button>
            <button
              type="button"
              className={editor.iconButton}
              aria-label={`Remove ${pick.userName}`}
              onClick={() => setPicks((list) => list.filter((p) => p.id !== pick.id))}
            >
              ×
            </button>
          </li>
        ))}
        {picks.length === 0 && <li className={styles.empty}>No players picked yet.</li>}
      </ol>
      <label className={editor.searchLabel}>
        <span>Add a player</span>
        <input
          className={editor.search}
          type="search"
          placeholder={full ? 'Your top 5 is full' : 'Search players...'}
          value={text}
          disabled={full}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {query && !full && (
        <ul className={editor.candidates} aria-label="Players found">
          {candidates.map((hit) => (
            <li key={hit.id}>
              <button
                type="button"
                className={editor.candidate}
                onClick={() => {
                  setPicks((list) => (list.length >= TOP_ENTRIES_MAX ? list : [...list, { id: hit.id, userName: hit.name, picture: hit.picture ?? null }]));
                  setText('');
                }}
              >
                <FallbackImage className={styles.rowPicture} src={hit.picture} fallback="avatar" alt="" />
                <span className={styles.rowName}>{hit.name}</span>
                <span className={styles.rowMeta}>Add</span>
              </button>
            </li>
          ))}
          {candidates.length === 0 && <li className={editor.none}>{loading ? 'Loading...' : 'No players found'}</li>}
        </ul>
      )}
    </Modal>
  );
}

/** MY TOP 5 (or {NAME}'S TOP 5): up to five entries linking to their pages; the owner can change the list. */
export function TopFive({
  ownerId,
  entries,
  canEdit,
  title = 'MY TOP 5',
}: {
  ownerId: string;
  entries: readonly TopFive_EntryFragment[];
  canEdit: boolean;
  /** 'MY TOP 5' on one's own page, '{NAME}'S TOP 5' on another's. */
  title?: string;
}) {
  const [editing, setEditing] = useState(false);
  const slots = [...entries]
    .sort((a, b) => a.position - b.position)
    .slice(0, TOP_ENTRIES_MAX)
    .flatMap((entry) => {
      const slot = slotOf(entry);
      return slot ? [{ key: entry.id, ...slot }] : [];
    });
  return (
    <Panel
      title={title}
      action={
        canEdit && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
            Edit
          </button>
        )
      }
    >
      {slots.length === 0 ? (
        <p className={styles.empty}>No one found</p>
      ) : (
        <ol className={styles.list}>
          {slots.map((slot, index) => (
            <li key={slot.key}>
              <Link className={styles.row} to={slot.path}>
                <span className={styles.rank}>{index + 1}</span>
                <FallbackImage className={styles.rowPicture} src={slot.picture} fallback={slot.fallback} alt="" loading="lazy" />
                <span className={styles.rowName} title={slot.name}>
                  {displayName(slot.name)}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {editing && <TopFiveEditor ownerId={ownerId} entries={entries} onClose={() => setEditing(false)} />}
    </Panel>
  );
}
