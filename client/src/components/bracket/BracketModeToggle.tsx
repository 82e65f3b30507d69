import type { BracketMode } from './BracketView';
import styles from './BracketModeToggle.module.css';

/** How a bracket is shown: the tree (Bracket) or its rounds as columns of matches (Rounds). */
export function BracketModeToggle({ mode, onChange, className }: { mode: BracketMode; onChange: (mode: BracketMode) => void; className?: string }) {
  return (
    <div className={[styles.toggle, className].filter(Boolean).join(' ')} role="group" aria-label="Bracket view">
      <button type="button" className={styles.toggleButton} aria-pressed={mode === 'bracket'} onClick={() => onChange('bracket')}>
        Bracket
      </button>
      <button type="button" className={styles.toggleButton} aria-pressed={mode === 'rounds'} onClick={() => onChange('rounds')}>
        Rounds
      </button>
    </div>
  );
}
