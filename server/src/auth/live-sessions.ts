import type { EventBus } from '../core/pubsub';

/** The topic on which every process hears that sessions ended (signed out, revoked, replaced by a new password). */
export const SESSIONS_ENDED_TOPIC = 'auth.sessionsEnded';

/** Which sessions ended: one session, or every session of a user (but one, when `exceptSessionId` is given). */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

interface KnownSession {
  userId: string;
  /** Until when the answer may be reused (ms since the epoch): a short while, never past the session's not_after. */
  until: number;
}

/**
 * Sessions this process recently found signed in, so a signed-in request costs no statement to check its session.
 * A sign-out anywhere forgets them at once: locally, and in every other process through the event bus (Redis when
 * several processes serve the app). An answer is kept at most `ttlMs`, which bounds what a lost message could cost.
 */
export class LiveSessions {
  private readonly known = new Map<string, KnownSession>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly listening?: AsyncIterableIterator<EndedSessions>;

  constructor(
    private readonly events?: EventBus,
    private readonly ttlMs = 10_000,
    private readonly maxSessions = 50_000,
  ) {
    if (events) {
      this.listening = events.subscribe<EndedSessions>(SESSIONS_ENDED_TOPIC);
      void this.listen(this.listening);
    }
  }

  private async listen(messages: AsyncIterableIterator<EndedSessions>) {
    try {
      for await (const ended of messages) this.forget(ended);
    } catch (error) {
      console.error('[auth] the sessions-ended stream failed:', error);
    }
  }

  /** True when the session was found signed in (for this user) within the last while. */
  isLive(sessionId: string, userId: string, now = Date.now()): boolean {
    const session = this.known.get(sessionId);
    if (!session) return false;
    if (session.until <= now || session.userId !== userId) {
      this.drop(sessionId);
      return false;
    }
    return true;
  }

  /** Remembers a session the database just found signed in (until `notAfter` at the latest). */
  remember(sessionId: string, userId: string, notAfter: Date | null, now = Date.now()): void {
    if (this.known.size >= this.maxSessions) this.drop(this.known.keys().next().value!);
    this.known.set(sessionId, { userId, until: Math.min(now + this.ttlMs, notAfter ? notAfter.getTime() : Infinity) });
    const sessions = this.byUser.get(userId) ?? new Set<string>();
    sessions.add(sessionId);
    this.byUser.set(userId, sessions);
  }

  /**
   * Called after the sessions' rows are gone (the transaction committed): this process forgets them now, the others
   * when the message reaches them.
   */
  async ended(ended: EndedSessions): Promise<void> {
    this.forget(ended);
    // The rows are gone already: a sign-out succeeds even with Redis down (the others then forget within the TTL).
    await this.events?.publish(SESSIONS_ENDED_TOPIC, ended).catch((error: unknown) => {
      console.error('[auth] could not tell the other processes that sessions ended:', error);
    });
  }

  private forget(ended: EndedSessions) {
    if ('sessionId' in ended) return this.drop(ended.sessionId);
    for (const sessionId of [...(this.byUser.get(ended.userId) ?? [])]) {
      if (sessionId !== ended.exceptSessionId) this.drop(sessionId);
    }
  }

  private drop(sessionId: string) {
    const session = this.known.get(sessionId);
    if (!session) return;
    this.known.delete(sessionId);
    const sessions = this.byUser.get(session.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(session.userId);
  }

  /** Stops listening (before the event bus closes; a bus already closed has nothing left to stop). */
  async close(): Promise<void> {
    try {
      await this.listening?.return?.();
    } catch {
      // The bus is gone already: nothing is listening any more.
    }
  }
}

/**
 * Access tokens whose signature and claims already verified, so a token is verified once, not on every request:
 * keyed by the whole token text, so nothing but the very same token hits. A token is kept until its `exp`; the
 * oldest go first past `max`.
 */
export class VerifiedTokens<T extends { exp?: number }> {
  private readonly tokens = new Map<string, T>();

  constructor(private readonly max = 10_000) {}

  get(token: string, now = Date.now()): T | undefined {
    const payload = this.tokens.get(token);
    if (payload && (payload.exp ?? 0) * 1000 > now) return payload;
    if (payload) this.tokens.delete(token);
    return undefined;
  }

  set(token: string, payload: T): void {
    if (this.tokens.size >= this.max) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, payload);
  }
}
