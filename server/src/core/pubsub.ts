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
  if (!redisUrl) return new EngineEventBus(new PubSub());
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const engine = new RedisPubSub({ publisher, subscriber });
  return new EngineEventBus(engine, async () => {
    await engine.close();
  });
}
