import { getOperationAST, GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { scopeRefusal, type ApiScope, type ScopeRule } from '../core/api-access';
import type { Viewer } from '../core/context';

/** The root fields an operation selects, through fragments and inline fragments. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  const fields: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) fields.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) fields.push(...rootFields(document, selection.selectionSet, seen));
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value);
      if (fragment && fragment.kind === Kind.FRAGMENT_DEFINITION) fields.push(...rootFields(document, fragment.selectionSet, seen));
    }
  }
  return fields;
}

/**
 * The one GraphQL scope check, for HTTP (scopePlugin) and WebSocket (http/app.ts) alike: a token's queries and
 * subscriptions need `read`, each mutation field the scope the rule declares for it. Null: allowed (or nothing to run,
 * which graphql-js answers itself).
 */
export function operationScopeError(
  viewer: Viewer | null,
  document: DocumentNode,
  operationName: string | null | undefined,
  rule: ScopeRule,
): GraphQLError | null {
  if (!viewer?.scopes) return null;
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null;
  const needed: Array<ApiScope | undefined> =
    operation.operation === 'mutation'
      ? rootFields(document, operation.selectionSet)
          .filter((f) => f !== '__typename')
          .map((f) => rule.mutation(f))
      : ['read'];
  for (const scope of needed) {
    const refusal = scopeRefusal(viewer, scope);
    if (refusal) return new GraphQLError(refusal.message, { extensions: { code: refusal.code, http: { status: 403 } } });
  }
  return null;
}

/** Refuses an HTTP operation its token may not run, before anything runs (403 FORBIDDEN). */
export function scopePlugin(rule: ScopeRule) {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({
          contextValue,
          document,
          operationName,
        }: {
          contextValue: { viewer: Viewer | null };
          document: DocumentNode;
          operationName?: string | null;
        }) {
          const error = operationScopeError(contextValue.viewer, document, operationName, rule);
          if (error) throw error;
        },
      };
    },
  };
}
