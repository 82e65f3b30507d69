import { startTestApp, type TestApp } from './harness';

/**
 * HTTP operations run on graphql-jit (jitExecutionPlugin) and answer as Apollo answers when it executes: resolver
 * errors through the one error mapper with a 200, partial data kept; what graphql-js must answer (variables that do
 * not coerce, no operation to run) still Apollo's 400s, with nothing executed.
 */
describe('GraphQL execution over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(__filename);
  });
  afterAll(async () => {
    await t?.stop();
  });

  const post = async (body: unknown) => {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { data?: any; errors?: Array<{ message: string; path?: unknown[]; extensions?: Record<string, unknown> }> } };
  };

  it('maps a resolver error with its code and path, and keeps the data beside it', async () => {
    const res = await post({ query: '{ leaderboard(kind: USER, gameId: "valorant") { kind } __typename }' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ leaderboard: null, __typename: 'Query' });
    expect(res.body.errors).toEqual([
      { message: 'Invalid id: expected a UUID.', locations: [{ line: 1, column: 3 }], path: ['leaderboard'], extensions: { code: 'BAD_USER_INPUT', fields: { gameId: 'Invalid id: expected a UUID.' } } },
    ]);
  });

  it('answers a variable that does not coerce with 400 BAD_USER_INPUT', async () => {
    const res = await post({ query: 'query ($first: Int) { leaderboard(kind: USER) { entries(first: $first) { edges { cursor } } } }', variables: { first: 'ten' } });
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers several operations without a name to choose with 400, running none', async () => {
    const res = await post({ query: 'query A { __typename } query B { __typename }' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(/operation name/i);
  });

  it('runs the operation named, and the same document again from its compiled form', async () => {
    const query = 'query A { a: __typename } query B { b: __typename }';
    expect((await post({ query, operationName: 'B' })).body).toEqual({ data: { b: 'Query' } });
    expect((await post({ query, operationName: 'A' })).body).toEqual({ data: { a: 'Query' } });
    expect((await post({ query, operationName: 'B' })).body).toEqual({ data: { b: 'Query' } });
  });
});
