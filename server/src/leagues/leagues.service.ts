import type { RequestContext } from '../core/context';
import { AppError } from '../core/errors';
import { Messages } from '../core/messages';
import { assertUuid, isInt4 } from '../core/ids';
import { decodeCursor, pageSize, toConnection, type PageArgs } from '../core/pagination';
import type { Game, Platform, Region } from '../catalog';
import { findByIdOrName, getEntityOrThrow, optionalRef, requiredRef } from '../core/entities';
import { watchTopic } from '../core/live';
import { Organizer, type OrganizerPage } from '../organizers';
import { teamsService } from '../teams';
import { ladderRights } from './leagues.permissions';
import { leagueTopic, type LeagueEventModel, type LeagueEventPayload } from './leagues.events';
import { League, type LeaguePage, type LeagueStatus, type ParticipantStatus } from './leagues.entities';

export const DEFAULT_LEAGUE_PAGE_SIZE = 20;

/** A league card: the league with what the card shows of its page, game, platform, region and organizer. */
export interface LeagueCard {
  league: League;
  page: LeaguePage | null;
  game: Game | null;
  platform: Platform | null;
  region: Region | null;
  organizer: Organizer;
  organizerPage: OrganizerPage | null;
}

export interface LeagueListArgs extends PageArgs {
  gameId?: string | null;
  compCatId?: number | null;
  status?: LeagueStatus | null;
}

/** Standings rows per page of the league page. */
export const STANDINGS_PAGE_SIZE = 50;

/** Leagues (ladders): lookup by id or name, lists, page, standings, participants and schedule. Public reads. */
export const leaguesService = {
  /**
   * A ladder's live changes. NOT_FOUND for an unknown ladder. Each event is read once for all subscribers (shared
   * loaders); a ladder deleted meanwhile ends the stream.
   */
  async watch(ctx: RequestContext, leagueId: unknown): Promise<AsyncIterableIterator<LeagueEventModel>> {
    const league = await getEntityOrThrow(ctx, League, leagueId, 'League');
    return watchTopic<LeagueEventPayload, LeagueEventModel>(ctx, leagueTopic(league.id), {
      read: async (ctx, payload) => {
        const current = await ctx.loaders.leagueById.load(league.id);
        return current ? { kind: payload.kind, league: current, matchId: payload.matchId } : undefined;
      },
    });
  },

  /** The league route parameter is an id or a name (case-insensitive); NOT_FOUND otherwise. */
  getLeague(ctx: RequestContext, param: string): Promise<League> {
    return findByIdOrName(ctx, param, { entity: League, nameProperty: 'name', label: 'League', byId: ctx.loaders.leagueById });
  },


  /** Leagues by name (case-insensitive, id breaking ties), keyset-paginated. */
  async listLeagues(ctx: RequestContext, args: LeagueListArgs) {
    const first = pageSize(args, DEFAULT_LEAGUE_PAGE_SIZE);
    const after = decodeCursor(args.after, ['text', 'uuid']);
    const query = ctx.db.getRepository(League).createQueryBuilder('l');
    if (args.gameId != null) query.andWhere('l.game_id = :gameId', { gameId: assertUuid(args.gameId, 'gameId') });
    if (args.compCatId != null) query.andWhere('l.comp_cat_id = :compCatId', { compCatId: args.compCatId });
    if (args.status != null) query.andWhere('l.status = :status', { status: args.status });
    if (after) {
      const [name, id] = after;
      query.andWhere('(lower(l.league_name), l.league_id) > (lower(:afterName), CAST(:afterId AS uuid))', { afterName: name, afterId: id });
    }
    const rows = await query
      .orderBy('lower(l.league_name)', 'ASC')
      .addOrderBy('l.league_id', 'ASC')
      .limit(first + 1)
      .getMany();
    for (const league of rows) ctx.loaders.leagueById.prime(league.id, league);
    return toConnection(rows, first, (l) => [l.name, l.id]);
  },

  /** An organizer's leagues (its row of league cards), newest first. */
  async ofOrganizer(ctx: RequestContext, organizerId: string): Promise<League[]> {
    const rows = await ctx.loaders.leaguesByOrganizerId.load(organizerId);
    for (const league of rows) ctx.loaders.leagueById.prime(league.id, league);
    return rows;
  },

  /**
   * An organizer's league cards (REST get-league-cards): each league with its page, game, platform and region, and
   * the organizer with its page; a bounded number of statements whatever the number of leagues.
   */
  async cardsOfOrganizer(ctx: RequestContext, organizerId: unknown): Promise<LeagueCard[]> {
    const organizer = await getEntityOrThrow(ctx, Organizer, organizerId, 'Organizer', ctx.loaders.organizerById);
    const [leagues, organizerPage] = await Promise.all([
      leaguesService.ofOrganizer(ctx, organizer.id),
      ctx.loaders.organizerPageByOrganizerId.load(organizer.id),
    ]);
    return Promise.all(leagues.map((league) => cardOf(ctx, league, { organizer, organizerPage })));
  },

  /**
   * Ladder cards of the home page's Featured Ladders (active ladders of a competition category) or of the games
   * page (all ladders of a game; no game, or null, is every game's), newest first, at most 100; a bounded number of
   * statements whatever their number.
   */
  async cards(ctx: RequestContext, filter: { compCatId?: number; gameId?: unknown }): Promise<LeagueCard[]> {
    const query = ctx.db.getRepository(League).createQueryBuilder('l');
    if (filter.compCatId != null) {
      if (!isInt4(filter.compCatId)) throw AppError.badInput(Messages.compCatInvalid, { compCatId: Messages.compCatInvalid });
      query.andWhere('l.comp_cat_id = :compCatId AND l.status = :active', { compCatId: filter.compCatId, active: 'active' });
    }
    if (filter.gameId != null) query.andWhere('l.game_id = :gameId', { gameId: assertUuid(filter.gameId, 'p_game_id') });
    const leagues = await query.orderBy('l.created_at', 'DESC').addOrderBy('l.league_id', 'DESC').limit(100).getMany();
    return Promise.all(leagues.map(async (league) => cardOf(ctx, league, await organizersOf(ctx, league))));
  },

  /** Strictly by id (REST get-league-page and friends): BAD_USER_INPUT for a malformed UUID, NOT_FOUND when unknown. */
  getById(ctx: RequestContext, id: unknown): Promise<League> {
    return getEntityOrThrow(ctx, League, id, 'League', ctx.loaders.leagueById);
  },

  /** A ladder's card data by id or name (REST get-league-data): the league with its page, game, platform, region and organizer. */
  async leagueCard(ctx: RequestContext, param: string): Promise<LeagueCard> {
    const league = await leaguesService.getLeague(ctx, param);
    return cardOf(ctx, league, await organizersOf(ctx, league));
  },

  /** The teams of a ladder with their pages and entry status (REST get-ladder-teams), batched whatever their number. */
  async teamsWithPages(ctx: RequestContext, leagueId: unknown) {
    const league = await getEntityOrThrow(ctx, League, leagueId, 'League', ctx.loaders.leagueById);
    const entries = await ctx.loaders.leagueParticipantsByLeagueId.load(league.id);
    return Promise.all(entries.map(async (entry) => ({ entry, ...(await teamsService.withPage(ctx, entry.teamId)) })));
  },

  getLeagueById(ctx: RequestContext, id: string | null) {
    return optionalRef(ctx.loaders.leagueById, id);
  },

  /** A reference a foreign key guarantees (a participant's league). */
  existing(ctx: RequestContext, id: string) {
    return requiredRef(ctx.loaders.leagueById, id, 'League');
  },

  /** The league's page row (bio, pictures, rules, prizes, settings, scoring rules); null before one exists. */
  page(ctx: RequestContext, league: League) {
    return ctx.loaders.leaguePageByLeagueId.load(league.id);
  },

  /** The real number of approved teams (the n of "teams: n/12"). */
  teamCount(ctx: RequestContext, league: League) {
    // From the entry overview the league page loads anyway (the join state reads it): no statement of its own.
    return countApproved(ctx, league.id);
  },

  /** Teams waiting for staff's answer, for those who give it (moderators of the ladder); null for everyone else. */
  async pendingTeamCount(ctx: RequestContext, league: League): Promise<number | null> {
    if (!(await ladderRights(ctx, league)).canModerate) return null;
    return (await entryOverview(ctx, league.id)).pendingCount;
  },

  /** The whole standings table (a ladder holds at most its max teams). */
  standings(ctx: RequestContext, league: League) {
    return ctx.loaders.leagueStandings.load({ leagueId: league.id, limit: null, after: null });
  },

  /** One keyset page of the standings, each row ranked in the whole table: what the league page shows. */
  async standingsPage(ctx: RequestContext, league: League, args: PageArgs) {
    const first = pageSize(args, STANDINGS_PAGE_SIZE);
    const cursor = decodeCursor(args.after, ['int', 'text', 'uuid']);
    const after = cursor ? { points: cursor[0], name: cursor[1], teamId: cursor[2] } : null;
    const rows = await ctx.loaders.leagueStandings.load({ leagueId: league.id, limit: first + 1, after });
    return toConnection(rows, first, (row) => [row.points, row.sortName, row.teamId]);
  },

  async participants(ctx: RequestContext, league: League, status?: ParticipantStatus | null, first?: number | null) {
    // The first few (a page's Teams box) without reading a thousand entries; all of them for the lists that need all.
    if (first != null) return ctx.loaders.leagueParticipantsHead.load({ leagueId: league.id, status: status ?? null, limit: pageSize({ first }, first) });
    const all = await ctx.loaders.leagueParticipantsByLeagueId.load(league.id);
    return status ? all.filter((p) => p.status === status) : all;
  },


};

async function organizersOf(ctx: RequestContext, league: League): Promise<{ organizer: Organizer; organizerPage: OrganizerPage | null }> {
  const [organizer, organizerPage] = await Promise.all([
    requiredRef(ctx.loaders.organizerById, league.organizerId, 'Organizer'),
    ctx.loaders.organizerPageByOrganizerId.load(league.organizerId),
  ]);
  return { organizer, organizerPage };
}

/** One league card: the league with its page, game, platform and region, and its organizer with its page. */
async function cardOf(ctx: RequestContext, league: League, owner: { organizer: Organizer; organizerPage: OrganizerPage | null }): Promise<LeagueCard> {
  const [page, game, platform, region] = await Promise.all([
    ctx.loaders.leaguePageByLeagueId.load(league.id),
    optionalRef(ctx.loaders.gameById, league.gameId),
    optionalRef(ctx.loaders.platformById, league.platformId),
    optionalRef(ctx.loaders.regionById, league.regionId),
  ]);
  return { league, page, game, platform, region, ...owner };
}

/** Approved teams of a ladder, from its entries (one batched statement for a whole list of ladders). */
export async function countApproved(ctx: RequestContext, leagueId: string): Promise<number> {
  return (await entryOverview(ctx, leagueId)).approvedCount;
}

/** The league's approved count and the entries of the viewer's teams (never the whole list of entries). */
export function entryOverview(ctx: RequestContext, leagueId: string) {
  return ctx.loaders.leagueEntryOverview.load({ leagueId, userId: ctx.viewer?.userId ?? null });
}
