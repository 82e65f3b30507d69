import type { DeepPartial, EntityManager } from 'typeorm';
import { League, LeaguePage } from '../../src/leagues/entities';
import { Match, MatchParticipant } from '../../src/matches/entities';
import type { Organizer } from '../../src/organizers/entities';
import type { Team } from '../../src/teams/entities';
import { communityFixtures } from './community';

/**
 * The community fixtures plus the competition rows the page suites need: leagues (with a page unless told not to)
 * and matches between teams. The ladder category is created on first use.
 */
export function pageFixtures(db: EntityManager) {
  const community = communityFixtures(db);
  let counter = 0;
  let category: Promise<unknown> | undefined;
  return {
    ...community,
    async league(organizer: Organizer, overrides: DeepPartial<League> = {}, page: DeepPartial<LeaguePage> | false = {}) {
      category ??= db.query(`INSERT INTO competition_categories (comp_cat_id, comp_cat_title) VALUES (1, 'Ladder') ON CONFLICT DO NOTHING`);
      await category;
      const league = await db.getRepository(League).save({
        name: `Ladder ${++counter}`,
        startDate: '2026-01-01',
        endDate: '2026-06-30',
        organizerId: organizer.id,
        userId: organizer.ownerId,
        ...overrides,
      });
      if (page !== false) await db.getRepository(LeaguePage).save({ leagueId: league.id, ...page });
      return db.getRepository(League).findOneByOrFail({ id: league.id });
    },
    async match(league: League, teams: Team[], overrides: DeepPartial<Match> = {}) {
      const match = await db.getRepository(Match).save({
        leagueId: league.id,
        scheduledTime: new Date(Date.UTC(2026, 1, 1 + ++counter, 18)),
        status: 'completed' as const,
        ...overrides,
      });
      await db
        .getRepository(MatchParticipant)
        .save(
          teams.map((team, i) => ({
            matchId: match.id,
            teamId: team.id,
            totalPoints: 10 - i,
            placement: match.status === 'completed' ? i + 1 : null,
            slot: i + 1,
          })),
        );
      return db.getRepository(Match).findOneByOrFail({ id: match.id });
    },
  };
}

export type PageFixtures = ReturnType<typeof pageFixtures>;
