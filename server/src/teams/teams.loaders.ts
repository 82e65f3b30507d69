import DataLoader from 'dataloader';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { hydrate, loaderByKey, loaderOfMany } from '../core/batch';
import type { Loaders } from '../core/context';
import { queryPrepared } from '../core/prepared';
import { primeUserWithPage, userWithPageColumns, userWithPageJsonPairs } from '../users';
import { TEAM_ROLES, Team, TeamMember, TeamPage } from './teams.entities';

/** Roster order: leader first, then co-leaders, captains and members; each by join date. */
export function byRosterOrder(a: TeamMember, b: TeamMember): number {
  return TEAM_ROLES.indexOf(b.role) - TEAM_ROLES.indexOf(a.role) || a.createdAt.getTime() - b.createdAt.getTime();
}

/** `all` is the request's whole loader set: a user's memberships prime their teams. */
export function createTeamsLoaders(db: EntityManager, all: Loaders) {
  return {
    teamById: loaderByKey(db, Team, 'id'),
    teamPageByTeamId: loaderByKey(db, TeamPage, 'teamId'),
    /**
     * Approved members of each team, in roster order: one query per batch of teams, which brings each member's user
     * and page too (a roster shows them), priming the user loaders.
     */
    rosterByTeamId: rosterLoader(db, all),
    /**
     * Every membership row of each user (all statuses), oldest first; services filter by what the viewer may see. The
     * same statement brings each team, priming the team loader (MY TEAMS and the join state need them next).
     */
    teamMembershipsByUserId: loaderOfManyWithTeams(db, all, TeamMember, 'userId'),
    /** Unanswered invitations of each team, oldest first. */
    teamPendingInvitations: loaderOfMany(db, TeamMember, 'teamId', { createdAt: 'ASC', userId: 'ASC' }, { status: 'pending' }),
  };
}

/**
 * Primes the request's team loaders with a team a statement brought along (`to_json` of its teams row) and, when the
 * statement brought it too, with its page (null: the team has none).
 */
export function primeTeam(db: EntityManager, all: Loaders, teamRow: Record<string, unknown>, pageRow?: Record<string, unknown> | null): Team {
  const team = hydrate(db, Team, teamRow);
  all.teamById.prime(team.id, team);
  if (pageRow !== undefined) all.teamPageByTeamId.prime(team.id, pageRow ? hydrate(db, TeamPage, pageRow) : null);
  return team;
}

/**
 * A loader of the rows of `entity` (a team's entries or memberships) sharing a key (`keyProperty`), oldest first (then
 * by team), whose one statement also brings each row's team, priming the team loader.
 */
export function loaderOfManyWithTeams<E extends ObjectLiteral & { teamId: string; createdAt: Date }>(
  db: EntityManager,
  all: Loaders,
  entity: EntityTarget<E>,
  keyProperty: keyof E & string,
): DataLoader<string, E[]> {
  const metadata = db.connection.getMetadata(entity);
  const column = (property: string) => metadata.findColumnWithPropertyName(property)!.databaseName;
  const sql = `SELECT r.*, to_json(t) AS k_team FROM ${metadata.tableName} r JOIN teams t ON t.team_id = r.${column('teamId')}
    WHERE r.${column(keyProperty)} = ANY($1::uuid[]) ORDER BY r.${column('createdAt')}, r.${column('teamId')}`;
  return new DataLoader<string, E[]>(async (keys) => {
    const rows: Array<Record<string, unknown> & { k_team: Record<string, unknown> }> = await db.query(sql, [[...keys]]);
    const groups = new Map<string, E[]>(keys.map((key) => [key, []]));
    for (const row of rows) {
      primeTeam(db, all, row.k_team);
      const item = hydrate(db, entity, row);
      groups.get(String(item[keyProperty]))?.push(item);
    }
    return keys.map((key) => groups.get(key)!);
  });
}

/**
 * A column bringing a team's roster (approved members, each with its user and page) as one JSON array, for a statement
 * that reads the team itself (the team page: one round trip instead of two). primeRoster reads it.
 */
export function rosterJsonColumn(teamIdSql: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('member', to_json(r), ${userWithPageJsonPairs('r.user_id')})), '[]'::json)
       FROM team_members r WHERE r.team_id = ${teamIdSql} AND r.status = 'approved') AS k_roster`;
}

/** Primes the roster loader (and its members' users and pages) with what rosterJsonColumn brought for `teamId`. */
export function primeRoster(db: EntityManager, all: Loaders, teamId: string, roster: Array<Record<string, unknown>>): void {
  const members = roster.map((entry) => {
    primeUserWithPage(db, all, entry);
    return hydrate(db, TeamMember, entry.member as Record<string, unknown>);
  });
  all.rosterByTeamId.prime(teamId, members.sort(byRosterOrder));
}

/** The approved members of each team with their users and pages (primed), in roster order. */
function rosterLoader(db: EntityManager, all: Loaders): DataLoader<string, TeamMember[]> {
  const metadata = db.connection.getMetadata(TeamMember);
  const column = (property: string) => metadata.findColumnWithPropertyName(property)!.databaseName;
  const sql = `SELECT r.*, ${userWithPageColumns(`r.${column('userId')}`)} FROM ${metadata.tableName} r
    WHERE r.${column('teamId')} = ANY($1::uuid[]) AND r.${column('status')} = 'approved'`;
  return new DataLoader<string, TeamMember[]>(async (keys) => {
    // A named statement: every team page runs it, and PostgreSQL keeps its plan per connection.
    const rows = await queryPrepared(db, sql, [[...keys]]);
    const groups = new Map<string, TeamMember[]>(keys.map((key) => [key, []]));
    for (const row of rows) {
      primeUserWithPage(db, all, row);
      const member = hydrate(db, TeamMember, row);
      groups.get(member.teamId)?.push(member);
    }
    return keys.map((key) => groups.get(key)!.sort(byRosterOrder));
  });
}
