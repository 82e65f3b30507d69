import { expectGraphQLError } from '../../test/errors';
import { startTestApp, type TestApp } from '../../test/harness';
import { Messages } from '../core/messages';
import { pageFixtures, type PageFixtures } from '../../test/factories/pages';
import { graphql } from '../../test/gql';
import { Game } from '../catalog';
import { Tournament, TournamentPage } from '../tournaments';

let t: TestApp;
let f: PageFixtures;
const db = () => t.app.deps.dataSource.manager;

const SEARCH = graphql(`query SearchSearch($text: String!, $first: Int) { search(text: $text, first: $first) { kind entityType id name picture path } }`);
const names = async (text: string, first?: number) => {
  const res = await t.gql(SEARCH, { text, first });
  expect(res.errors).toBeUndefined();
  return res.data!.search.map((hit: any) => `${hit.kind}:${hit.name}`);
};

beforeAll(async () => {
  t = await startTestApp(__filename);
  f = pageFixtures(db());
  const owner = await f.user({ userName: 'vipermain' }, { profilePicture: '/media/viper.webp' });
  await f.user({ userName: 'theviper' });
  await f.user({ userName: 'percent' });
  await f.team({ name: 'Neon Vipers' }, { profilePicture: '/media/neon.webp' });
  await f.team({ name: 'Vipers' });
  const organizer = await f.organizer(owner, { name: 'Viper Cup 100% Fun' });
  await f.organizer(await f.user(), { name: 'Under_Score League' });
  await f.league(organizer, { name: 'Viper Ladder' });
  await f.league(organizer, { name: 'UnderXScore Ladder' });
  const tournament = await db().getRepository(Tournament).save({ name: 'Viper Open', size: 8, organizerId: organizer.id });
  await db().getRepository(TournamentPage).save({ tournamentId: tournament.id, profilePicture: '/media/open.webp' });
  await db().getRepository(Game).save({ title: 'Viper Strike', image: '/media/strike.webp' });
});
afterAll(() => t?.stop());

describe('successful-search', () => {
  it('finds users, teams, organizers, leagues, tournaments and games by name, case-insensitively, prefix matches first', async () => {
    expect(await names('VIPER', 20)).toEqual([
      // prefix matches, shortest then alphabetical
      'TEAM:Vipers',
      'USER:vipermain',
      'TOURNAMENT:Viper Open',
      'LEAGUE:Viper Ladder',
      'GAME:Viper Strike',
      'ORGANIZER:Viper Cup 100% Fun',
      // then the names that only contain it
      'USER:theviper',
      'TEAM:Neon Vipers',
    ]);
  });

  it('answers the page path and picture of each hit', async () => {
    const res = await t.gql(SEARCH, { text: 'viper', first: 20 });
    const byName = Object.fromEntries(res.data!.search.map((hit: any) => [hit.name, hit]));
    const organizer = await db().query(`SELECT organizer_id FROM organizers WHERE org_name = 'Viper Cup 100% Fun'`);
    const league = await db().query(`SELECT league_id FROM leagues WHERE league_name = 'Viper Ladder'`);
    expect(byName['Neon Vipers']).toMatchObject({ entityType: 'TEAM', path: '/team/Neon%20Vipers', picture: '/media/neon.webp' });
    expect(byName.vipermain).toMatchObject({ entityType: 'USER', path: '/user/vipermain', picture: '/media/viper.webp' });
    expect(byName['Viper Cup 100% Fun']).toMatchObject({ path: `/organizer/${organizer[0].organizer_id}`, picture: null });
    expect(byName['Viper Ladder']).toMatchObject({ path: `/league/${league[0].league_id}`, id: league[0].league_id });
    const tournament = await db().getRepository(Tournament).findOneByOrFail({ name: 'Viper Open' });
    expect(byName['Viper Open']).toEqual({ kind: 'TOURNAMENT', entityType: 'TOURNAMENT', id: tournament.id, name: 'Viper Open', picture: '/media/open.webp', path: `/tournament/${tournament.id}` });
    const game = await db().getRepository(Game).findOneByOrFail({ title: 'Viper Strike' });
    // a game opens the Games page on it; games are not followed, so no entityType
    expect(byName['Viper Strike']).toEqual({ kind: 'GAME', entityType: null, id: game.id, name: 'Viper Strike', picture: '/media/strike.webp', path: `/games?game=${game.id}` });
  });

  it('treats % and _ in the text literally', async () => {
    expect(await names('100%')).toEqual(['ORGANIZER:Viper Cup 100% Fun']);
    expect(await names('%')).toEqual(['ORGANIZER:Viper Cup 100% Fun']);
    expect(await names('r_s')).toEqual(['ORGANIZER:Under_Score League']);
    expect(await names('\\')).toEqual([]);
  });

  it('stops at `first` hits (8 by default) and trims the text', async () => {
    for (let i = 0; i < 10; i++) await f.user({ userName: `zed${i}` });
    expect(await names('  zed  ')).toHaveLength(8);
    expect(await names('zed', 3)).toEqual(['USER:zed0', 'USER:zed1', 'USER:zed2']);
    expect(await names('zed', 20)).toHaveLength(10);
  });

  it('costs one SQL statement', async () => {
    expect(await t.countStatements(() => t.gql(SEARCH, { text: 'a', first: 20 }))).toBe(1);
  });
});

describe('failing-search', () => {
  it('refuses empty or long text and a hit count outside 1..20', async () => {
    expectGraphQLError(await t.gql(SEARCH, { text: '   ' }), 'BAD_USER_INPUT', Messages.searchTextRequired);
    expectGraphQLError(await t.gql(SEARCH, { text: 'x'.repeat(101) }), 'BAD_USER_INPUT', Messages.searchTextTooLong);
    expectGraphQLError(await t.gql(SEARCH, { text: 'viper', first: 0 }), 'BAD_USER_INPUT', 'first must be between 1 and 20');
    expectGraphQLError(await t.gql(SEARCH, { text: 'viper', first: 21 }), 'BAD_USER_INPUT', 'first must be between 1 and 20');
  });
});
