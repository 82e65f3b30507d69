import { createEventBus } from '../core/pubsub';
import { LiveSessions, VerifiedTokens } from './live-sessions';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('LiveSessions: signed-in answers kept briefly, forgotten on sign-out', () => {
  it('keeps an answer for its user until the time to live or the session not_after, whichever is first', () => {
    const sessions = new LiveSessions(undefined, 10_000);
    sessions.remember('s1', 'u1', null, 1_000);
    expect(sessions.isLive('s1', 'u1', 5_000)).toBe(true);
    expect(sessions.isLive('s1', 'someone-else', 5_000)).toBe(false);
    sessions.remember('s1', 'u1', null, 1_000);
    expect(sessions.isLive('s1', 'u1', 11_000)).toBe(false);
    sessions.remember('s2', 'u1', new Date(3_000), 1_000);
    expect(sessions.isLive('s2', 'u1', 2_999)).toBe(true);
    expect(sessions.isLive('s2', 'u1', 3_000)).toBe(false);
  });

  it('forgets one session, all of a user, or all but one, in this process and in another on the same bus', async () => {
    const bus = createEventBus();
    const here = new LiveSessions(bus);
    const there = new LiveSessions(bus);
    for (const sessions of [here, there]) for (const id of ['a', 'b', 'c']) sessions.remember(id, 'u1', null);
    for (const sessions of [here, there]) sessions.remember('d', 'u2', null);

    await here.ended({ sessionId: 'a' });
    await tick();
    for (const sessions of [here, there]) expect(['a', 'b', 'c'].map((id) => sessions.isLive(id, 'u1'))).toEqual([false, true, true]);

    await here.ended({ userId: 'u1', exceptSessionId: 'c' });
    await tick();
    for (const sessions of [here, there]) expect(['b', 'c'].map((id) => sessions.isLive(id, 'u1'))).toEqual([false, true]);

    await there.ended({ userId: 'u1' });
    await tick();
    for (const sessions of [here, there]) {
      expect(sessions.isLive('c', 'u1')).toBe(false);
      expect(sessions.isLive('d', 'u2')).toBe(true);
    }
    await Promise.all([here.close(), there.close(), bus.close()]);
  });

  it('holds at most its bound, dropping the oldest', () => {
    const sessions = new LiveSessions(undefined, 10_000, 2);
    sessions.remember('a', 'u', null);
    sessions.remember('b', 'u', null);
    sessions.remember('c', 'u', null);
    expect(['a', 'b', 'c'].map((id) => sessions.isLive(id, 'u'))).toEqual([false, true, true]);
  });
});

describe('VerifiedTokens', () => {
  it('answers only for the very same token, until its exp, and holds at most its bound', () => {
    const tokens = new VerifiedTokens<{ exp: number; sub: string }>(2);
    tokens.set('t1', { exp: 100, sub: 'u1' });
    expect(tokens.get('t1', 99_000)).toEqual({ exp: 100, sub: 'u1' });
    expect(tokens.get('t1 ', 99_000)).toBeUndefined();
    expect(tokens.get('t1', 100_000)).toBeUndefined();
    tokens.set('t2', { exp: 200, sub: 'u2' });
    tokens.set('t3', { exp: 200, sub: 'u3' });
    tokens.set('t4', { exp: 200, sub: 'u4' });
    expect(['t2', 't3', 't4'].map((t) => tokens.get(t, 0)?.sub)).toEqual([undefined, 'u3', 'u4']);
  });
});
