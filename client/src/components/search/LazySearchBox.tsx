import { useEffect, useRef, useState } from 'react';
import { SearchIcon } from '../Icons';
import type { SearchBox as SearchBoxComponent } from './SearchBox';
import styles from './SearchBox.module.css';

type SearchBoxType = typeof SearchBoxComponent;

/** The combobox once loaded (module-wide, so a remounted header shows it at once). */
let loaded: SearchBoxType | null = null;
let loading: Promise<SearchBoxType> | null = null;
const loadSearchBox = () => (loading ??= import('./SearchBox').then((m) => (loaded = m.SearchBox)));

/**
 * The header search. The combobox (React Aria) loads when the visitor reaches for it (pointer over it, focus, typing),
 * outside the first-route bundle and off the first paint's main thread. Until it has loaded a plain input of the same
 * look stands in; whatever was typed there (its hits are listed) and its focus carry over.
 */
export function LazySearchBox({ className }: { className?: string }) {
  const [early, setEarly] = useState({ text: '', focused: false });
  const [SearchBox, setSearchBox] = useState<SearchBoxType | null>(() => loaded);

  const [wanted, setWanted] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // On the prerendered `/` the stand-in is typed into before React has hydrated it (no handler saw those keys): the
  // text is adopted once React runs, so it is searched like any other.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setWanted(true);
    setEarly({ text: typed, focused: document.activeElement === input.current });
  }, []);

  // Loaded when wanted (not a lazy component, so that the prerendered `/`, which has the stand-in, hydrates without a
  // suspended boundary).
  useEffect(() => {
    if (SearchBox || !wanted) return;
    let live = true;
    loadSearchBox().then(
      (component) => live && setSearchBox(() => component),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [SearchBox, wanted]);

  if (SearchBox) return <SearchBox className={className} initialText={early.text} autoFocus={early.focused} />;
  const want = () => setWanted(true);
  // A plain text field (in the form's search landmark) until then: the search box and its popup are the combobox's.
  return (
    <form
      className={`${styles.search} ${className ?? ''}`}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      onPointerEnter={want}
    >
      <SearchIcon className={styles.icon} />
      <input
        ref={input}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        aria-label="Search"
        placeholder="Search..."
        autoComplete="off"
        spellCheck={false}
        value={early.text}
        onChange={(event) => {
          want();
          setEarly({ text: event.target.value, focused: true });
        }}
        onFocus={() => {
          want();
          setEarly((e) => ({ ...e, focused: true }));
        }}
        onBlur={() => setEarly((e) => ({ ...e, focused: false }))}
      />
    </form>
  );
}
