import { useState } from 'react';
import { Link } from 'react-router-dom';
import styles from '../../components/dashboard/Dashboard.module.css';
import { DashboardLink, DashboardList } from '../../components/dashboard/DashboardList';
import { graphql } from '../../gql';
import type { TournamentSection_OrganizerFragment } from '../../gql/graphql';
import { formatScheduledTime } from '../../lib/dates';
import { tournamentPath } from '../../lib/paths';
import { formatSummary, STATUS_LABEL } from '../tournament/tournamentText';
import { ReportingSettingsModal } from '../../components/match-reports/ReportingSettingsModal';
import { TournamentManageModal } from './TournamentManageModal';

export const tournamentSectionOrganizerFragment = graphql(`
  fragment TournamentSection_organizer on Organizer {
    id
    tournaments {
      ...TournamentSection_tournament
    }
  }
`);

/** One tournament's row; creating a tournament brings it back in this shape, to put it at the top of the list. */
export const tournamentSectionTournamentFragment = graphql(`
  fragment TournamentSection_tournament on Tournament {
    id
    name
    status
    format
    size
    startTime
    stages {
      stageNumber
      kind
      groupCount
    }
    viewerCanModerate
    viewerCanSchedule
    viewerCanEditSettings
    ...ReportingSettingsModal_tournament
    game {
      id
      title
    }
  }
`);

type Tournament = TournamentSection_OrganizerFragment['tournaments'][number];

/** Active = registration or in progress; inactive = completed. */
export const isActiveTournament = (t: Pick<Tournament, 'status'>) => t.status !== 'COMPLETED';

/**
 * ACTIVE TOURNAMENTS / INACTIVE TOURNAMENTS (org dashboard, Tournament section): each tournament with
 * its format, game, start and status, a link to its page and Manage (teams, seeding, start) for staff
 * who may moderate or run it (the server's viewerCan… fields).
 */
export function TournamentSection({ organizer, view }: { organizer: TournamentSection_OrganizerFragment; view: 'active' | 'inactive' }) {
  const [managing, setManaging] = useState<Tournament | null>(null);
  const [reporting, setReporting] = useState<Tournament | null>(null);
  const list = organizer.tournaments.filter((t) => (view === 'active' ? isActiveTournament(t) : !isActiveTournament(t)));
  return (
    <DashboardList
      titleId="tournaments-title"
      title={view === 'active' ? 'ACTIVE TOURNAMENTS' : 'INACTIVE TOURNAMENTS'}
      isEmpty={list.length === 0}
      emptyText="No Tournaments"
      footer={
        <>
          {managing && <TournamentManageModal tournamentId={managing.id} name={managing.name} onClose={() => setManaging(null)} />}
          {reporting && <ReportingSettingsModal ladder={reporting} kind="tournament" onClose={() => setReporting(null)} />}
        </>
      }
    >
      {list.map((t) => (
        <li key={t.id} className={styles.row} data-testid="tournament-row">
          <DashboardLink
            to={tournamentPath(t.id)}
            name={t.name}
            meta={[formatSummary(t), t.game?.title ?? 'No Game Info', t.startTime ? formatScheduledTime(t.startTime) : null]
              .filter(Boolean)
              .join(' · ')}
          />
          <span className={styles.count}>{`${STATUS_LABEL[t.status]} · ${t.size} slots`}</span>
          <span className={styles.buttons}>
            {t.viewerCanEditSettings && t.status !== 'COMPLETED' && (
              <button type="button" className="btn btn-sm btn-ghost" aria-label={`Reporting of ${t.name}`} onClick={() => setReporting(t)}>
                {t.reportingMode === 'TEAMS' ? 'Reporting: Team reports' : 'Reporting: Staff only'}
              </button>
            )}
            {(t.viewerCanModerate || t.viewerCanSchedule) && (
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
    </DashboardList>
  );
}
