import { useState } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../components/dashboard/Dashboard.module.css';
import { graphql } from '../../gql';
import type { TournamentSection_OrganizerFragment } from '../../gql/graphql';
import { formatScheduledTime } from '../../lib/dates';
import { tournamentPath } from '../../lib/paths';
import { FORMAT_LABEL, STATUS_LABEL } from '../tournament/tournamentText';
import { TournamentManageModal } from './TournamentManageModal';

export const tournamentSectionOrganizerFragment = graphql(`
  fragment TournamentSection_organizer on Organizer {
    id
    tournaments {
      id
      name
      status
      format
      size
      startTime
      viewerCanManage
      game {
        id
        title
      }
    }
  }
`);

type Tournament = TournamentSection_OrganizerFragment['tournaments'][number];

/** Active = registration or in progress; inactive = completed. */
export const isActiveTournament = (t: Pick<Tournament, 'status'>) => t.status !== 'COMPLETED';

/**
 * ACTIVE TOURNAMENTS / INACTIVE TOURNAMENTS (org dashboard, Tournament section): each tournament with
 * its format, game, start and status, a link to its page and Manage (teams, seeding, start).
 */
export function TournamentSection({ organizer, view }: { organizer: TournamentSection_OrganizerFragment; view: 'active' | 'inactive' }) {
  const [managing, setManaging] = useState<Tournament | null>(null);
  const list = organizer.tournaments.filter((t) => (view === 'active' ? isActiveTournament(t) : !isActiveTournament(t)));
  return (
    <section className={styles.panel} aria-labelledby="tournaments-title">
      <h2 id="tournaments-title" className={styles.listTitle}>
        {view === 'active' ? 'ACTIVE TOURNAMENTS' : 'INACTIVE TOURNAMENTS'}
      </h2>
      {list.length === 0 ? (
        <p className={styles.empty}>No Tournaments</p>
      ) : (
        <ul className={styles.rows}>
          {list.map((t) => (
            <li key={t.id} className={styles.row} data-testid="tournament-row">
              <Link to={tournamentPath(t.id)} className={styles.who}>
                <span className={styles.nameBlock}>
                  <span className={styles.name} title={t.name}>
                    {t.name}
                  </span>
                  <span className={styles.meta}>
                    {[FORMAT_LABEL[t.format], t.game?.title ?? 'No Game Info', t.startTime ? formatScheduledTime(t.startTime) : null].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </Link>
              <span className={styles.count}>{`${STATUS_LABEL[t.status]} · ${t.size} slots`}</span>
              <span className={styles.buttons}>
                {t.viewerCanManage && (
                  <button type="button" className="btn btn-sm btn-primary" aria-label={`Manage ${t.name}`} onClick={() => setManaging(t)}>
                    Manage
                  </button>
                )}
                <Link to={tournamentPath(t.id)} className="btn btn-sm btn-ghost" aria-label={`View ${t.name}`}>
                  View
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
      {managing && <TournamentManageModal tournamentId={managing.id} name={managing.name} onClose={() => setManaging(null)} />}
    </section>
  );
}
