import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, getVariableValues, GraphQLError, visit, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { fieldNestedTooDeep, hasUnsafeText } from '../core/input-text';
import { Messages } from '../core/messages';

/** True when a string literal of the document holds NUL or a lone surrogate. */
function documentHasUnsafeText(source: string, document: DocumentNode): boolean {
  // The lexer refuses raw NUL and raw lone surrogates, so only a \u escape can put one into a literal.
  if (!source.includes('\\u')) return false;
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!hasUnsafeText(node.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * The GraphQL door's input boundary, for HTTP and WebSocket alike: a BAD_USER_INPUT error when a variable nests
 * deeper than 64 levels, or the variables or an inline string argument hold NUL or a lone surrogate, else undefined.
 */
export function unsafeTextError(source: string, document: DocumentNode, variables: unknown): GraphQLError | undefined {
  // Variables nested past any input of ours, said as such (the unsafe-text walk stops there too).
  const deep = fieldNestedTooDeep(variables);
  if (deep !== null) return new GraphQLError(Messages.inputTooDeep.replace('{field}', `Variable "$${deep}"`), { extensions: { code: 'BAD_USER_INPUT' } });
  if (!hasUnsafeText(variables) && !documentHasUnsafeText(source, document)) return undefined;
  return new GraphQLError(Messages.inputUnsafeText, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * The first variable that does not coerce to its declared type, as a BAD_USER_INPUT naming it (graphql-js's message:
 * `Variable "$ids" got invalid value ... at "ids[3]"; ...`), else undefined. Coercion stops at the first error: left
 * to graphql-js's execute, a list of more than 50 wrong items ended in an error without a code (an
 * INTERNAL_SERVER_ERROR and a stack in the log), after coercing every item.
 */
export function variableError(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: unknown): GraphQLError | undefined {
  const inputs = variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, { maxErrors: 1 });
  const first = coerced.errors?.[0];
  return first && new GraphQLError(first.message, { nodes: first.nodes, extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * Runs unsafeTextError and variableError on every HTTP operation once it is parsed, before anything executes (the
 * executor, graphql-jit, then runs only operations whose variables coerce).
 */
export const unsafeTextPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ source, document, request, operation, schema }) {
        // Apollo Server would run a subscription over HTTP as a query whose root field resolves to nothing (a 500):
        // subscriptions belong on the WebSocket.
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(Messages.graphqlSubscriptionOverHttp, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
        const error = unsafeTextError(source, document, request.variables) ?? (operation && variableError(schema, operation, request.variables));
        // Over HTTP the refusal is a 400, like every other malformed request.
        if (error) throw new GraphQLError(error.message, { nodes: error.nodes, extensions: { ...error.extensions, http: { status: 400 } } });
      },
    };
  },
};
