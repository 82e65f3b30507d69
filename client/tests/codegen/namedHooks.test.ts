import { buildSchema, parse } from 'graphql';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const namedHooks = require('../../codegen/named-hooks.cjs') as {
  plugin: (
    schema: unknown,
    docs: { location: string; document: unknown }[],
    config: Record<string, unknown>,
  ) => string | { prepend: string[]; content: string };
};

const schema = buildSchema(`
  type Comment { id: ID! body: String! }
  type Query { leaguePage(id: ID!): String games(limit: Int): [String!]! }
  type Mutation { postComment(wallId: ID!, body: String!): Comment! }
  type Subscription { commentWall(wallId: ID!): Comment! }
`);

function run(sources: string[], config: Record<string, unknown> = {}) {
  const docs = sources.map((source, i) => ({ location: `file${i}.ts`, document: parse(source) }));
  const out = namedHooks.plugin(schema, docs, config);
  return typeof out === 'string' ? out : [...out.prepend, out.content].join('\n');
}

describe('named-hooks codegen plugin', () => {
  it('emits a query hook (options required by a required variable) and a lazy hook', () => {
    const code = run(['query LeaguePage($id: ID!) { leaguePage(id: $id) }']);
    expect(code).toContain(
      'export function useLeaguePageQuery(options: LeaguePageQueryHookOptions | SkipToken): LeaguePageQueryHookResult',
    );
    expect(code).toContain('useQuery(LeaguePageDocument,');
    expect(code).toContain('export function useLeaguePageLazyQuery(options?: LeaguePageQueryLazyHookOptions)');
    expect(code).toContain("import { useQuery, useLazyQuery, type SkipToken } from '@apollo/client/react';");
    expect(code).toContain("import { LeaguePageDocument, type LeaguePageQuery, type LeaguePageQueryVariables } from './graphql';");
  });

  it('makes options optional when every variable is optional or defaulted', () => {
    const code = run(['query GamesList($limit: Int, $x: ID! = "1") { games(limit: $limit) }']);
    expect(code).toContain('export function useGamesListQuery(options?: GamesListQueryHookOptions | SkipToken)');
  });

  it('emits mutation and subscription hooks with their own Apollo hooks', () => {
    const code = run([
      'mutation PostComment($wallId: ID!, $body: String!) { postComment(wallId: $wallId, body: $body) { id } }',
      'subscription CommentWall($wallId: ID!) { commentWall(wallId: $wallId) { id body } }',
    ]);
    expect(code).toContain('export function usePostCommentMutation(options?: PostCommentMutationHookOptions)');
    expect(code).toContain('useMutation(PostCommentDocument, options)');
    expect(code).toContain('export function useCommentWallSubscription(options: CommentWallSubscriptionHookOptions | SkipToken)');
    expect(code).toContain("import { useMutation, useSubscription, type SkipToken } from '@apollo/client/react';");
    expect(code).not.toContain('useLazyQuery');
  });

  it('follows the naming options shared with the client preset', () => {
    const code = run(['query GamesQuery { games }'], { dedupeOperationSuffix: true });
    expect(code).toContain('export function useGamesQuery(');
    expect(code).toContain('type GamesQuery,');
    expect(code).toContain('GamesQueryDocument');
  });

  it('ignores fragments and refuses anonymous or duplicate operations', () => {
    expect(run(['fragment F on Comment { id }'])).toContain('No named operations');
    expect(() => run(['{ games }'])).toThrow(/anonymous query/);
    expect(() => run(['query A { games }', 'query A { games }'])).toThrow(/"A" is used twice/);
  });
});
