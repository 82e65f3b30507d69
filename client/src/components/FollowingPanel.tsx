import { useId, useState, type KeyboardEvent } from 'react';
import styles from './FollowingPanel.module.css';

const TABS = [
  { key: 'user', label: 'People' },
  { key: 'team', label: 'Teams' },
  { key: 'organizer', label: 'Leagues' },
] as const;

type TabKey = (typeof TABS)[number]['key'];

/**
 * The followed-entities list of the menu: tabs People, Teams and Leagues. The follow data arrives
 * with the follow issue; until then every tab honestly shows its empty text.
 */
export function FollowingPanel() {
  const [active, setActive] = useState<TabKey>('user');
  const baseId = useId();

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
      {TABS.map((tab) => (
        <div
          key={tab.key}
          id={`${baseId}-panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={active !== tab.key}
          className={styles.list}
        >
          <p className={styles.empty}>No one found</p>
        </div>
      ))}
    </section>
  );
}
