import { lazy, Suspense, useState } from 'react';
import { SearchIcon } from '../Icons';
import styles from './SearchBox.module.css';

// The combobox (React Aria) loads right after the first paint, outside the first-route bundle.
const SearchBox = lazy(() => import('./SearchBox').then((m) => ({ default: m.SearchBox })));

/**
 * The header search. Until its combobox has loaded (a moment after the page) a plain input of the
 * same look stands in; whatever was typed there, and its focus, carry over.
 */
export function LazySearchBox({ className }: { className?: string }) {
  const [early, setEarly] = useState({ text: '', focused: false });
  return (
    <Suspense
      fallback={
        <form className={`${styles.search} ${className ?? ''}`} role="search" onSubmit={(event) => event.preventDefault()}>
          <SearchIcon className={styles.icon} />
          <input
            type="search"
            name="q"
            aria-label="Search"
            placeholder="Search..."
            autoComplete="off"
            spellCheck={false}
            value={early.text}
            onChange={(event) => setEarly({ text: event.target.value, focused: true })}
            onFocus={() => setEarly((e) => ({ ...e, focused: true }))}
            onBlur={() => setEarly((e) => ({ ...e, focused: false }))}
          />
        </form>
      }
    >
      <SearchBox className={className} initialText={early.text} autoFocus={early.focused} />
    </Suspense>
  );
}
