import { useState, type ReactNode } from 'react';
import { FallbackImage } from '../../components/FallbackImage';
import styles from '../../components/dashboard/Dashboard.module.css';
import { AnswerButtons, DashboardLink, DashboardList } from '../../components/dashboard/DashboardList';
import { InviteUserModal } from '../../components/dashboard/InviteUserModal';
import { AvailabilityModal } from '../../components/scheduling/AvailabilityModal';
import { CreateTeamModal } from '../../components/teams/CreateTeamModal';
import { ManageRosterModal } from '../../components/teams/TeamRoster';
import { useInviteToTeam, useRespondToTeamInvitation } from '../../components/teams/teamMutations';
import { canManageTeam, TEAM_ROLE_LABELS } from '../../components/teams/teamRoles';
import { graphql } from '../../gql';
import type { TeamDashboardPage_MembershipFragment, TeamRoster_TeamFragment } from '../../gql/graphql';
import { useTeamDashboardQuery } from '../../gql/hooks';
import { errorMessage } from '../../lib/errors';
import { teamPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { useBusyAction } from '../../lib/useBusyAction';
import { usePageTitle } from '../../lib/usePageTitle';

/** One of the viewer's team memberships as the dashboard lists it (active or pending); an answer to an invitation brings it back. */
export const teamDashboardPageMembershipFragment = graphql(`
  fragment TeamDashboardPage_membership on TeamMember {
    id
    role
    status
    invitedBy {
      id
      userName
    }
    team {
      ...TeamRoster_team
    }
  }
`);

export const teamDashboardQuery = graphql(`
  query TeamDashboard {
    viewer {
      id
      teamMemberships {
        ...TeamDashboardPage_membership
      }
    }
  }
`);

type Tab = 'active-teams' | 'pending-teams';
type Dialog = { kind: 'create' } | { kind: 'manage'; teamId: string } | { kind: 'invite'; teamId: string } | { kind: 'availability'; teamId: string } | null;

function TeamCell({ team }: { team: TeamRoster_TeamFragment }) {
  return (
    <DashboardLink
      to={teamPath(team.name)}
      name={team.name}
      label={displayName(team.name)}
      meta={`${team.game.title} · ${team.region.title}`}
      picture={<FallbackImage src={team.profilePicture} fallback="team" alt="" className={styles.avatar} width={40} height={40} />}
    />
  );
}

/** An approved membership's row: the team, the viewer's role on it (the team's word first) and the row's buttons. */
function MembershipRow({ membership: m, children }: { membership: TeamDashboardPage_MembershipFragment; children: ReactNode }) {
  return (
    <li className={styles.row}>
      <TeamCell team={m.team} />
      <span className={styles.role}>{TEAM_ROLE_LABELS[m.team.viewerMembership?.role ?? m.role]}</span>
      <span className={styles.buttons}>{children}</span>
    </li>
  );
}

/** TEAM MANAGER (doc 02 section 2): the viewer's teams, invitations, and the create, invite and roster modals. */
export default function TeamDashboardPage() {
  usePageTitle('Team Manager');
  const [tab, setTab] = useState<Tab>('active-teams');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy: answering, run } = useBusyAction();
  const { data, loading, error } = useTeamDashboardQuery();
  const [respond] = useRespondToTeamInvitation();
  const [invite] = useInviteToTeam();

  const memberships = data?.viewer?.teamMemberships ?? [];
  const approved = memberships.filter((m) => m.status === 'APPROVED' && !m.team.archivedAt);
  const managed = approved.filter((m) => canManageTeam(m.team.viewerMembership?.role ?? m.role));
  const pending = memberships.filter((m) => m.status === 'PENDING');
  const teamById = (id: string) => memberships.find((m) => m.team.id === id)?.team;

  // Every write says what happened (issue 23 item 7).
  const answer = (teamId: string, accept: boolean) => {
    const name = teamById(teamId)?.name ?? 'the team';
    return run(`${teamId}:${accept}`, () => respond({ variables: { teamId, accept } }), {
      success: accept ? `You joined ${name}.` : `Invitation to ${name} declined.`,
    });
  };

  let body;
  if (loading && !data) body = <p className={styles.state}>Loading...</p>;
  else if (error && !data) body = <p className={`${styles.state} ${styles.stateError}`} role="alert">{`Error: ${errorMessage(error)}`}</p>;
  else if (tab === 'active-teams') {
    body = (
      <>
        <DashboardList
          titleId="active-teams-title"
          title="ACTIVE TEAMS"
          isEmpty={managed.length === 0}
          emptyText="No Active Teams in Ladder"
        >
          {managed.map((m) => (
            <MembershipRow key={m.id} membership={m}>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                aria-label={`Manage ${m.team.name}`}
                onClick={() => setDialog({ kind: 'manage', teamId: m.team.id })}
              >
                Manage
              </button>
              <button
                type="button"
                className="btn btn-sm btn-primary"
                aria-label={`Invite to ${m.team.name}`}
                onClick={() => setDialog({ kind: 'invite', teamId: m.team.id })}
              >
                Invite
              </button>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                aria-label={`Availability of ${m.team.name}`}
                onClick={() => setDialog({ kind: 'availability', teamId: m.team.id })}
              >
                Availability
              </button>
            </MembershipRow>
          ))}
        </DashboardList>
        <DashboardList titleId="my-teams-title" title="MY TEAMS" isEmpty={approved.length === 0} emptyText="No Teams">
          {approved.map((m) => (
            <MembershipRow key={m.id} membership={m}>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                aria-label={`Roster of ${m.team.name}`}
                onClick={() => setDialog({ kind: 'manage', teamId: m.team.id })}
              >
                Roster
              </button>
            </MembershipRow>
          ))}
        </DashboardList>
      </>
    );
  } else {
    body = (
      <DashboardList titleId="pending-teams-title" title="PENDING TEAMS" isEmpty={pending.length === 0} emptyText="No Pending Teams">
        {pending.map((m) => (
          <li key={m.id} className={styles.row}>
            <TeamCell team={m.team} />
            <span className={styles.meta}>{m.invitedBy ? `Invited by ${displayName(m.invitedBy.userName)}` : 'Invitation'}</span>
            <AnswerButtons name={m.team.name} disabled={answering !== null} onAnswer={(accept) => answer(m.team.id, accept)} />
          </li>
        ))}
      </DashboardList>
    );
  }

  const dialogTeam = dialog && dialog.kind !== 'create' ? teamById(dialog.teamId) : undefined;

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>TEAM MANAGER</h1>
      <div className={styles.toolbar}>
        <div className={styles.segmented} role="group" aria-label="Team lists">
          <button type="button" className={styles.segment} aria-pressed={tab === 'active-teams'} onClick={() => setTab('active-teams')}>
            Active Teams
          </button>
          <button type="button" className={styles.segment} aria-pressed={tab === 'pending-teams'} onClick={() => setTab('pending-teams')}>
            Pending Teams
          </button>
        </div>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setDialog({ kind: 'create' })}>
          Create Team
        </button>
      </div>
      {body}
      {dialog?.kind === 'create' && <CreateTeamModal onClose={() => setDialog(null)} />}
      {dialog?.kind === 'manage' && dialogTeam && <ManageRosterModal team={dialogTeam} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'availability' && dialogTeam && <AvailabilityModal teamId={dialogTeam.id} teamName={displayName(dialogTeam.name)} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'invite' && dialogTeam && (
        <InviteUserModal
          title={`Invite to ${displayName(dialogTeam.name)}`}
          targetId={dialogTeam.id}
          send={(userName) => invite({ variables: { teamId: dialogTeam.id, userName } })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
