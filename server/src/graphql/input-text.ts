import type { ApolloServerPlugin } from '@apollo/server';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { hasUnsafeText } from '../core/input-text';
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
 * The GraphQL door's input boundary, for HTTP and WebSocket alike: a BAD_USER_INPUT error when the variables or an
 * inline string argument hold NUL or a lone surrogate, else undefined.
 */
export function unsafeTextError(source: string, document: DocumentNode, variables: unknown): GraphQLError | undefined {
  if (!hasUnsafeText(variables) && !documentHasUnsafeText(source, document)) return undefined;
  return new GraphQLError(Messages.inputUnsafeText, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Runs unsafeTextError on every HTTP operation once it is parsed, before anything executes. */
export const unsafeTextPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ source, document, request, operation }) {
        // Apollo Server would run a subscription over HTTP as a query whose root field resolves to nothing (a 500):
        // subscriptions belong on the WebSocket.
        if (operation?.operation === 'subscription') {
          throw new GraphQLError(Messages.graphqlSubscriptionOverHttp, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
        }
        const error = unsafeTextError(source, document, request.variables);
        // Over HTTP the refusal is a 400, like every other malformed request.
        if (error) throw new GraphQLError(error.message, { extensions: { ...error.extensions, http: { status: 400 } } });
      },
    };
  },
};
