import { getOperationAST, getVariableValues, GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { Messages } from '../core/messages';

/** WebSocket connections one signed-in user may hold open at once, per server process. */
export const MAX_SOCKETS_PER_USER = 20;

/** The close code for a socket refused because its user already holds MAX_SOCKETS_PER_USER (429's cousin). */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4429;

/**
 * Open sockets per signed-in user in this process. A socket counts from its accepted connection_init to its close;
 * anonymous sockets are not counted here (the per-socket operation cap and the payload cap bound them).
 */
export class SocketsPerUser {
  private readonly open = new Map<string, number>();
  private readonly owners = new WeakMap<object, string>();

  constructor(private readonly max = MAX_SOCKETS_PER_USER) {}

  /** Counts the socket for the user; false (and nothing counted) when the user is at the limit. */
  tryOpen(socket: object, userId: string): boolean {
    const count = this.open.get(userId) ?? 0;
    if (count >= this.max) return false;
    this.open.set(userId, count + 1);
    this.owners.set(socket, userId);
    return true;
  }

  /** Releases the socket's slot (once; a socket that was never counted is ignored). */
  close(socket: object): void {
    const userId = this.owners.get(socket);
    if (!userId) return;
    this.owners.delete(socket);
    const left = (this.open.get(userId) ?? 1) - 1;
    if (left > 0) this.open.set(userId, left);
    else this.open.delete(userId);
  }
}

/**
 * What Apollo checks over HTTP before executing, for a WebSocket operation: the operation can be picked
 * (OPERATION_RESOLUTION_FAILURE) and its variables coerce to their types (BAD_USER_INPUT). graphql-js would report
 * these from execute() without a code, which would reach the client as INTERNAL_SERVER_ERROR.
 */
export function operationInputErrors(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: unknown): GraphQLError[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) {
    const message = operationName ? Messages.graphqlUnknownOperation.replace('{name}', operationName) : Messages.graphqlOperationNameRequired;
    return [new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } })];
  }
  const inputs = variables && typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs, { maxErrors: 20 });
  return (coerced.errors ?? []).map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } }));
}
