import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness';
import { seedReferenceData, GAMES, PLATFORMS, REGIONS, GENRES } from '../seed/reference-data';
import { graphql } from '../../test/gql';
import { createCatalogLoaders } from './catalog.loaders';
import type { CatalogGamesQuery } from '../../test/gql/graphql';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(__filename);
  await seedReferenceData(t.app.deps.dataSource.manager);
});
afterAll(() => t?.stop());

describe('successful catalog reads', () => {
  it('lists games with genre and metrics through GraphQL in a bounded number of statements', async () => {
    let result: GraphQLResult<CatalogGamesQuery> = {};
    const statements = await t.countStatements(async () => {
      result = await t.gql(graphql(`query CatalogGames { games { id title image genre { title } metrics { name type active } } }`));
    });
    expect(result.errors).toBeUndefined();
    const games = result.data!.games;
    expect(games).toHaveLength(GAMES.length);
    const valorant = games.find((g: any) => g.title === 'Valorant')!;
    expect(valorant.genre!.title).toBe('Shooter');
    expect(valorant.metrics[0]).toEqual({ name: 'Rounds Won', type: 'Number', active: 'true' });
    // one query for games, one batched query for all their genres, whatever the number of games
    expect(statements).toBe(2);
  });

  it('serves the documented REST catalog paths with the spec field names', async () => {
    const platforms = await t.rest('GET', '/api/comp/get-platforms');
    expect(platforms.status).toBe(200);
    expect(platforms.body).toHaveLength(PLATFORMS.length);
    expect(Object.keys(platforms.body[0]).sort()).toEqual(['platform_id', 'platform_pic', 'platform_title']);

    const regions = await t.rest('GET', '/api/comp/get-regions');
    expect(regions.body.map((r: any) => r.region_title).sort()).toEqual([...REGIONS].sort());

    const genres = await t.rest('GET', '/api/comp/get-genres');
    expect(genres.body).toHaveLength(GENRES.length);

    const games = await t.rest('GET', '/api/comp/get-games');
    const one = await t.rest('GET', `/api/comp/get-one-game/${games.body[0].game_id}`);
    expect(one.status).toBe(200);
    expect(one.body[0].metrics.length).toBeGreaterThan(0);
  });
});

describe('successful REST games with their genre', () => {
  it('api/comp/get-games carries each game\'s genre (doc 1 lists genre on Game) in two statements, then one while the process holds the genres, whatever the number of games', async () => {
    let res: { status: number; body: any } = { status: 0, body: null };
    await t.rest('GET', '/api/comp/get-games');
    const statements = await t.countStatements(async () => {
      res = await t.rest('GET', '/api/comp/get-games');
    });
    expect(res.status).toBe(200);
    const valorant = res.body.find((g: any) => g.game_title === 'Valorant');
    expect(valorant.genre).toEqual({ genre_id: valorant.game_genre_id, genre_title: 'Shooter' });
    expect(res.body.every((g: any) => g.genre === null || g.genre.genre_id === g.game_genre_id)).toBe(true);
    // the games; their genres were read by one batched statement on the first call and the process holds them since
    expect(statements).toBe(1);
    const one = await t.rest('GET', `/api/comp/get-one-game/${valorant.game_id}`);
    expect(one.body[0].genre).toEqual(valorant.genre);
  });
});

describe('failing catalog reads', () => {
  it('answers NOT_FOUND for an unknown game id', async () => {
    const res = await t.gql(graphql(`query CatalogGame($id: ID!) { game(id: $id) { id } }`), { id: '00000000-0000-4000-8000-000000000000' });
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions?.code).toBe('NOT_FOUND');
    expect(res.errors![0].message).toBe('Game not found');
  });

  it('answers BAD_USER_INPUT for a malformed id, over GraphQL and REST', async () => {
    const res = await t.gql(graphql(`query CatalogGame2 { game(id: "not-a-uuid") { id } }`));
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await t.rest('GET', '/api/comp/get-one-game/not-a-uuid');
    expect(rest.status).toBe(400);
    expect(rest.body.error.code).toBe('BAD_USER_INPUT');
  });

  it('answers 404 with the error shape for an unknown API path', async () => {
    const rest = await t.rest('GET', '/api/comp/nope');
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API route.' } });
  });
});

describe('catalog rows held per process', () => {
  it('reads a genre once, answers later pages from the held row, and reads it again once a loader forgets it', async () => {
    const GAME_GENRES = `{ games { title genre { id title } } }`;
    const genreOf = (res: any) => res.data.games.find((g: any) => g.title === 'Valorant').genre;
    await t.gql(GAME_GENRES);
    const shooter = genreOf(await t.gql(GAME_GENRES));
    const db = t.app.deps.dataSource;
    await db.query(`UPDATE genres SET genre_title = 'Tactical Shooter' WHERE genre_id = $1`, [shooter.id]);
    try {
      let held: any;
      // The games only: the genre comes from the process's held row (an edit outside the app shows within the TTL).
      expect(await t.countStatements(async () => (held = await t.gql(GAME_GENRES)))).toBe(1);
      expect(genreOf(held).title).toBe('Shooter');
      // A writer clearing its loader invalidates the process's row: the next page reads it again.
      createCatalogLoaders(db.manager).genreById.clear(shooter.id);
      let fresh: any;
      expect(await t.countStatements(async () => (fresh = await t.gql(GAME_GENRES)))).toBe(2);
      expect(genreOf(fresh).title).toBe('Tactical Shooter');
    } finally {
      await db.query(`UPDATE genres SET genre_title = 'Shooter' WHERE genre_id = $1`, [shooter.id]);
      createCatalogLoaders(db.manager).genreById.clearAll();
    }
  });
});
