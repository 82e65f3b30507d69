import DataLoader from 'dataloader';
import { In, type EntityManager } from 'typeorm';
import { hydrate, loaderByKey, loaderOfMany } from '../core/batch';
import type { Loaders } from '../core/context';
import { primeTeam } from '../teams';
import { Match, MatchParticipant, MatchRound, type MatchStatus } from './matches.entities';

/** One page of one league's schedule: `limit` matches after the keyset cursor, newest scheduled first. */
export interface LeagueMatchesKey {
  leagueId: string;
  /** Rows to fetch (the page size plus one, to tell whether another page follows). */
  limit: number;
  /** Sort key of the last match already shown: scheduled time (ISO) and match id. */
  after: [string, string] | null;
  status: MatchStatus | null;
}

/** `all` is the request's whole loader set: a schedule page primes its matches' participants. */
export function createMatchLoaders(db: EntityManager, all: Loaders) {
  return {
    matchById: loaderByKey(db, Match, 'id'),
    /** Participants per match, best placement first (unplaced last), then most points, then team id. */
    matchParticipantsByMatchId: participantsLoader(db),
    /** Every round row of a match, by team then round (callers pick one team's rows). */
    matchRoundsByMatchId: loaderOfMany(db, MatchRound, 'matchId', { teamId: 'ASC', matchRound: 'ASC' }),
    leagueMatches: leagueMatchesLoader(db, all),
    teamRecentMatches: teamRecentMatchesLoader(db),
  };
}

/** The MATCHES box of a team: its first `limit` matches, scheduled ones first (soonest first), then the rest newest first. */
export interface TeamMatchesKey {
  teamId: string;
  limit: number;
}

/**
 * Recent matches of several teams in one statement per distinct limit: ROW_NUMBER() per team over its participations
 * keeps each team's first `limit` matches. A match shared by two teams of the batch comes back once per team.
 */
function teamRecentMatchesLoader(db: EntityManager) {
  const keyOf = (key: TeamMatchesKey) => `${key.teamId}:${key.limit}`;
  return new DataLoader<TeamMatchesKey, Match[], string>(
    async (keys) => {
      const result = new Map<string, Match[]>(keys.map((key) => [keyOf(key), []]));
      for (const limit of new Set(keys.map((key) => key.limit))) {
        const teamIds = [...new Set(keys.filter((key) => key.limit === limit).map((key) => key.teamId))];
        const { raw, entities } = await db
          .getRepository(Match)
          .createQueryBuilder('m')
          .innerJoin(
            (sub) =>
              sub
                .select('mp.team_id', 'team_id')
                .addSelect('mp.match_id', 'match_id')
                .addSelect(
                  `ROW_NUMBER() OVER (PARTITION BY mp.team_id ORDER BY (x.status <> 'scheduled'),
                     CASE WHEN x.status = 'scheduled' THEN x.scheduled_time END ASC, x.scheduled_time DESC, x.match_id DESC)`,
                  'n',
                )
                .from('match_participants', 'mp')
                .innerJoin('matches', 'x', 'x.match_id = mp.match_id')
                .where('mp.team_id IN (:...teamIds)'),
            'ranked',
            'ranked.match_id = m.match_id AND ranked.n <= :limit',
          )
          .addSelect('ranked.team_id', 'ranked_team_id')
          .addSelect('ranked.n', 'ranked_n')
          .setParameters({ teamIds, limit })
          .orderBy('ranked.team_id')
          .addOrderBy('ranked.n')
          .getRawAndEntities<{ m_match_id: string; ranked_team_id: string }>();
        const byId = new Map(entities.map((match) => [match.id, match]));
        for (const row of raw) result.get(keyOf({ teamId: row.ranked_team_id, limit }))?.push(byId.get(row.m_match_id)!);
      }
      return keys.map((key) => result.get(keyOf(key))!);
    },
    { cacheKeyFn: keyOf },
  );
}

/** Participants order: best placement first (unplaced last), then most points, then team id. */
/** A match's teams in their scheduled order (slot), never by points: Report Score's columns and the sides stay put. */
const bySlot = (a: MatchParticipant, b: MatchParticipant) => a.slot - b.slot || a.teamId.localeCompare(b.teamId);

function participantsLoader(db: EntityManager) {
  return new DataLoader<string, MatchParticipant[]>(async (matchIds) => {
    const rows = await db.getRepository(MatchParticipant).find({ where: { matchId: In([...matchIds]) } });
    const groups = new Map<string, MatchParticipant[]>(matchIds.map((id) => [id, []]));
    for (const row of rows) groups.get(row.matchId)?.push(row);
    return matchIds.map((id) => (groups.get(id) ?? []).sort(bySlot));
  });
}

/**
 * League schedules in one statement per distinct (page size, cursor, status): a LATERAL window per league, each an
 * index walk of (league_id, scheduled_time DESC) that stops after its `limit` rows, so a page costs the same with 20
 * matches or 10,000 (a ROW_NUMBER() over every match of the league read them all). scheduled_time is stored to the
 * millisecond, so the ISO cursor compares exactly.
 */
function leagueMatchesLoader(db: EntityManager, all: Loaders) {
  return new DataLoader<LeagueMatchesKey, Match[], string>(
    async (keys) => {
      const groups = new Map<string, LeagueMatchesKey[]>();
      for (const key of keys) {
        const shape = JSON.stringify([key.limit, key.after, key.status]);
        groups.set(shape, [...(groups.get(shape) ?? []), key]);
      }
      const byLeague = new Map<string, Match[]>();
      for (const group of groups.values()) {
        const { limit, after, status } = group[0];
        const params: unknown[] = [group.map((k) => k.leagueId), limit];
        const filters: string[] = [];
        if (status) filters.push(`x.status = $${params.push(status)}`);
        if (after) filters.push(`(x.scheduled_time, x.match_id) < ($${params.push(after[0])}::timestamptz, $${params.push(after[1])}::uuid)`);
        const rows: Array<Record<string, unknown> & { k_participants: Array<Record<string, unknown>> }> = await db.query(
          // The same statement brings each match's participants, priming their loader: a schedule page is one query.
          `SELECT m.*, (SELECT coalesce(json_agg(p), '[]') FROM (
                          SELECT mp.*, to_json(t) AS k_team, to_json(tp) AS k_page
                            FROM match_participants mp JOIN teams t ON t.team_id = mp.team_id LEFT JOIN team_page tp ON tp.team_id = mp.team_id
                           WHERE mp.match_id = m.match_id) p) AS k_participants
             FROM unnest($1::uuid[]) WITH ORDINALITY AS k(k_league, k_idx)
            CROSS JOIN LATERAL (
              SELECT * FROM matches x WHERE x.league_id = k.k_league ${filters.map((f) => `AND ${f}`).join(' ')}
               ORDER BY x.scheduled_time DESC, x.match_id DESC LIMIT $2
            ) m
            ORDER BY k.k_idx, m.scheduled_time DESC, m.match_id DESC`,
          params,
        );
        const matches = rows.map((row) => {
          for (const p of row.k_participants) primeTeam(db, all, p.k_team as Record<string, unknown>, p.k_page as Record<string, unknown> | null);
          const match = hydrate(db, Match, row);
          all.matchParticipantsByMatchId.prime(match.id, row.k_participants.map((p) => hydrate(db, MatchParticipant, p)).sort(bySlot));
          return match;
        });
        for (const key of group)
          byLeague.set(
            cacheKeyOf(key),
            matches.filter((m) => m.leagueId === key.leagueId),
          );
      }
      return keys.map((key) => byLeague.get(cacheKeyOf(key)) ?? []);
    },
    { cacheKeyFn: cacheKeyOf },
  );
}

function cacheKeyOf(key: LeagueMatchesKey): string {
  return JSON.stringify([key.leagueId, key.limit, key.after, key.status]);
}
