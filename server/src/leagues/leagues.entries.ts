import { competitionEntries, type EntryRules } from '../competitions';
import type { RequestContext } from '../core/context';
import { lockEntityOrThrow } from '../core/entities';
import { Messages } from '../core/messages';
import { League, LeagueParticipant, Standing } from './leagues.entities';
import { publishLeagueEvent } from './leagues.events';
import { forgetLeague } from './leagues.loaders';
import { ladderRights } from './leagues.permissions';
import { entryOverview } from './leagues.service';

/** The users told about a join request: the ladder's owner, super admins, and admins and mods assigned to it. */
async function ladderStaffIds(ctx: RequestContext, league: League): Promise<string[]> {
  const staff = await ctx.loaders.approvedStaffByOrganizerId.load(league.organizerId);
  return staff.filter((s) => s.role === 'owner' || s.role === 'super_admin' || s.assignment.includes(league.id)).map((s) => s.userId);
}

/** A ladder's side of the competitions' entries (the kernel in competitions/ holds every rule they share). */
export const ladderEntryRules: EntryRules<League, LeagueParticipant> = {
  entity: LeagueParticipant,
  key: 'leagueId',
  lock: (tx, leagueId) => lockEntityOrThrow(tx, League, leagueId, 'League', 'leagueId'),
  rights: (ctx, league) => ladderRights(ctx, league),
  open: (league) => league.status === 'active',
  capacity: (league) => league.maxTeams,
  openEntry: (league) => league.openEntry,
  invitations: true,
  messages: {
    staffCannotJoin: Messages.staffCannotJoin,
    wrongGameRegion: Messages.joinWrongGameRegion,
    closed: Messages.ladderInactive,
    full: Messages.ladderFull,
    alreadyIn: Messages.joinAlreadyIn,
    alreadyPending: Messages.joinAlreadyPending,
    manageForbidden: Messages.ladderManageForbidden,
    notIn: Messages.ladderTeamNotIn,
    notPending: Messages.ladderTeamNotPending,
    invitePending: Messages.ladderTeamAlreadyPending,
  },
  about: (league) => ({ leagueId: league.id }),
  staffIds: ladderStaffIds,
  async overview(ctx, league) {
    const { viewerTeamEntries, approvedCount } = await entryOverview(ctx, league.id);
    return { viewerEntries: viewerTeamEntries, approvedCount };
  },
  async approved(tx, league, entry) {
    // A team's standings row, created when it is approved (points 0).
    await tx.db.createQueryBuilder().insert().into(Standing).values({ leagueId: league.id, teamId: entry.teamId }).orIgnore().execute();
  },
  async removed(tx, league, entry, decision) {
    // A kicked team leaves the table unless it has played: played matches stay in history.
    if (decision === 'kick') await tx.db.query(`DELETE FROM standings WHERE league_id = $1 AND team_id = $2 AND wins + losses + draws = 0`, [league.id, entry.teamId]);
  },
  publish: (tx, league) => publishLeagueEvent(tx, league.id, 'teams'),
  forget: (ctx, leagueId) => forgetLeague(ctx, leagueId),
};

/** Join, invite, decide, cancel and the Join button of ladders. */
export const ladderEntries = competitionEntries(ladderEntryRules);
