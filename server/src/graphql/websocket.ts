import type { IncomingMessage } from 'node:http';
import { getOperationAST, getVariableValues, GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import { ErrorCode } from '../core/errors';
import { Messages } from '../core/messages';
import { mapEvents, SKIP_EVENT } from '../core/pubsub';

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

/**
 * The close code for a socket whose sign-in ended: its session was signed out (here or in another process, any
 * scope), revoked or replaced by a password change, or its access token expired. The client refreshes its token and
 * reconnects, or reconnects as a guest when the session is gone (client/src/apollo/createApolloClient.ts). graphql-ws
 * clients retry on it (it is not one of their fatal codes, unlike 4401).
 */
export const SESSION_ENDED_CLOSE_CODE = 4419;

/**
 * The close code for load shed (WebSocket's standard 1013 Try Again Later): too many sockets from the address,
 * operations started faster than the address's budget, or too many connections waiting for their connection_init.
 * graphql-ws clients reconnect after their backoff; the reason says which limit it was.
 */
export const TRY_AGAIN_LATER_CLOSE_CODE = 1013;

/** What one process accepts over WebSocket; every value can be set in the environment (README, Settings). */
export interface WebSocketLimits {
  /** Sockets open at once from one client address (WS_MAX_SOCKETS_PER_ADDRESS). */
  socketsPerAddress: number;
  /** Sockets opened but not yet acknowledged (their connection_init pending or being checked), process-wide (WS_MAX_PENDING_CONNECTIONS). */
  pendingConnections: number;
  /** Operations (subscriptions, queries) running at once on one socket (WS_MAX_OPERATIONS_PER_SOCKET). */
  operationsPerSocket: number;
  /** Operations running at once from one client address, across its sockets (WS_MAX_OPERATIONS_PER_ADDRESS). */
  operationsPerAddress: number;
  /** Operations running at once in the process (WS_MAX_OPERATIONS). */
  operations: number;
  /** Operations one address may start per second, on average (WS_OPERATIONS_PER_ADDRESS_PER_SECOND)... */
  operationRatePerAddress: number;
  /** ...and at once after a quiet while, e.g. a page's reconnect (WS_OPERATIONS_PER_ADDRESS_BURST). */
  operationBurstPerAddress: number;
  /** The largest message a client may send, in bytes; a larger one closes the socket with 1009 (WS_MAX_MESSAGE_BYTES). */
  maxMessageBytes: number;
}

export const DEFAULT_WEBSOCKET_LIMITS: WebSocketLimits = {
  socketsPerAddress: 50,
  pendingConnections: 1_000,
  operationsPerSocket: 100,
  operationsPerAddress: 500,
  operations: 20_000,
  operationRatePerAddress: 20,
  operationBurstPerAddress: 200,
  maxMessageBytes: 64 * 1024,
};

/** The limits from the environment: a positive integer overrides the default, anything else keeps it. */
export function loadWebSocketLimits(env: NodeJS.ProcessEnv): WebSocketLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  };
  const d = DEFAULT_WEBSOCKET_LIMITS;
  return {
    socketsPerAddress: read('WS_MAX_SOCKETS_PER_ADDRESS', d.socketsPerAddress),
    pendingConnections: read('WS_MAX_PENDING_CONNECTIONS', d.pendingConnections),
    operationsPerSocket: read('WS_MAX_OPERATIONS_PER_SOCKET', d.operationsPerSocket),
    operationsPerAddress: read('WS_MAX_OPERATIONS_PER_ADDRESS', d.operationsPerAddress),
    operations: read('WS_MAX_OPERATIONS', d.operations),
    operationRatePerAddress: read('WS_OPERATIONS_PER_ADDRESS_PER_SECOND', d.operationRatePerAddress),
    operationBurstPerAddress: read('WS_OPERATIONS_PER_ADDRESS_BURST', d.operationBurstPerAddress),
    maxMessageBytes: read('WS_MAX_MESSAGE_BYTES', d.maxMessageBytes),
  };
}

/**
 * The client address of a WebSocket upgrade, by the same rule as the rate limits: the HTTP server creates its
 * requests with Express's prototype (http/app.ts), so `ip` is Express's, which reads X-Forwarded-For only when the
 * direct peer is one of TRUSTED_PROXIES.
 */
export function clientAddress(request: IncomingMessage): string {
  let ip: string | undefined;
  try {
    ip = (request as IncomingMessage & { ip?: string }).ip;
  } catch {
    ip = undefined;
  }
  return ip ?? request.socket.remoteAddress ?? 'unknown';
}

/** A socket as http/app.ts hands it over: what the guard needs of a `ws` WebSocket. */
export interface GuardedSocket {
  readonly readyState: number;
  readonly OPEN: number;
  close(code?: number, reason?: string): void;
}

interface SocketState {
  address: string;
  acknowledged: boolean;
  /** Ids of the operations running on the socket (from onSubscribe to onComplete, or the socket's close). */
  operations: Set<string>;
  /** The access token the socket signed in with (connection_init), when it did, and its user and session. */
  token?: string;
  userId?: string;
  sessionId?: string;
  expiry?: NodeJS.Timeout;
  closed: boolean;
}

interface AddressState {
  sockets: number;
  operations: number;
  /** Operation budget (token bucket): tokens left at `at`. */
  tokens: number;
  at: number;
}

/** A refusal: close the socket (with this code and reason), or answer the operation with these errors. */
export type Refusal = { close: { code: number; reason: string } } | { errors: GraphQLError[] };

/**
 * A refused operation's error, made once per text: a flood is answered with the same error object, without a
 * GraphQLError (and its stack trace) per refused message.
 */
const refusals = new Map<string, GraphQLError[]>();
export function tooMany(message: string): GraphQLError[] {
  let errors = refusals.get(message);
  if (!errors) refusals.set(message, (errors = [new GraphQLError(message, { extensions: { code: ErrorCode.TOO_MANY_REQUESTS } })]));
  return errors;
}

/**
 * Bounds what WebSocket clients can make one process hold and do (issue 24): sockets per address and sockets
 * waiting for their connection_init (checked when the socket opens, before any work), operations at once per socket,
 * per address and in all, and the rate at which an address starts operations (checked before an operation is even
 * parsed). A refused socket is closed with TRY_AGAIN_LATER_CLOSE_CODE and a reason; a refused operation gets a
 * TOO_MANY_REQUESTS error (the socket stays), except the rate, which closes the socket: its client backs off and
 * reconnects, where an error would end the subscription for good. Also remembers each socket's sign-in, for the
 * per-event viewer check.
 */
export class WebSocketGuard {
  private readonly sockets = new WeakMap<object, SocketState>();
  /** Signed-in sockets by user and by session, so the sockets of sessions that ended are found at once (sessionsEnded). */
  private readonly byUser = new Map<string, Set<GuardedSocket>>();
  private readonly bySession = new Map<string, Set<GuardedSocket>>();
  private readonly addresses = new Map<string, AddressState>();
  private pending = 0;
  private operations = 0;
  /** The last operation waiting for its turn (turn()). */
  private lane: Promise<void> = Promise.resolve();

  constructor(
    readonly limits: WebSocketLimits = DEFAULT_WEBSOCKET_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A socket just opened (the upgrade is done, nothing read yet): counted, or a refusal (close it). */
  opened(socket: object, address: string): Refusal | null {
    const place = this.addresses.get(address);
    if (place && place.sockets >= this.limits.socketsPerAddress) {
      return { close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketTooManyAddressSockets } };
    }
    if (this.pending >= this.limits.pendingConnections) {
      return { close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketServerBusy } };
    }
    const state = this.addressState(address);
    state.sockets++;
    this.pending++;
    this.sockets.set(socket, { address, acknowledged: false, operations: new Set(), closed: false });
    return null;
  }

  /**
   * The socket's connection_init was accepted: no longer pending. When it signed in, remembers its token and user,
   * and closes it with SESSION_ENDED_CLOSE_CODE when the token expires.
   */
  acknowledged(socket: GuardedSocket, signedIn?: { token: string; userId: string; sessionId: string }): void {
    const state = this.sockets.get(socket);
    if (!state || state.closed) return;
    if (!state.acknowledged) this.pending--;
    state.acknowledged = true;
    if (!signedIn) return;
    state.token = signedIn.token;
    state.userId = signedIn.userId;
    state.sessionId = signedIn.sessionId;
    addTo(this.byUser, signedIn.userId, socket);
    addTo(this.bySession, signedIn.sessionId, socket);
    const expiresAt = tokenExpiry(signedIn.token);
    if (expiresAt !== undefined) {
      // setTimeout takes at most 2^31-1 ms; a later expiry is re-checked on every event anyway.
      const wait = Math.min(Math.max(0, expiresAt - this.now()), 2 ** 31 - 1);
      state.expiry = setTimeout(() => endSession(socket), wait);
      state.expiry.unref();
    }
  }

  /**
   * Sessions ended (a sign-out of one session or of every session of a user but one, a password change; heard from
   * every process through the event bus): their sockets are closed with SESSION_ENDED_CLOSE_CODE now, not at their
   * next event.
   */
  sessionsEnded(ended: { sessionId: string } | { userId: string; exceptSessionId?: string }): void {
    const sockets = 'userId' in ended ? this.byUser.get(ended.userId) : this.bySession.get(ended.sessionId);
    for (const socket of [...(sockets ?? [])]) {
      if ('userId' in ended && this.sockets.get(socket)?.sessionId === ended.exceptSessionId) continue;
      endSession(socket);
    }
  }

  /** The socket's sign-in (token and user), when it signed in. */
  signIn(socket: object): { token: string; userId: string } | undefined {
    const state = this.sockets.get(socket);
    return state?.token && state.userId ? { token: state.token, userId: state.userId } : undefined;
  }

  /**
   * An operation is about to be checked and run: counted, or a refusal. The rate is spent first, so a flood of
   * operations costs a few map lookups each, never a parse.
   */
  startOperation(socket: GuardedSocket, id: string): Refusal | null {
    const state = this.sockets.get(socket);
    if (!state || state.closed || socket.readyState !== socket.OPEN) return { errors: tooMany(Messages.websocketServerBusy) };
    const place = this.addressState(state.address);
    const now = this.now();
    place.tokens = Math.min(this.limits.operationBurstPerAddress, place.tokens + ((now - place.at) / 1000) * this.limits.operationRatePerAddress);
    place.at = now;
    if (place.tokens < 1) return { close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketOperationRate } };
    place.tokens -= 1;
    if (state.operations.size >= this.limits.operationsPerSocket) {
      return { errors: tooMany(Messages.websocketTooManyOperations.replace('{max}', String(this.limits.operationsPerSocket))) };
    }
    if (place.operations >= this.limits.operationsPerAddress) return { errors: tooMany(Messages.websocketTooManyAddressOperations) };
    if (this.operations >= this.limits.operations) return { errors: tooMany(Messages.websocketServerBusy) };
    state.operations.add(id);
    place.operations++;
    this.operations++;
    return null;
  }

  /**
   * Resolves in a turn of the event loop of its own, after every earlier caller's: operations are checked one per
   * turn, so I/O (other requests, /healthz) runs between any two. setImmediate alone would not do: every callback
   * queued before a loop's check phase runs in that one phase.
   */
  turn(): Promise<void> {
    const turn = this.lane.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    this.lane = turn;
    return turn;
  }

  /** The operation ended (completed, refused after it was counted, or its socket closed): uncounted, once. */
  endOperation(socket: object, id: string): void {
    const state = this.sockets.get(socket);
    if (!state || !state.operations.delete(id)) return;
    const place = this.addresses.get(state.address);
    if (place) place.operations--;
    this.operations--;
  }

  /** The socket closed: everything it held is given back. */
  closed(socket: object): void {
    const state = this.sockets.get(socket);
    if (!state || state.closed) return;
    for (const id of [...state.operations]) this.endOperation(socket, id);
    state.closed = true;
    if (state.expiry) clearTimeout(state.expiry);
    if (state.userId) removeFrom(this.byUser, state.userId, socket as GuardedSocket);
    if (state.sessionId) removeFrom(this.bySession, state.sessionId, socket as GuardedSocket);
    if (!state.acknowledged) this.pending--;
    const place = this.addresses.get(state.address);
    if (place) place.sockets--;
    this.prune(state.address);
  }

  /** What the process holds now (tests and the flood bench). */
  stats(): { pending: number; operations: number; addresses: number } {
    return { pending: this.pending, operations: this.operations, addresses: this.addresses.size };
  }

  private addressState(address: string): AddressState {
    let state = this.addresses.get(address);
    if (!state) {
      state = { sockets: 0, operations: 0, tokens: this.limits.operationBurstPerAddress, at: this.now() };
      this.addresses.set(address, state);
    }
    return state;
  }

  /** Forgets an address holding nothing, once its budget is full again (forgetting it sooner would refill it). */
  private prune(address: string): void {
    const state = this.addresses.get(address);
    if (!state || state.sockets > 0 || state.operations > 0) return;
    const refilled = state.tokens + ((this.now() - state.at) / 1000) * this.limits.operationRatePerAddress;
    if (refilled >= this.limits.operationBurstPerAddress) {
      this.addresses.delete(address);
      return;
    }
    const wait = ((this.limits.operationBurstPerAddress - refilled) / this.limits.operationRatePerAddress) * 1000;
    setTimeout(() => this.prune(address), Math.ceil(wait) + 1).unref();
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let values = map.get(key);
  if (!values) map.set(key, (values = new Set()));
  values.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const values = map.get(key);
  values?.delete(value);
  if (values?.size === 0) map.delete(key);
}

/** Closes a socket whose sign-in ended, with the code the client answers by re-authenticating. */
export function endSession(socket: GuardedSocket): void {
  if (socket.readyState === socket.OPEN) socket.close(SESSION_ENDED_CLOSE_CODE, Messages.websocketSessionEnded);
}

/** The `exp` of an access token (already verified by the viewer resolver), in ms since the epoch. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' && Number.isFinite(payload.exp) ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A signed-in subscription's events, each delivered only while its viewer still is: before every event,
 * `stillSignedIn` re-checks the socket's token (its signature and expiry, and that its session is still signed in:
 * the auth service answers from its session cache, which every sign-out empties in every process). When it is not,
 * the event is dropped and the socket closed with SESSION_ENDED_CLOSE_CODE (its client re-authenticates and
 * resubscribes); a check that fails (the database unreachable) drops the event and closes with TRY_AGAIN_LATER.
 */
export function whileSignedIn<T>(events: AsyncIterable<T>, socket: GuardedSocket, stillSignedIn: () => Promise<boolean>): AsyncIterableIterator<T> {
  const check = sessionRecheck(socket, stillSignedIn);
  // Not the end of the stream when signed out: ending it would tell the client the subscription completed, and it
  // would not subscribe again after re-authenticating. The socket's close ends it.
  return mapEvents(events[Symbol.asyncIterator](), async (event) => ((await check()) ? event : SKIP_EVENT));
}

/**
 * The per-event session check of whileSignedIn, for a subscription that asks it itself before reading an event (the
 * live seam, core/live.ts: every subscriber of an event asks in the same tick, so their sessions are read in one
 * batch). false when the sign-in ended (the socket is then closed with SESSION_ENDED_CLOSE_CODE) or the check failed
 * (closed with TRY_AGAIN_LATER).
 */
export function sessionRecheck(socket: GuardedSocket, stillSignedIn: () => Promise<boolean>): () => Promise<boolean> {
  return async () => {
    let live: boolean;
    try {
      live = await stillSignedIn();
    } catch (error) {
      console.error('[graphql-ws] could not re-check a subscriber\'s session:', error);
      if (socket.readyState === socket.OPEN) socket.close(TRY_AGAIN_LATER_CLOSE_CODE, Messages.websocketServerBusy);
      return false;
    }
    if (!live) endSession(socket);
    return live;
  };
}
