import { createEventBus, type EventBus } from './pubsub';

/** The contract every bus must keep; Redis is exercised when REDIS_URL is set (CI sets it). */
const buses: Array<[string, () => [EventBus, EventBus]]> = [
  ['in memory', () => { const bus = createEventBus(); return [bus, bus]; }],
];
if (process.env.REDIS_URL) {
  // Two buses stand for two server processes behind a load balancer.
  buses.push(['Redis, across two processes', () => [createEventBus(process.env.REDIS_URL), createEventBus(process.env.REDIS_URL)]]);
}

describe.each(buses)('event bus (%s)', (_name, make) => {
  let publisher: EventBus;
  let subscriber: EventBus;
  beforeEach(() => ([publisher, subscriber] = make()));
  afterEach(async () => {
    await publisher.close();
    if (subscriber !== publisher) await subscriber.close();
  });

  it('delivers an event only to subscribers of its topic, in order', async () => {
    const topic = `test:${Math.random()}`;
    const iterator = subscriber.subscribe<{ n: number }>(topic);
    const received: number[] = [];
    const reading = (async () => {
      for await (const event of { [Symbol.asyncIterator]: () => iterator }) {
        received.push(event.n);
        if (received.length === 2) break;
      }
    })();
    // Redis subscribes asynchronously; give it a moment before publishing.
    await new Promise((r) => setTimeout(r, 150));
    await publisher.publish(`${topic}:other`, { n: -1 });
    await publisher.publish(topic, { n: 1 });
    await publisher.publish(topic, { n: 2 });
    await reading;
    expect(received).toEqual([1, 2]);
  });
});
