import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import type { TeamRoster_TeamFragment, TeamRole } from '../../gql/graphql';
import { userPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { useBusyAction } from '../../lib/useBusyAction';
import { Modal } from '../ui/Modal';
import { useConfirm, type ConfirmRequest } from '../ui/useConfirm';
import styles from '../dashboard/Dashboard.module.css';
import { DashboardWho } from '../dashboard/DashboardList';
import { LEADER_CANNOT_LEAVE, nextRole, sortByTeamRole, TEAM_ROLE_LABELS, teamRowActions } from './teamRoles';
import { useDemoteTeamMember, useLeaveTeam, usePromoteTeamMember, useRemoveTeamMember, useTransferTeamLeadership } from './teamMutations';

export const teamRosterFragment = graphql(`
  fragment TeamRoster_team on Team {
    id
    name
    profilePicture
    archivedAt
    game {
      id
      title
    }
    region {
      id
      title
    }
    viewerMembership {
      id
      role
      status
    }
    members {
      id
      role
      status
      user {
        id
        userName
        profilePicture
      }
    }
    pendingInvitations {
      id
      role
      status
      user {
        id
        userName
        profilePicture
      }
    }
  }
`);

type Action = 'promote' | 'demote' | 'kick' | 'leave' | 'makeLeader';

/**
 * The roster of a team: a plain list for members and captains, and the manage view for the leader
 * and co-leaders (Promote, Demote, Kick where the rules allow, Make leader for the leader). Every
 * row of the viewer offers Leave. Names are cut at 15 characters.
 */
export function TeamRoster({ team, onLeft }: { team: TeamRoster_TeamFragment; onLeft?: () => void }) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const viewerRole: TeamRole | null = team.viewerMembership?.role ?? null;
  const { busy: pending, run: runBusy } = useBusyAction();
  const [promote] = usePromoteTeamMember();
  const [demote] = useDemoteTeamMember();
  const [kick] = useRemoveTeamMember();
  const [leave] = useLeaveTeam();
  const [makeLeader] = useTransferTeamLeadership();
  const confirm = useConfirm();

  // Every write says what happened (issue 23 item 7): role changes and leaving toast; Kick and Make leader say it
  // through their confirmation.
  const run = (key: string, action: Action, userId: string, success?: string) =>
    runBusy(key, async () => {
      const variables = { teamId: team.id, userId };
      if (action === 'promote') await promote({ variables });
      else if (action === 'demote') await demote({ variables });
      else if (action === 'kick') await kick({ variables });
      else if (action === 'makeLeader') await makeLeader({ variables });
      else {
        await leave({ variables: { teamId: team.id } });
        onLeft?.();
      }
    }, { success });

  const members = sortByTeamRole(team.members.filter((m) => m.status === 'APPROVED'));
  const invitations = team.pendingInvitations.filter((m) => m.status === 'PENDING');

  return (
    <div className={styles.roster}>
      {confirm.dialog}
      <ul className={styles.rows} aria-label={`Roster of ${team.name}`}>
        {members.map((member) => {
          const isSelf = member.user.id === viewerId;
          const actions = teamRowActions(viewerRole, { role: member.role, isSelf });
          const key = member.id;
          const name = member.user.userName;
          // No way back: Kick and Make leader ask first, naming who and what.
          const asks: Partial<Record<Action, Omit<ConfirmRequest, 'run'>>> = {
            kick: {
              title: `Kick ${name}?`,
              question: `Kick ${name} from ${team.name}? They are no longer on the team.`,
              confirmLabel: 'Kick',
              done: `${name} was kicked from ${team.name}.`,
            },
            makeLeader: {
              title: `Make ${name} the leader?`,
              question: `Make ${name} the leader of ${team.name}? You become co-leader.`,
              confirmLabel: 'Make leader',
              done: `${name} is now the leader of ${team.name}.`,
            },
          };
          const said: Partial<Record<Action, string>> = {
            promote: `${name} was promoted to ${TEAM_ROLE_LABELS[nextRole(member.role, 1)]}.`,
            demote: `${name} was demoted to ${TEAM_ROLE_LABELS[nextRole(member.role, -1)]}.`,
            leave: `You left ${team.name}.`,
          };
          const button = (action: Action, label: string, extra = '') => (
            <button
              type="button"
              className={`btn btn-sm btn-ghost ${extra}`}
              disabled={pending !== null}
              aria-label={`${label} ${member.user.userName}`}
              onClick={() => {
                const ask = asks[action];
                if (ask) confirm.ask({ ...ask, run: () => run(`${key}:${action}`, action, member.user.id) });
                else void run(`${key}:${action}`, action, member.user.id, said[action]);
              }}
            >
              {pending === `${key}:${action}` ? '...' : label}
            </button>
          );
          return (
            <li key={member.id} className={styles.row} data-testid="roster-row">
              <DashboardWho
                picture={member.user.profilePicture}
                fallback="avatar"
                name={member.user.userName}
                size={36}
                to={userPath(member.user.userName)}
              />
              <span className={styles.role}>{TEAM_ROLE_LABELS[member.role]}</span>
              <span className={styles.buttons}>
                {actions.promote && button('promote', 'Promote')}
                {actions.demote && button('demote', 'Demote')}
                {actions.kick && button('kick', 'Kick', styles.danger)}
                {actions.makeLeader && button('makeLeader', 'Make leader')}
                {actions.leave && button('leave', 'Leave', styles.danger)}
                {actions.leaveBlocked && <span className={styles.reason}>{LEADER_CANNOT_LEAVE}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {invitations.length > 0 && (
        <>
          <h3 className={styles.subTitle}>INVITED</h3>
          <ul className={styles.rows} aria-label={`Invitations of ${team.name}`}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className={styles.row}>
                <DashboardWho picture={invitation.user.profilePicture} fallback="avatar" name={invitation.user.userName} size={36} />
                <span className={styles.role}>Pending</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The manage-roster modal of the team dashboard. */
export function ManageRosterModal({ team, onClose }: { team: TeamRoster_TeamFragment; onClose: () => void }) {
  return (
    <Modal title={displayName(team.name)} onClose={onClose} size="lg">
      <TeamRoster team={team} onLeft={onClose} />
    </Modal>
  );
}
