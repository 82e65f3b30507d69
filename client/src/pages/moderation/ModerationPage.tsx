import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { AuditList } from '../../components/moderation/AuditList';
import { FiltersForm } from '../../components/moderation/FiltersForm';
import { ModerationQueue } from '../../components/moderation/ModerationQueue';
import styles from '../../components/moderation/Moderation.module.css';
import { useModerationScopeQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { usePageTitle } from '../../lib/usePageTitle';

const SITE = 'site';
type TabKey = 'queue' | 'filters' | 'audit';

/**
 * Moderation: the places the viewer moderates (each organizer whose approved staff they are, and Site for site
 * moderators), and for the chosen one its open reports (live), its word filter (organizers) and its audit.
 * The place and the tab live in the address (?place=<organizer id>|site&tab=queue|filters|audit).
 */
export default function ModerationPage() {
  usePageTitle('Moderation');
  const { data, loading, error } = useModerationScopeQuery();
  const [params, setParams] = useSearchParams();

  if (loading && !data) return <main className={styles.page} aria-busy="true" />;
  if (error && !data)
    return (
      <main className={styles.page}>
        <p role="alert">{errorMessage(error)}</p>
      </main>
    );
  const scope = data?.moderationScope;
  const places = [
    ...(scope?.organizers ?? []).map((o) => ({ key: o.id, name: o.name, organizerId: o.id as string | null })),
    ...(scope?.siteModerator ? [{ key: SITE, name: 'Site', organizerId: null as string | null }] : []),
  ];
  if (places.length === 0)
    return (
      <main className={styles.page}>
        <h1>Moderation</h1>
        <p className={styles.empty}>You do not moderate any place. Organizer staff moderate their organizer&apos;s walls and conversations; ask an organizer&apos;s owner to add you to its staff.</p>
      </main>
    );
  const place = places.find((p) => p.key === params.get('place')) ?? places[0]!;
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested === 'filters' && place.organizerId ? 'filters' : requested === 'audit' ? 'audit' : 'queue';
  const set = (next: { place?: string; tab?: TabKey }) => {
    const out = new URLSearchParams(params);
    if (next.place) out.set('place', next.place);
    if (next.tab) out.set('tab', next.tab);
    setParams(out, { replace: true });
  };

  return (
    <main className={styles.page}>
      <h1>Moderation</h1>
      <div className={styles.toolbar}>
        <label>
          Place{' '}
          <select className={styles.placeSelect} value={place.key} onChange={(event) => set({ place: event.target.value })}>
            {places.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => set({ tab: key as TabKey })}>
        <TabList aria-label={`Moderation of ${place.name}`} className={styles.tabs}>
          <Tab id="queue" className={`btn btn-ghost ${styles.tab}`}>
            Queue
          </Tab>
          {place.organizerId ? (
            <Tab id="filters" className={`btn btn-ghost ${styles.tab}`}>
              Filters
            </Tab>
          ) : null}
          <Tab id="audit" className={`btn btn-ghost ${styles.tab}`}>
            Audit
          </Tab>
        </TabList>
        <TabPanel id="queue">
          <ModerationQueue key={place.key} organizerId={place.organizerId} placeName={place.name} />
        </TabPanel>
        {place.organizerId ? (
          <TabPanel id="filters">
            <FiltersForm organizerId={place.organizerId} />
          </TabPanel>
        ) : null}
        <TabPanel id="audit">
          <AuditList key={place.key} organizerId={place.organizerId} placeName={place.name} />
        </TabPanel>
      </Tabs>
    </main>
  );
}
