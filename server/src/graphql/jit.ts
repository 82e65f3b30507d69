import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, getVariableValues, GraphQLError, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema, type SourceLocation } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Executes HTTP operations with graphql-jit: each operation is compiled once into a function (graphql-js walks the
 * document anew for every object of every request: on a leaderboard page, ~0.7 ms and most of the request's garbage).
 * Apollo Server 4+ takes a custom executor only through its `gateway` option (its migration guide's way); the schema
 * is ours, handed over once. Parsing, validation, the limits, the plugins and the error mapping stay Apollo's.
 * Subscriptions run over WebSocket with graphql-js (graphql-ws).
 */
export function jitExecutor(schema: GraphQLSchema): GatewayInterface {
  // Per parsed document (Apollo keeps one per query text in its document store) and operation name: a document
  // Apollo drops is dropped here too.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    // No operation to run (several without a name, an unknown name): graphql-js says why, in the words Apollo maps.
    if (!operation) return execute({ schema, document, operationName: request.operationName, variableValues: request.variables, contextValue: context });
    // Variables are checked by graphql-js first: its refusals carry the variable's node, from which Apollo answers
    // 400 BAD_USER_INPUT as it does without a custom executor.
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operationName ?? '';
    let query = byName.get(name);
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return result;
      byName.set(name, (query = result));
    }
    return asGraphQLErrors(await query.query(undefined, context, request.variables ?? {}));
  };
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    load: async () => ({ executor }),
    stop: async () => undefined,
  };
}

/**
 * graphql-jit reports errors with its own error class: they become graphql-js GraphQLErrors (same message, path,
 * locations and original error), so Apollo and our error mapper find the AppError under them as with graphql-js.
 */
function asGraphQLErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    // graphql-jit's errors inherit GraphQLError's prototype but not its constructor (no `extensions` object).
    if (error.constructor === GraphQLError) return error;
    const jitError = error as { message: string; path?: ReadonlyArray<string | number>; locations?: SourceLocation[]; originalError?: Error };
    const converted = new GraphQLError(jitError.message, { path: jitError.path, originalError: jitError.originalError });
    if (jitError.locations) Object.assign(converted, { locations: jitError.locations });
    return converted;
  });
  return { ...result, errors };
}
