import { invitableStaffRoles, staffRoleLabel, staffRowActions } from '../../src/components/staff/staffRoles';
import { sortByTeamRole, teamRowActions } from '../../src/components/teams/teamRoles';
import { isValidTeamName, normalizeInviteUserName, normalizeLeagueName, normalizeTeamName } from '../../src/lib/names';

describe('invite user name normalisation (doc 02 section 5)', () => {
  it.each([
    ['  Ace  ', 'ace'],
    ['ACE_Pilot-99!', 'acepilot99'],
    ['Ace   Pilot', 'ace pilot'],
    ['  John  Q  Public! ', 'john qpublic'],
    ['a b c d', 'a bcd'],
    ['!!!', ''],
    ['   ', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeInviteUserName(raw)).toBe(expected);
  });
});

describe('team name rule', () => {
  it('trims and collapses inner whitespace', () => {
    expect(normalizeTeamName('  Red   Wolves  ')).toBe('Red Wolves');
  });
  it.each(['Red Wolves', 'A', 'abcdefghijklmnopqr', '  Team   42 '])('accepts %j', (name) => {
    expect(isValidTeamName(name)).toBe(true);
  });
  it.each(['', '   ', 'abcdefghijklmnopqrs', 'Red-Wolves', 'Wölfe', 'team_1'])('refuses %j', (name) => {
    expect(isValidTeamName(name)).toBe(false);
  });
});

describe('league name normalisation', () => {
  it('removes non-alphanumerics, collapses whitespace and trims', () => {
    expect(normalizeLeagueName('  Pro -- League!!  2026 ')).toBe('Pro League 2026');
    expect(normalizeLeagueName('!!!')).toBe('');
  });
});

describe('team role buttons (doc 02 sections 5 and 6)', () => {
  const other = (role: 'MEMBER' | 'CAPTAIN' | 'CO_LEADER' | 'LEADER') => ({ role, isSelf: false });

  it('leader: promote members and captains, demote anyone but a leader and a member, kick anyone but a leader, make leader', () => {
    expect(teamRowActions('LEADER', other('MEMBER'))).toEqual({ promote: true, demote: false, kick: true, leave: false, leaveBlocked: false, makeLeader: true });
    expect(teamRowActions('LEADER', other('CAPTAIN'))).toEqual({ promote: true, demote: true, kick: true, leave: false, leaveBlocked: false, makeLeader: true });
    expect(teamRowActions('LEADER', other('CO_LEADER'))).toEqual({ promote: false, demote: true, kick: true, leave: false, leaveBlocked: false, makeLeader: true });
  });

  it('co-leader: same roster rights on others, never on the leader, and no make leader', () => {
    expect(teamRowActions('CO_LEADER', other('LEADER'))).toEqual({ promote: false, demote: false, kick: false, leave: false, leaveBlocked: false, makeLeader: false });
    expect(teamRowActions('CO_LEADER', other('CO_LEADER'))).toEqual({ promote: false, demote: true, kick: true, leave: false, leaveBlocked: false, makeLeader: false });
    expect(teamRowActions('CO_LEADER', other('MEMBER'))).toEqual({ promote: true, demote: false, kick: true, leave: false, leaveBlocked: false, makeLeader: false });
  });

  it('members and captains only see Leave on their own row', () => {
    for (const viewer of ['MEMBER', 'CAPTAIN'] as const) {
      expect(teamRowActions(viewer, other('MEMBER'))).toEqual({ promote: false, demote: false, kick: false, leave: false, leaveBlocked: false, makeLeader: false });
      expect(teamRowActions(viewer, { role: viewer, isSelf: true })).toEqual({ promote: false, demote: false, kick: false, leave: true, leaveBlocked: false, makeLeader: false });
    }
    // A leader's own row says why instead of a Leave the server always refuses (issue 23 item 13).
    expect(teamRowActions('LEADER', { role: 'LEADER', isSelf: true })).toMatchObject({ leave: false, leaveBlocked: true });
    expect(teamRowActions('CO_LEADER', { role: 'CO_LEADER', isSelf: true })).toMatchObject({ leave: true, leaveBlocked: false });
  });

  it('orders the roster leader first', () => {
    const sorted = sortByTeamRole([{ role: 'MEMBER' as const }, { role: 'LEADER' as const }, { role: 'CAPTAIN' as const }, { role: 'CO_LEADER' as const }]);
    expect(sorted.map((m) => m.role)).toEqual(['LEADER', 'CO_LEADER', 'CAPTAIN', 'MEMBER']);
  });
});

describe('staff role buttons (doc 02 section 6)', () => {
  it('owner: everything on staff below, promote stops below owner, make owner on a super admin', () => {
    expect(staffRowActions('OWNER', { role: 'MOD', isSelf: false })).toEqual({ promote: true, demote: false, kick: true, assignments: true, leave: false, makeOwner: false });
    expect(staffRowActions('OWNER', { role: 'ADMIN', isSelf: false })).toEqual({ promote: true, demote: true, kick: true, assignments: true, leave: false, makeOwner: false });
    expect(staffRowActions('OWNER', { role: 'SUPER_ADMIN', isSelf: false })).toEqual({ promote: false, demote: true, kick: true, assignments: false, leave: false, makeOwner: true });
  });

  it('super admin: only on admins and mods, and cannot make another super admin', () => {
    expect(staffRowActions('SUPER_ADMIN', { role: 'OWNER', isSelf: false })).toEqual({ promote: false, demote: false, kick: false, assignments: false, leave: false, makeOwner: false });
    expect(staffRowActions('SUPER_ADMIN', { role: 'SUPER_ADMIN', isSelf: false }).kick).toBe(false);
    expect(staffRowActions('SUPER_ADMIN', { role: 'ADMIN', isSelf: false })).toEqual({ promote: false, demote: true, kick: true, assignments: true, leave: false, makeOwner: false });
    expect(staffRowActions('SUPER_ADMIN', { role: 'MOD', isSelf: false }).promote).toBe(true);
  });

  it('admins and mods see nothing on others, Leave on their own row', () => {
    expect(staffRowActions('ADMIN', { role: 'MOD', isSelf: false })).toEqual({ promote: false, demote: false, kick: false, assignments: false, leave: false, makeOwner: false });
    expect(staffRowActions('MOD', { role: 'MOD', isSelf: true }).leave).toBe(true);
  });

  it('role labels and the roles an inviter may offer', () => {
    expect(staffRoleLabel('SUPER_ADMIN')).toBe('Super Admin');
    expect(staffRoleLabel(null)).toBe('Role Unknown');
    expect(staffRoleLabel('janitor')).toBe('Role Unknown');
    expect(invitableStaffRoles('OWNER')).toEqual(['MOD', 'ADMIN', 'SUPER_ADMIN']);
    expect(invitableStaffRoles('SUPER_ADMIN')).toEqual(['MOD', 'ADMIN']);
    expect(invitableStaffRoles('MOD')).toEqual([]);
  });
});
