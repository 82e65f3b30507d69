import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { loaderByKey, loaderOfMany } from '../core/batch';
import { League, LeagueParticipant, LeaguePage, Standing, type RankedStanding } from './leagues.entities';

export function createLeagueLoaders(db: EntityManager) {
  return {
    leagueById: loaderByKey(db, League, 'id'),
    leaguePageByLeagueId: loaderByKey(db, LeaguePage, 'leagueId'),
    /** An organizer's leagues (its row of league cards), newest first. */
    leaguesByOrganizerId: loaderOfMany(db, League, 'organizerId', { createdAt: 'DESC', id: 'DESC' }),
    /** Every join request of a league, oldest first (callers filter by status). */
    leagueParticipantsByLeagueId: loaderOfMany(db, LeagueParticipant, 'leagueId', { createdAt: 'ASC', teamId: 'ASC' }),
    leagueTeamCount: approvedTeamCountLoader(db),
    leagueStandings: standingsLoader(db),
  };
}

/** Approved teams per league, one GROUP BY per batch; 0 for a league with none. */
function approvedTeamCountLoader(db: EntityManager) {
  return new DataLoader<string, number>(async (leagueIds) => {
    const rows: Array<{ leagueId: string; count: number }> = await db
      .getRepository(LeagueParticipant)
      .createQueryBuilder('p')
      .select('p.league_id', 'leagueId')
      .addSelect('count(*)::int', 'count')
      .where('p.league_id IN (:...leagueIds)', { leagueIds: [...leagueIds] })
      .andWhere(`p.status = 'approved'`)
      .groupBy('p.league_id')
      .getRawMany();
    const byLeague = new Map(rows.map((r) => [r.leagueId, Number(r.count)]));
    return leagueIds.map((id) => byLeague.get(id) ?? 0);
  });
}

/** The standings' tiebreak text for a row level on points with the row above. */
export const TIED_ON_POINTS = 'Level on points with the team above: listed by team name.';

/**
 * Standings of several leagues in one statement, each in the spec's order: points descending, then team name
 * (case-insensitive, team id as the last tie-break). Rank is RANK() over points, so equal points share a rank
 * and the next rank skips (1, 1, 3).
 */
function standingsLoader(db: EntityManager) {
  return new DataLoader<string, RankedStanding[]>(async (leagueIds) => {
    const { raw, entities } = await db
      .getRepository(Standing)
      .createQueryBuilder('s')
      .innerJoin('teams', 't', 't.team_id = s.team_id')
      .addSelect('RANK() OVER (PARTITION BY s.league_id ORDER BY s.points DESC)::int', 'rank')
      .where('s.league_id IN (:...leagueIds)', { leagueIds: [...leagueIds] })
      .orderBy('s.points', 'DESC')
      .addOrderBy('lower(t.team_name)', 'ASC')
      .addOrderBy('s.team_id', 'ASC')
      .getRawAndEntities<{ s_standings_id: string; rank: number }>();
    const rankOf = new Map(raw.map((r) => [r.s_standings_id, Number(r.rank)]));
    const groups = new Map<string, RankedStanding[]>(leagueIds.map((id) => [id, []]));
    for (const standing of entities) {
      const group = groups.get(standing.leagueId)!;
      const above = group.at(-1);
      // Equal points share a rank; the row order among them is the team name (the spec's order), said on hover.
      const tiebreak = above && above.points === standing.points ? TIED_ON_POINTS : null;
      group.push(Object.assign(standing, { rank: rankOf.get(standing.id) ?? 0, tiebreak }));
    }
    return leagueIds.map((id) => groups.get(id) ?? []);
  });
}
