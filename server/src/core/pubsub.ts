import { EventEmitter } from 'node:events';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';

/**
 * The one pub/sub seam every subscription goes through. In memory for a single process;
 * through Redis when REDIS_URL is set, so several processes behind a load balancer serve one live page.
 */
export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  subscribe<T>(topics: string | readonly string[]): AsyncIterableIterator<T>;
  close(): Promise<void>;
}

class EngineEventBus implements EventBus {
  constructor(
    private readonly engine: PubSubEngine,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}
  publish(topic: string, payload: unknown) {
    return this.engine.publish(topic, payload);
  }
  subscribe<T>(topics: string | readonly string[]) {
    return this.engine.asyncIterableIterator<T>(topics as string | string[]);
  }
  close() {
    return this.onClose();
  }
}

export function createEventBus(redisUrl?: string): EventBus {
  // One listener per subscriber on a topic: a live match page has thousands, which is no leak.
  if (!redisUrl) return new EngineEventBus(new PubSub({ eventEmitter: new EventEmitter().setMaxListeners(0) }));
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const engine = new RedisPubSub({ publisher, subscriber });
  return new EngineEventBus(engine, async () => {
    await engine.close();
  });
}

/** Returned by a mapEvents mapper to drop one event and keep the stream open. */
export const SKIP_EVENT: unique symbol = Symbol('skip event');

/**
 * Maps a source stream, one event at a time; `map` returns undefined to end the stream.
 * A hand-written iterator rather than an async generator: `return()` must reach the source at once (so the
 * pub/sub subscription is dropped when the client unsubscribes), even while a `next()` is waiting for an event.
 */
export function mapEvents<T, U>(source: AsyncIterator<T>, map: (value: T) => Promise<U | undefined | typeof SKIP_EVENT>): AsyncIterableIterator<U> {
  let done = false;
  const finish = async (): Promise<IteratorResult<U>> => {
    if (!done) {
      done = true;
      await source.return?.();
    }
    return { done: true, value: undefined };
  };
  return {
    async next() {
      if (done) return { done: true, value: undefined };
      for (;;) {
        const result = await source.next();
        if (result.done || done) return finish();
        const value = await map(result.value);
        if (value === SKIP_EVENT) continue;
        return value === undefined ? finish() : { done: false, value };
      }
    },
    return: finish,
    async throw(error: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
