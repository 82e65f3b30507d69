import { expectGraphQLError } from '../../test/errors';
import { graphql } from '../../test/gql';
import { startTestApp, type TestApp } from '../../test/harness';
import { Game } from '../catalog';
import { Messages } from '../core/messages';
import type { Organizer } from '../organizers';
import { pageFixtures } from '../../test/factories/pages';
import { Tournament, TournamentPage } from './tournaments.entities';

let t: TestApp;
const db = () => t.app.deps.dataSource.manager;

const LIST = graphql(`
  query TourneyList($gameId: ID, $status: TournamentStatus, $first: Int) {
    tournaments(gameId: $gameId, status: $status, first: $first) {
      name
      status
      banner
      game { title }
      organizer { name }
    }
  }
`);
const namesOf = async (variables: { gameId?: string; status?: 'REGISTRATION' | 'IN_PROGRESS' | 'COMPLETED'; first?: number }) => {
  const res = await t.gql(LIST, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.tournaments.map((row: any) => row.name);
};

let organizer: Organizer;
let apex: Game;
let rocket: Game;
let created = 0;
const tournament = async (name: string, overrides: Partial<Tournament> = {}) => {
  const row = await db().getRepository(Tournament).save({ name, size: 8, organizerId: organizer.id, gameId: apex.id, ...overrides });
  // distinct creation times, in creation order
  await db().query(`UPDATE tournaments SET created_at = now() + make_interval(secs => $1) WHERE tournament_id = $2`, [++created, row.id]);
  await db().getRepository(TournamentPage).save({ tournamentId: row.id, banner: `/media/${name}.webp` });
  return row;
};

beforeAll(async () => {
  t = await startTestApp(__filename);
  const f = pageFixtures(db());
  organizer = await f.organizer(await f.user(), { name: 'Cup Makers' });
  apex = await db().getRepository(Game).save({ title: 'Apex Arena' });
  rocket = await db().getRepository(Game).save({ title: 'Rocket Cars' });
  await tournament('Later Cup', { startTime: new Date('2026-12-20T18:00:00Z') });
  await tournament('Unscheduled Cup');
  await tournament('Soon Cup', { startTime: new Date('2026-12-01T18:00:00Z') });
  await tournament('Live Old', { status: 'in_progress' });
  await tournament('Live New', { status: 'in_progress', gameId: rocket.id });
  await tournament('Done Cup', { status: 'completed' });
  await tournament('Rocket Open', { gameId: rocket.id, startTime: new Date('2026-12-05T18:00:00Z') });
});
afterAll(() => t?.stop());

describe('successful-tournament-lists', () => {
  it('lists the ones open for registration by start, soonest first and unscheduled last (the home\'s Open for registration)', async () => {
    expect(await namesOf({ status: 'REGISTRATION' })).toEqual(['Soon Cup', 'Rocket Open', 'Later Cup', 'Unscheduled Cup']);
  });

  it('lists the live ones newest first (the home\'s Live now), and a game\'s tournaments (the Games page)', async () => {
    expect(await namesOf({ status: 'IN_PROGRESS' })).toEqual(['Live New', 'Live Old']);
    expect(await namesOf({ gameId: rocket.id })).toEqual(['Rocket Open', 'Live New']);
    expect(await namesOf({ gameId: rocket.id, status: 'REGISTRATION' })).toEqual(['Rocket Open']);
    expect(await namesOf({ first: 2 })).toEqual(['Rocket Open', 'Done Cup']);
  });

  it('answers each card with its banner, game and organizer', async () => {
    const res = await t.gql(LIST, { status: 'IN_PROGRESS' });
    expect(res.data!.tournaments[0]).toEqual({ name: 'Live New', status: 'IN_PROGRESS', banner: '/media/Live New.webp', game: { title: 'Rocket Cars' }, organizer: { name: 'Cup Makers' } });
  });

  it('costs the same few statements for 2 cards as for 7 (the list, then one batch each for pages and organizers; the games are held by the process once read)', async () => {
    await t.gql(LIST, {});
    const few = await t.countStatements(() => t.gql(LIST, { status: 'IN_PROGRESS' }));
    const many = await t.countStatements(() => t.gql(LIST, {}));
    expect(many).toBe(few);
    expect(many).toBe(3);
  });
});

describe('failing-tournament-lists', () => {
  it('refuses a malformed game id and a count outside 1..50', async () => {
    expectGraphQLError(await t.gql(LIST, { gameId: 'nope' }), 'BAD_USER_INPUT', Messages.invalidId);
    expectGraphQLError(await t.gql(LIST, { first: 0 }), 'BAD_USER_INPUT', 'first must be between 1 and 50');
    expectGraphQLError(await t.gql(LIST, { first: 51 }), 'BAD_USER_INPUT', 'first must be between 1 and 50');
  });
});
