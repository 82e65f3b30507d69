import { skipToken } from '@apollo/client/react';
import { useContext, useEffect, useState } from 'react';
import { ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { useHeaderSearchQuery } from '../../gql/hooks';
import type { SearchHitKind } from '../../gql/graphql';
import type { DefaultImage } from '../../lib/images';
import { FallbackImage } from '../FallbackImage';
import { SearchIcon } from '../Icons';
import styles from './SearchBox.module.css';

export const headerSearchQuery = graphql(`
  query HeaderSearch($text: String!, $first: Int) {
    search(text: $text, first: $first) {
      kind
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

const KIND: Record<SearchHitKind, { label: string; fallback: DefaultImage }> = {
  USER: { label: 'Player', fallback: 'avatar' },
  TEAM: { label: 'Team', fallback: 'team' },
  ORGANIZER: { label: 'Organizer', fallback: 'organizer' },
  LEAGUE: { label: 'League', fallback: 'organizer' },
  TOURNAMENT: { label: 'Tournament', fallback: 'organizer' },
  GAME: { label: 'Game', fallback: 'game' },
};

/** The text after the user stopped typing for `delay` ms (`initial` until then, the first value by default). */
export function useDebounced<T>(value: T, delay: number, initial: T = value): T {
  const [settled, setSettled] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header search (React Aria ComboBox): as the user types, users, teams, organizers, leagues,
 * tournaments and games whose name matches drop down; arrows move through them (wrapping), Enter or a click opens the
 * hit's page (Enter with none highlighted opens the first), Escape closes.
 */
/** What was typed into the stand-in before the combobox loaded (LazySearchBox) lists its hits as typing would. */
function OpenForCarriedText({ text }: { text: string }) {
  const state = useContext(ComboBoxStateContext);
  const [carried] = useState(text);
  useEffect(() => {
    if (carried.trim()) state?.open(null, 'input');
    // Once, on mount: later input opens the list through the combobox itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function SearchBox({
  className,
  initialText = '',
  autoFocus = false,
}: {
  className?: string;
  initialText?: string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  // Text carried over from the stand-in settles like typed text does.
  const debounced = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS, '');

  const { data, previousData, loading, error } = useHeaderSearchQuery(
    debounced ? { variables: { text: debounced, first: SEARCH_HITS } } : skipToken,
  );
  const hits = debounced ? ((data ?? previousData)?.search ?? []) : [];
  const typing = text.trim() !== debounced;
  type Hit = (typeof hits)[number];
  const keyOf = (hit: Hit) => `${hit.kind}:${hit.id}`;

  const choose = (hit: Hit | undefined) => {
    if (!hit) return;
    setText('');
    void navigate(hit.path);
  };

  return (
    <form className={`${styles.search} ${className ?? ''}`} role="search" onSubmit={(event) => event.preventDefault()}>
      <ComboBox
        aria-label="Search"
        className={styles.combo}
        items={hits}
        inputValue={text}
        onInputChange={setText}
        selectedKey={null}
        onSelectionChange={(key) => choose(hits.find((hit) => keyOf(hit) === key))}
        menuTrigger="input"
        allowsCustomValue
        allowsEmptyCollection={text.trim() !== ''}
        shouldFocusWrap
      >
        <SearchIcon className={styles.icon} />
        <OpenForCarriedText text={initialText} />
        <Input
          type="search"
          name="q"
          placeholder="Search..."
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          onKeyDown={(event) => {
            // Enter with nothing highlighted opens the first hit.
            if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant') && text.trim() && hits.length) {
              event.preventDefault();
              choose(hits[0]);
            }
          }}
        />
        <Popover className={styles.dropdown} placement="bottom start" offset={6} isNonModal>
          <ListBox<Hit>
            aria-label="Search results"
            className={styles.list}
            renderEmptyState={() => (
              <p className={styles.status} role="status">
                {error ? `Error: ${error.message}` : loading || typing ? 'Loading...' : 'No results'}
              </p>
            )}
          >
            {(hit) => (
              <ListBoxItem id={keyOf(hit)} textValue={hit.name} className={styles.option}>
                <FallbackImage
                  className={styles.picture}
                  src={hit.picture}
                  fallback={KIND[hit.kind].fallback}
                  alt=""
                  width="28"
                  height="28"
                />
                <span className={styles.name}>{hit.name}</span>
                <span className={styles.kind}>{KIND[hit.kind].label}</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </form>
  );
}
