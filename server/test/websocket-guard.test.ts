import { Messages } from '../src/core/messages';
import { DEFAULT_WEBSOCKET_LIMITS, loadWebSocketLimits, tokenExpiry, TRY_AGAIN_LATER_CLOSE_CODE, WebSocketGuard, type WebSocketLimits } from '../src/graphql/websocket';

/** A socket as the guard sees it: open until closed. */
function socket() {
  const s = { readyState: 1, OPEN: 1, closedWith: undefined as undefined | [number, string], close: (code: number, reason: string) => ((s.closedWith = [code, reason]), (s.readyState = 2)) };
  return s;
}

const limits = (overrides: Partial<WebSocketLimits>): WebSocketLimits => ({ ...DEFAULT_WEBSOCKET_LIMITS, ...overrides });

describe('WebSocketGuard', () => {
  it('gives back every socket, operation and pending slot once, however often it is told', () => {
    const guard = new WebSocketGuard(limits({ socketsPerAddress: 1, pendingConnections: 1 }));
    const a = socket();
    expect(guard.opened(a, '198.51.100.1')).toBeNull();
    expect(guard.opened(socket(), '198.51.100.2')).toEqual({ close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketServerBusy } });
    guard.acknowledged(a);
    expect(guard.opened(socket(), '198.51.100.1')).toEqual({ close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketTooManyAddressSockets } });
    expect(guard.startOperation(a, '1')).toBeNull();
    expect(guard.startOperation(a, '2')).toBeNull();
    guard.endOperation(a, '1');
    guard.endOperation(a, '1');
    expect(guard.stats()).toMatchObject({ pending: 0, operations: 1 });
    guard.closed(a);
    guard.closed(a);
    guard.endOperation(a, '2');
    expect(guard.stats()).toMatchObject({ pending: 0, operations: 0 });
    expect(guard.opened(socket(), '198.51.100.1')).toBeNull();
  });

  it("spends an address's operation budget across its sockets and refills it at its rate", () => {
    let now = 0;
    const guard = new WebSocketGuard(limits({ operationBurstPerAddress: 3, operationRatePerAddress: 2 }), () => now);
    const [a, b] = [socket(), socket()];
    guard.opened(a, 'x');
    guard.opened(b, 'x');
    expect([guard.startOperation(a, '1'), guard.startOperation(b, '1'), guard.startOperation(a, '2')]).toEqual([null, null, null]);
    expect(guard.startOperation(b, '2')).toEqual({ close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketOperationRate } });
    now += 500; // one operation's worth at 2 a second
    expect(guard.startOperation(b, '3')).toBeNull();
    expect(guard.startOperation(b, '4')).toEqual({ close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketOperationRate } });
    // Another address has its own budget.
    const c = socket();
    guard.opened(c, 'y');
    expect(guard.startOperation(c, '1')).toBeNull();
  });

  it('does not refill an address by forgetting it: a spent address that closes all its sockets is remembered until refilled', () => {
    let now = 0;
    const guard = new WebSocketGuard(limits({ operationBurstPerAddress: 2, operationRatePerAddress: 1 }), () => now);
    const a = socket();
    guard.opened(a, 'x');
    guard.startOperation(a, '1');
    guard.startOperation(a, '2');
    guard.closed(a);
    const b = socket();
    guard.opened(b, 'x');
    expect(guard.startOperation(b, '1')).toEqual({ close: { code: TRY_AGAIN_LATER_CLOSE_CODE, reason: Messages.websocketOperationRate } });
    guard.closed(b);
    now += 2_000;
    const c = socket();
    guard.opened(c, 'x');
    expect(guard.startOperation(c, '1')).toBeNull();
  });

  it('refuses operations on a closed socket, and counts per socket, per address and in all', () => {
    const guard = new WebSocketGuard(limits({ operationsPerSocket: 1, operationsPerAddress: 2, operations: 3 }));
    const [a, b, c, d] = [socket(), socket(), socket(), socket()];
    guard.opened(a, 'x');
    guard.opened(b, 'x');
    guard.opened(c, 'y');
    guard.opened(d, 'z');
    expect(guard.startOperation(a, '1')).toBeNull();
    expect(guard.startOperation(a, '2')).toEqual({ errors: [expect.objectContaining({ message: 'At most 1 operations at once per connection.', extensions: { code: 'TOO_MANY_REQUESTS' } })] });
    expect(guard.startOperation(b, '1')).toBeNull();
    const bSecond = guard.startOperation(b, '2');
    expect(bSecond).toEqual({ errors: [expect.objectContaining({ message: 'At most 1 operations at once per connection.' })] });
    const e = socket();
    guard.opened(e, 'x');
    expect(guard.startOperation(e, '1')).toEqual({ errors: [expect.objectContaining({ message: Messages.websocketTooManyAddressOperations, extensions: { code: 'TOO_MANY_REQUESTS' } })] });
    expect(guard.startOperation(c, '1')).toBeNull();
    expect(guard.startOperation(d, '1')).toEqual({ errors: [expect.objectContaining({ message: Messages.websocketServerBusy, extensions: { code: 'TOO_MANY_REQUESTS' } })] });
    d.close(1000, '');
    expect(guard.startOperation(d, '2')).toEqual({ errors: [expect.objectContaining({ message: Messages.websocketServerBusy })] });
  });

  it('closes with 4419 the signed-in sockets of the sessions that ended, and no other', () => {
    const guard = new WebSocketGuard();
    const open = (userId: string, sessionId: string) => {
      const s = socket();
      guard.opened(s, 'x');
      guard.acknowledged(s, { token: 'not.a.token', userId, sessionId });
      return s;
    };
    const [a1, a1b, a2, b1] = [open('a', 'a1'), open('a', 'a1'), open('a', 'a2'), open('b', 'b1')];
    const anonymous = socket();
    guard.opened(anonymous, 'x');
    guard.acknowledged(anonymous);
    guard.sessionsEnded({ sessionId: 'a1' });
    expect([a1, a1b, a2, b1, anonymous].map((s) => s.closedWith?.[0])).toEqual([4419, 4419, undefined, undefined, undefined]);
    expect(a1.closedWith).toEqual([4419, Messages.websocketSessionEnded]);
    const a3 = open('a', 'a3');
    guard.sessionsEnded({ userId: 'a', exceptSessionId: 'a3' });
    expect([a2, a3, b1].map((s) => s.closedWith?.[0])).toEqual([4419, undefined, undefined]);
  });

  it('reads its limits from the environment, keeping the default for anything but a positive integer', () => {
    expect(loadWebSocketLimits({ WS_MAX_SOCKETS_PER_ADDRESS: '7', WS_MAX_OPERATIONS: '0', WS_MAX_MESSAGE_BYTES: 'lots' })).toEqual({ ...DEFAULT_WEBSOCKET_LIMITS, socketsPerAddress: 7 });
  });

  it("reads an access token's expiry, and nothing from a malformed one", () => {
    const payload = Buffer.from(JSON.stringify({ exp: 1_800_000_000 })).toString('base64url');
    expect(tokenExpiry(`x.${payload}.y`)).toBe(1_800_000_000_000);
    expect(tokenExpiry('not-a-token')).toBeUndefined();
  });
});
