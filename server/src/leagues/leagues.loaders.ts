import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey, loaderOfMany } from '../core/batch';
import type { Loaders, RequestContext } from '../core/context';
import { loaderOfManyWithTeams, primeTeam } from '../teams';
import { League, LeagueParticipant, LeaguePage, Standing, type ParticipantStatus, type RankedStanding } from './leagues.entities';

/** `all` is the request's whole loader set (filled once every domain's loaders exist): the standings prime its teams and team pages. */
export function createLeagueLoaders(db: EntityManager, all: Loaders) {
  return {
    leagueById: loaderByKey(db, League, 'id'),
    leaguePageByLeagueId: loaderByKey(db, LeaguePage, 'leagueId'),
    /** An organizer's leagues (its row of league cards), newest first. */
    leaguesByOrganizerId: loaderOfMany(db, League, 'organizerId', { createdAt: 'DESC', id: 'DESC' }),
    /**
     * Every join request of each league, oldest first (callers filter by status). The same statement brings each team,
     * priming the team loader, so the page's entries never wait on a second statement for their teams.
     */
    leagueParticipantsByLeagueId: loaderOfManyWithTeams(db, all, LeagueParticipant, 'leagueId'),
    leagueEntryOverview: entryOverviewLoader(db),
    leagueParticipantsHead: participantsHeadLoader(db, all),
    leagueStandings: standingsLoader(db, all),
  };
}


/** After a write on a ladder: the request's loaders read it afresh (its row, page, entries and standings). */
export function forgetLeague(ctx: RequestContext, leagueId: string) {
  for (const loader of [ctx.loaders.leagueById, ctx.loaders.leagueParticipantsByLeagueId, ctx.loaders.leaguePageByLeagueId]) loader.clear(leagueId);
  ctx.loaders.leagueEntryOverview.clearAll();
  ctx.loaders.leagueParticipantsHead.clearAll();
  // Standings are loaded by page: every page read in this request goes.
  ctx.loaders.leagueStandings.clearAll();
}

export interface ParticipantsHeadKey {
  leagueId: string;
  status: ParticipantStatus | null;
  limit: number;
}

/**
 * The first `limit` join requests of each league (of one status, or any), oldest first, with their teams (priming the
 * team loader): one statement for any number of leagues, reading only what it returns.
 */
function participantsHeadLoader(db: EntityManager, all: Loaders) {
  return new DataLoader<ParticipantsHeadKey, LeagueParticipant[], string>(
    async (keys) => {
      const rows: Array<Record<string, unknown> & { k_idx: string; k_team: Record<string, unknown> }> = await db.query(
        `SELECT k.k_idx, p.*, (SELECT to_json(t) FROM teams t WHERE t.team_id = p.team_id) AS k_team
           FROM unnest($1::uuid[], $2::text[], $3::int[]) WITH ORDINALITY AS k(k_league, k_status, k_limit, k_idx)
          CROSS JOIN LATERAL (
            SELECT * FROM league_participants p WHERE p.league_id = k.k_league AND (k.k_status IS NULL OR p.status = k.k_status)
             ORDER BY p.created_at, p.team_id LIMIT k.k_limit
          ) p
          ORDER BY k.k_idx, p.created_at, p.team_id`,
        [keys.map((key) => key.leagueId), keys.map((key) => key.status), keys.map((key) => key.limit)],
      );
      const heads: LeagueParticipant[][] = keys.map(() => []);
      for (const row of rows) {
        primeTeam(db, all, row.k_team);
        heads[Number(row.k_idx) - 1].push(hydrate(db, LeagueParticipant, row));
      }
      return heads;
    },
    { cacheKeyFn: (key) => `${key.leagueId}:${key.status ?? ''}:${key.limit}` },
  );
}

export interface LeagueEntryOverviewKey {
  leagueId: string;
  /** The viewer, whose teams' entries come along; null for a visitor. */
  userId: string | null;
}

export interface LeagueEntryOverview {
  /** Approved teams (the n of "teams: n/12"). */
  approvedCount: number;
  /** Teams waiting for staff (requests and invitations): what a ladder's staff see beside Pending Teams. */
  pendingCount: number;
  /** The entries of the teams the viewer is an approved member of (what the Join button's state depends on). */
  viewerTeamEntries: LeagueParticipant[];
}

/**
 * What a league page needs of its entries without reading them all (a ladder may hold a thousand teams): how many
 * are approved, and the entries of the viewer's own teams. One statement for any number of leagues.
 */
function entryOverviewLoader(db: EntityManager) {
  return new DataLoader<LeagueEntryOverviewKey, LeagueEntryOverview, string>(
    async (keys) => {
      const rows: Array<{ k_idx: string; approved: number; pending: number; mine: Array<Record<string, unknown>> }> = await db.query(
        `SELECT k.k_idx,
                (SELECT count(*) FROM league_participants p WHERE p.league_id = k.k_league AND p.status = 'approved')::int AS approved,
                (SELECT count(*) FROM league_participants p WHERE p.league_id = k.k_league AND p.status = 'pending')::int AS pending,
                (SELECT coalesce(json_agg(to_json(p) ORDER BY p.created_at, p.team_id), '[]') FROM league_participants p
                  WHERE p.league_id = k.k_league
                    AND p.team_id IN (SELECT m.team_id FROM team_members m WHERE m.user_id = k.k_user AND m.status = 'approved')) AS mine
           FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS k(k_league, k_user, k_idx)`,
        [keys.map((key) => key.leagueId), keys.map((key) => key.userId)],
      );
      const overviews = new Map(rows.map((row) => [Number(row.k_idx) - 1, row]));
      return keys.map((_key, index) => {
        const row = overviews.get(index);
        return {
          approvedCount: Number(row?.approved ?? 0),
          pendingCount: Number(row?.pending ?? 0),
          viewerTeamEntries: (row?.mine ?? []).map((entry) => hydrate(db, LeagueParticipant, entry)) };
      });
    },
    { cacheKeyFn: (key) => `${key.leagueId}:${key.userId ?? ''}` },
  );
}

/** The standings' tiebreak text for a row level on points with the row above. */
export const TIED_ON_POINTS = 'Level on points with the team above: listed by team name.';

/** Where a standings page starts: after the row with these (points, lower-case team name, team id). */
export interface StandingsCursor {
  points: number;
  name: string;
  teamId: string;
}

export interface StandingsPageKey {
  leagueId: string;
  /** Rows to fetch (a page size plus one), or null for the whole table. */
  limit: number | null;
  after: StandingsCursor | null;
}

/**
 * Standings pages of several leagues in one statement, each in the spec's order: points descending, then team name
 * (case-insensitive, team id as the last tie-break), from a keyset cursor. Rank is RANK() over the whole table, so
 * equal points share a rank and the next rank skips (1, 1, 3) on every page, and each row knows the points of the row
 * above it, even across a page break. The rows are ranked without their teams; only the page's rows then bring
 * their team and team page, which prime the request's team loaders: a page of any length costs this one statement.
 */
function standingsLoader(db: EntityManager, all: Loaders) {
  return new DataLoader<StandingsPageKey, RankedStanding[], string>(
    async (keys) => {
      const rows: Array<Record<string, unknown> & { k_idx: string; k_rank: number; k_name: string; k_points_above: number | null; k_team: Record<string, unknown>; k_page: Record<string, unknown> | null }> = await db.query(
        `SELECT k.k_idx, s.*, to_json(t) AS k_team, to_json(tp) AS k_page
           FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[], $5::uuid[]) WITH ORDINALITY AS k(k_league, k_limit, k_after_points, k_after_name, k_after_team, k_idx)
          CROSS JOIN LATERAL (
            SELECT r.* FROM (
              SELECT s.*, lower(t.team_name) AS k_name,
                     RANK() OVER (ORDER BY s.points DESC)::int AS k_rank,
                     LAG(s.points) OVER (ORDER BY s.points DESC, lower(t.team_name), s.team_id) AS k_points_above
                FROM standings s JOIN teams t ON t.team_id = s.team_id
               WHERE s.league_id = k.k_league
            ) r
            WHERE k.k_after_team IS NULL
               OR r.points < k.k_after_points
               OR (r.points = k.k_after_points AND (r.k_name, r.team_id) > (k.k_after_name, k.k_after_team))
            ORDER BY r.points DESC, r.k_name, r.team_id
            LIMIT k.k_limit
          ) s
          JOIN teams t ON t.team_id = s.team_id
          LEFT JOIN team_page tp ON tp.team_id = s.team_id
          ORDER BY k.k_idx, s.points DESC, s.k_name, s.team_id`,
        [
          keys.map((key) => key.leagueId),
          keys.map((key) => key.limit),
          keys.map((key) => key.after?.points ?? null),
          keys.map((key) => key.after?.name ?? null),
          keys.map((key) => key.after?.teamId ?? null),
        ],
      );
      const pages: RankedStanding[][] = keys.map(() => []);
      for (const row of rows) {
        primeTeam(db, all, row.k_team, row.k_page);
        // Equal points share a rank; the row order among them is the team name (the spec's order), said on hover.
        const tiebreak = row.k_points_above != null && Number(row.k_points_above) === Number(row.points) ? TIED_ON_POINTS : null;
        const standing = Object.assign(hydrate(db, Standing, row), { rank: Number(row.k_rank), tiebreak, sortName: row.k_name });
        pages[Number(row.k_idx) - 1].push(standing);
      }
      return pages;
    },
    { cacheKeyFn: (key) => JSON.stringify([key.leagueId, key.limit, key.after?.points ?? null, key.after?.name ?? null, key.after?.teamId ?? null]) },
  );
}
