import { skipToken } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { useHeaderSearchQuery } from '../../gql/hooks';
import type { FollowEntityType } from '../../gql/graphql';
import type { DefaultImage } from '../../lib/images';
import { FallbackImage } from '../FallbackImage';
import { SearchIcon } from '../Icons';
import styles from './SearchBox.module.css';

export const headerSearchQuery = graphql(`
  query HeaderSearch($text: String!, $first: Int) {
    search(text: $text, first: $first) {
      entityType
      id
      name
      picture
      path
    }
  }
`);

/** Typing settles this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Hits shown in the dropdown. */
export const SEARCH_HITS = 8;

const KIND: Record<FollowEntityType, { label: string; fallback: DefaultImage }> = {
  USER: { label: 'Player', fallback: 'avatar' },
  TEAM: { label: 'Team', fallback: 'team' },
  ORGANIZER: { label: 'Organizer', fallback: 'organizer' },
  LEAGUE: { label: 'League', fallback: 'organizer' },
};

/** The text after the user stopped typing for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header search (a combobox): as the user types, users, teams, organizers and leagues whose
 * name matches drop down; arrows move through them, Enter or a click opens the hit's page, Escape closes.
 */
export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<number | undefined>(undefined);
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);

  const { data, previousData, loading, error } = useHeaderSearchQuery(
    debounced ? { variables: { text: debounced, first: SEARCH_HITS } } : skipToken,
  );
  const hits = debounced ? (data ?? previousData)?.search ?? [] : [];
  const typing = text.trim() !== debounced;
  const showList = open && text.trim() !== '';

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const choose = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    setText('');
    setOpen(false);
    setActive(-1);
    void navigate(hit.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (hits.length) setActive((i) => (i + 1) % hits.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (hits.length) setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (showList && hits.length) choose(active >= 0 ? active : 0);
        break;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else {
          setText('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <form className={`${styles.search} ${className ?? ''}`} role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchIcon className={styles.icon} />
      <input
        type="search"
        name="q"
        role="combobox"
        aria-label="Search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 && active < hits.length ? optionId(active) : undefined}
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          window.clearTimeout(blurTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          // Later than a click on an option, which must still land.
          blurTimer.current = window.setTimeout(() => setOpen(false), 150);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.dropdown} hidden={!showList}>
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.list}>
          {hits.map((hit, index) => (
            <li
              key={`${hit.entityType}:${hit.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(index)}
            >
              <FallbackImage className={styles.picture} src={hit.picture} fallback={KIND[hit.entityType].fallback} alt="" width="28" height="28" />
              <span className={styles.name}>{hit.name}</span>
              <span className={styles.kind}>{KIND[hit.entityType].label}</span>
            </li>
          ))}
        </ul>
        {hits.length === 0 && (
          <p className={styles.status} role="status">
            {error ? `Error: ${error.message}` : loading || typing ? 'Loading...' : 'No results'}
          </p>
        )}
      </div>
    </form>
  );
}
