import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { graphql } from '../../gql';
import type { StaffSection_MemberFragment, StaffSection_OrganizerFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { userPath } from '../../lib/paths';
import { displayName } from '../../lib/text';
import { notify } from '../../lib/toast';
import { useBusyAction } from '../../lib/useBusyAction';
import * as yup from 'yup';
import { Form, SubmitButton, useForm } from '../forms';
import styles from '../dashboard/Dashboard.module.css';
import { DashboardList, DashboardWho } from '../dashboard/DashboardList';
import { Modal } from '../ui/Modal';
import { useConfirm, type ConfirmRequest } from '../ui/useConfirm';
import {
  useDemoteStaff,
  useLeaveStaff,
  usePromoteStaff,
  useRemoveStaff,
  useRespondToStaffInvitation,
  useSetStaffAssignment,
  useTransferOrganizerOwnership,
} from './staffMutations';
import { staffRoleLabel, staffRowActions } from './staffRoles';

export const staffMemberFragment = graphql(`
  fragment StaffSection_member on StaffMember {
    id
    role
    status
    assignedLeagueIds
    assignedTournamentIds
    user {
      id
      userName
      profilePicture
    }
  }
`);

/** The organizer's approved staff and the viewer's own place among them: what answering a staff invitation changes. */
export const staffOrganizerStaffFragment = graphql(`
  fragment StaffSection_staff on Organizer {
    id
    name
    profilePicture
    viewerStaff {
      ...StaffSection_member
    }
    staff {
      ...StaffSection_member
    }
  }
`);

export const staffOrganizerFragment = graphql(`
  fragment StaffSection_organizer on Organizer {
    ...StaffSection_staff
    pendingStaff {
      ...StaffSection_member
    }
    leagues {
      id
      name
      status
    }
    tournaments {
      id
      name
    }
  }
`);

type Action = 'promote' | 'demote' | 'kick' | 'leave' | 'makeOwner';

function Person({ member }: { member: StaffSection_MemberFragment }) {
  return (
    <DashboardWho
      picture={member.user.profilePicture}
      fallback="avatar"
      name={member.user.userName}
      size={40}
      to={userPath(member.user.userName)}
    />
  );
}

/** Manage Assignments: which of the organizer's ladders and tournaments an admin or mod serves (setStaffAssignment). */
export function AssignmentsModal({
  organizer,
  member,
  onClose,
}: {
  organizer: StaffSection_OrganizerFragment;
  member: StaffSection_MemberFragment;
  onClose: () => void;
}) {
  const [save] = useSetStaffAssignment();
  const form = useForm({
    initialValues: { leagueIds: member.assignedLeagueIds as readonly string[], tournamentIds: member.assignedTournamentIds as readonly string[] },
    validationSchema: yup.object({ leagueIds: yup.array(yup.string().required()), tournamentIds: yup.array(yup.string().required()) }),
    onSubmit: async ({ leagueIds, tournamentIds }) => {
      try {
        await save({ variables: { organizerId: organizer.id, userId: member.user.id, leagueIds: [...leagueIds], tournamentIds: [...tournamentIds] } });
        notify.success('Assignments saved.');
        onClose();
      } catch (e) {
        notify.error(errorMessage(e, 'Something went wrong'));
      }
    },
  });
  const checks = (field: 'leagueIds' | 'tournamentIds', legend: string, empty: string, items: ReadonlyArray<{ id: string; name: string }>) => {
    const chosen = new Set(form.values[field]);
    return items.length === 0 ? (
      <p className={styles.empty}>{empty}</p>
    ) : (
      <fieldset className={styles.checks}>
        <legend className={styles.label}>{legend}</legend>
        {items.map((item) => (
          <label key={item.id} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.has(item.id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(item.id);
                else next.delete(item.id);
                void form.setFieldValue(field, [...next]);
              }}
            />
            {item.name}
          </label>
        ))}
      </fieldset>
    );
  };
  return (
    <Modal title={`Assignments of ${displayName(member.user.userName)}`} onClose={onClose} size="sm">
      <Form form={form} className={styles.inviteForm}>
        {checks('leagueIds', 'Ladders served', 'No Ladders', organizer.leagues)}
        {checks('tournamentIds', 'Tournaments served', 'No Tournaments', organizer.tournaments)}
        <SubmitButton pendingLabel="Saving...">Save Assignments</SubmitButton>
      </Form>
    </Modal>
  );
}

/**
 * The Staff section of a selected organizer (doc 02 sections 2 and 6). ACTIVE STAFF: picture
 * linking to the user's page, name, role ('Role Unknown' fallback); Leave on the viewer's own row;
 * Promote, Demote, Kick and Manage Assignments for the owner and super admins on staff below them;
 * Make owner for the owner on a super admin. PENDING STAFF: Join and Decline for the invited viewer,
 * and the organizer's pending invitations (owner and super admins) with Cancel invitation.
 */
export function StaffSection({
  organizer,
  view,
  viewerInvitation,
  onLeft,
}: {
  organizer: StaffSection_OrganizerFragment;
  view: 'active' | 'pending';
  /** The viewer's own pending invitation to this organizer, if any. */
  viewerInvitation?: { id: string; role: string } | null;
  onLeft?: () => void;
}) {
  const { user } = useAuth();
  const viewerId = user?.id ?? null;
  const viewerRole = organizer.viewerStaff?.role ?? null;
  const { busy, run } = useBusyAction();
  const [assigning, setAssigning] = useState<StaffSection_MemberFragment | null>(null);
  const [promote] = usePromoteStaff();
  const [demote] = useDemoteStaff();
  const [kick] = useRemoveStaff();
  const [leave] = useLeaveStaff();
  const [makeOwner] = useTransferOrganizerOwnership();
  const [respond] = useRespondToStaffInvitation();
  const confirm = useConfirm();
  const org = organizer.name;

  /** No way back: these ask first, naming who and what (a pending row's Cancel invitation). */
  const ask = (member: StaffSection_MemberFragment, action: Action): Omit<ConfirmRequest, 'run'> | null => {
    const name = member.user.userName;
    if (action === 'kick' && member.status === 'PENDING') {
      return {
        title: `Cancel ${name}'s invitation?`,
        question: `Cancel the invitation of ${name} to join the staff of ${org} as ${staffRoleLabel(member.role)}?`,
        confirmLabel: 'Cancel invitation',
        done: `${name}'s invitation to ${org} was cancelled.`,
      };
    }
    if (action === 'kick') {
      return {
        title: `Kick ${name}?`,
        question: `Kick ${name} (${staffRoleLabel(member.role)}) from the staff of ${org}? They lose every ladder and tournament they run here.`,
        confirmLabel: 'Kick',
        done: `${name} was kicked from the staff of ${org}.`,
      };
    }
    if (action === 'makeOwner') {
      return {
        title: `Make ${name} the owner?`,
        question: `Make ${name} the owner of ${org}? You become a super admin, and only the new owner can give it back.`,
        confirmLabel: 'Make owner',
        done: `${name} is now the owner of ${org}.`,
      };
    }
    return null;
  };

  const act = (member: StaffSection_MemberFragment, action: Action) => {
    const variables = { organizerId: organizer.id, userId: member.user.id };
    return run(`${member.id}:${action}`, async () => {
      if (action === 'promote') await promote({ variables });
      else if (action === 'demote') await demote({ variables });
      else if (action === 'kick') await kick({ variables });
      else if (action === 'makeOwner') await makeOwner({ variables });
      else {
        await leave({ variables: { organizerId: organizer.id } });
        onLeft?.();
      }
    });
  };

  const button = (member: StaffSection_MemberFragment, action: Action, label: string, danger = false) => (
    <button
      type="button"
      className={`btn btn-sm btn-ghost ${danger ? styles.danger : ''}`}
      disabled={busy !== null}
      aria-label={`${label} ${member.user.userName}`}
      onClick={() => {
        const question = ask(member, action);
        if (question) confirm.ask({ ...question, run: () => act(member, action) });
        else void act(member, action);
      }}
    >
      {busy === `${member.id}:${action}` ? '...' : label}
    </button>
  );

  if (view === 'active') {
    const active = organizer.staff.filter((m) => m.status === 'APPROVED');
    return (
      <DashboardList
        titleId="active-staff-title"
        title="ACTIVE STAFF"
        isEmpty={active.length === 0}
        emptyText="No Staff"
        footer={
          <>
            {assigning && <AssignmentsModal organizer={organizer} member={assigning} onClose={() => setAssigning(null)} />}
            {confirm.dialog}
          </>
        }
      >
        {active.map((member) => {
          const actions = staffRowActions(viewerRole, { role: member.role, isSelf: member.user.id === viewerId });
          return (
            <li key={member.id} className={styles.row} data-testid="staff-row">
              <Person member={member} />
              <span className={styles.role}>{staffRoleLabel(member.role)}</span>
              <span className={styles.buttons}>
                {actions.promote && button(member, 'promote', 'Promote')}
                {actions.demote && button(member, 'demote', 'Demote')}
                {actions.kick && button(member, 'kick', 'Kick', true)}
                {actions.assignments && (
                  <button
                    type="button"
                    className="btn btn-sm btn-ghost"
                    aria-label={`Manage Assignments ${member.user.userName}`}
                    onClick={() => setAssigning(member)}
                  >
                    Manage Assignments
                  </button>
                )}
                {actions.makeOwner && button(member, 'makeOwner', 'Make owner')}
                {actions.leave && button(member, 'leave', 'Leave', true)}
              </span>
            </li>
          );
        })}
      </DashboardList>
    );
  }

  const invitations = organizer.pendingStaff.filter((m) => m.status === 'PENDING');
  const answer = (accept: boolean) => run(`self:${accept}`, () => respond({ variables: { organizerId: organizer.id, accept } }));
  return (
    <DashboardList
      titleId="pending-staff-title"
      title="PENDING STAFF"
      isEmpty={!viewerInvitation && invitations.length === 0}
      emptyText="No Staff"
      footer={confirm.dialog}
    >
      {viewerInvitation && (
        <li className={styles.row}>
          <span className={styles.who}>
            <span className={styles.name}>You were invited as {staffRoleLabel(viewerInvitation.role)}</span>
          </span>
          <span className={styles.buttons}>
            <button type="button" className="btn btn-sm btn-primary" disabled={busy !== null} onClick={() => void answer(true)}>
              Join
            </button>
            <button
              type="button"
              className={`btn btn-sm btn-ghost ${styles.danger}`}
              disabled={busy !== null}
              onClick={() =>
                confirm.ask({
                  title: 'Decline the invitation?',
                  question: `Decline the invitation to join the staff of ${org} as ${staffRoleLabel(viewerInvitation.role)}? Only its staff can invite you again.`,
                  confirmLabel: 'Decline',
                  done: `You declined the invitation to ${org}.`,
                  run: () => answer(false),
                })
              }
            >
              Decline
            </button>
          </span>
        </li>
      )}
      {invitations.map((member) => (
        <li key={member.id} className={styles.row} data-testid="pending-staff-row">
          <Person member={member} />
          <span className={styles.role}>{staffRoleLabel(member.role)}</span>
          <span className={styles.buttons}>
            {/* The button says what it does: the invitation is cancelled (the person was never on the staff). */}
            {staffRowActions(viewerRole, { role: member.role, isSelf: false }).kick && button(member, 'kick', 'Cancel invitation', true)}
          </span>
        </li>
      ))}
    </DashboardList>
  );
}
