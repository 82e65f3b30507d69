import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { getVariableValues, GraphQLError, type DocumentNode, type ExecutionResult, type GraphQLFormattedError, type GraphQLSchema, type SourceLocation } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * Executes HTTP operations with graphql-jit: each operation is compiled once into a function (graphql-js walks the
 * document anew for every object of every request: on a leaderboard page, ~0.7 ms and most of the request's garbage).
 * It answers through Apollo's `responseForOperation` hook, after parsing, validation, the limits and the plugins'
 * checks, which stay Apollo's. Not through the `gateway` executor: Apollo hands a gateway each request in an object
 * whose accessors close over the whole request, and V8's young-generation collector keeps such objects alive, so
 * every request since the last scavenge survived it (scavenges of 4 ms on the leaderboard page, measured).
 * What graphql-js should answer is left to Apollo (hook returns null): no operation to run (several without a name,
 * an unknown name) and variables that do not coerce (Apollo's 400 BAD_USER_INPUT); nothing has run by then.
 * Subscriptions run over WebSocket with graphql-js (graphql-ws).
 */
export function jitExecutionPlugin(schema: GraphQLSchema, formatError: FormatError): ApolloServerPlugin<object> {
  // Per parsed document (Apollo keeps one per query text in its document store) and operation name: a document
  // Apollo drops is dropped here too.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  const compiledFor = (document: DocumentNode, operationName: string | null) => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map()));
    const name = operationName ?? '';
    let query = byName.get(name);
    if (!query) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      if (!isCompiledQuery(result)) return null;
      byName.set(name, (query = result));
    }
    return query;
  };
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ document, operation, operationName, request, contextValue }): Promise<GraphQLResponse | null> {
          if (!operation || operation.operation === 'subscription') return null;
          if (getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 1 }).errors) return null;
          const query = compiledFor(document, operationName ?? null);
          if (!query) return null;
          const result = (await query.query(undefined, contextValue, request.variables ?? {})) as ExecutionResult;
          const http = { status: undefined as number | undefined, headers: new HeaderMap() };
          const errors = result.errors?.length ? formatErrors(result.errors, formatError, http) : undefined;
          return { http, body: { kind: 'single', singleResult: { ...(errors ? { errors } : {}), data: result.data } } };
        },
      };
    },
  };
}

/**
 * Execution errors formatted as Apollo formats them when it executes (its errorNormalize): each as a graphql-js
 * GraphQLError with a code (INTERNAL_SERVER_ERROR by default), an `extensions.http` status lifted onto the response,
 * then our formatError; a formatter that throws yields Apollo's masked 'Internal server error'.
 */
function formatErrors(errors: ReadonlyArray<GraphQLError>, formatError: FormatError, http: { status?: number }): GraphQLFormattedError[] {
  return errors.map((raw) => {
    const error = asGraphQLError(raw);
    const { http: errorHttp, ...extensions } = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' } as Record<string, unknown>;
    const status = (errorHttp as { status?: unknown } | undefined)?.status;
    if (typeof status === 'number') http.status = status;
    try {
      return formatError({ ...error.toJSON(), extensions }, error);
    } catch {
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}

/**
 * graphql-jit reports errors with its own error class: they become graphql-js GraphQLErrors (same message, path,
 * locations and original error), so our error mapper finds the AppError under them as with graphql-js.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  // graphql-jit's errors inherit GraphQLError's prototype but not its constructor (no `extensions` object).
  if (error.constructor === GraphQLError) return error;
  const jitError = error as { message: string; path?: ReadonlyArray<string | number>; locations?: SourceLocation[]; originalError?: Error };
  const converted = new GraphQLError(jitError.message, { path: jitError.path, originalError: jitError.originalError });
  if (jitError.locations) Object.assign(converted, { locations: jitError.locations });
  return converted;
}
