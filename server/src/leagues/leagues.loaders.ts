import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey, loaderOfMany } from '../core/batch';
import type { Loaders } from '../core/context';
import { Team, TeamPage } from '../teams';
import { League, LeagueParticipant, LeaguePage, Standing, type RankedStanding } from './leagues.entities';

/** `all` is the request's whole loader set (filled once every domain's loaders exist): the standings prime its teams and team pages. */
export function createLeagueLoaders(db: EntityManager, all: Loaders) {
  return {
    leagueById: loaderByKey(db, League, 'id'),
    leaguePageByLeagueId: loaderByKey(db, LeaguePage, 'leagueId'),
    /** An organizer's leagues (its row of league cards), newest first. */
    leaguesByOrganizerId: loaderOfMany(db, League, 'organizerId', { createdAt: 'DESC', id: 'DESC' }),
    /** Every join request of a league, oldest first (callers filter by status). */
    leagueParticipantsByLeagueId: participantsLoader(db, all),
    leagueStandings: standingsLoader(db, all),
  };
}


/**
 * Every join request of each league, oldest first (callers filter by status). The same statement brings each team,
 * priming the team loader, so the page's entries never wait on a second statement for their teams.
 */
function participantsLoader(db: EntityManager, all: Loaders) {
  return new DataLoader<string, LeagueParticipant[]>(async (leagueIds) => {
    const rows: Array<Record<string, unknown> & { k_team: Record<string, unknown> }> = await db.query(
      `SELECT p.*, to_jsonb(t) AS k_team FROM league_participants p JOIN teams t ON t.team_id = p.team_id
        WHERE p.league_id = ANY($1::uuid[]) ORDER BY p.created_at, p.team_id`,
      [[...leagueIds]],
    );
    const groups = new Map<string, LeagueParticipant[]>(leagueIds.map((id) => [id, []]));
    for (const row of rows) {
      const team = hydrate(db, Team, row.k_team);
      all.teamById.prime(team.id, team);
      const entry = hydrate(db, LeagueParticipant, row);
      groups.get(entry.leagueId)?.push(entry);
    }
    return leagueIds.map((id) => groups.get(id)!);
  });
}

/** The standings' tiebreak text for a row level on points with the row above. */
export const TIED_ON_POINTS = 'Level on points with the team above: listed by team name.';

/**
 * Standings of several leagues in one statement, each in the spec's order: points descending, then team name
 * (case-insensitive, team id as the last tie-break). Rank is RANK() over points, so equal points share a rank
 * and the next rank skips (1, 1, 3). The same statement brings each team and its page, which prime the request's
 * team loaders: a standings table of any length costs this one statement.
 */
function standingsLoader(db: EntityManager, all: Loaders) {
  return new DataLoader<string, RankedStanding[]>(async (leagueIds) => {
    const rows: Array<Record<string, unknown> & { k_rank: number; k_team: Record<string, unknown>; k_page: Record<string, unknown> | null }> = await db.query(
      `SELECT s.*, RANK() OVER (PARTITION BY s.league_id ORDER BY s.points DESC)::int AS k_rank, to_jsonb(t) AS k_team, to_jsonb(tp) AS k_page
         FROM standings s
         JOIN teams t ON t.team_id = s.team_id
         LEFT JOIN team_page tp ON tp.team_id = s.team_id
        WHERE s.league_id = ANY($1::uuid[])
        ORDER BY s.points DESC, lower(t.team_name), s.team_id`,
      [[...leagueIds]],
    );
    const groups = new Map<string, RankedStanding[]>(leagueIds.map((id) => [id, []]));
    for (const row of rows) {
      const standing = hydrate(db, Standing, row);
      const team = hydrate(db, Team, row.k_team);
      all.teamById.prime(team.id, team);
      all.teamPageByTeamId.prime(team.id, row.k_page ? hydrate(db, TeamPage, row.k_page) : null);
      const group = groups.get(standing.leagueId)!;
      const above = group.at(-1);
      // Equal points share a rank; the row order among them is the team name (the spec's order), said on hover.
      const tiebreak = above && above.points === standing.points ? TIED_ON_POINTS : null;
      group.push(Object.assign(standing, { rank: Number(row.k_rank), tiebreak }));
    }
    return leagueIds.map((id) => groups.get(id) ?? []);
  });
}
