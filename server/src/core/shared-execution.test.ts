import { GraphQLBoolean, GraphQLInt, GraphQLObjectType, GraphQLSchema, parse, type ExecutionResult } from 'graphql';
import { PubSub } from 'graphql-subscriptions';
import { isSharedResult, rememberDocumentText, subscribeShared } from './shared-execution';

/** One execution per event for subscribers with the same operation, variables and viewer, and which results are shared. */
describe('subscribeShared', () => {
  const pubsub = new PubSub();
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        tick: {
          type: GraphQLInt,
          subscribe: () => pubsub.asyncIterableIterator('tick'),
          resolve: (event: { n: number }) => event.n,
        },
      },
    }),
  });
  const text = 'subscription { tick }';
  const subscriber = async (viewer: string | null, eventId: string) => {
    const document = parse(text);
    rememberDocumentText(document, text);
    const stream = (await subscribeShared({
      schema,
      document,
      contextValue: { viewer: viewer ? { userId: viewer } : null, sharedEventId: eventId },
    })) as AsyncIterableIterator<ExecutionResult>;
    return stream;
  };

  it('hands one result object to every subscriber of an event with the same operation and viewer, marked shared', async () => {
    const streams = await Promise.all([subscriber(null, 'e1'), subscriber(null, 'e1'), subscriber(null, 'e1')]);
    const next = Promise.all(streams.map((stream) => stream.next()));
    await pubsub.publish('tick', { n: 7 });
    const results = (await next).map((r) => r.value as ExecutionResult);
    expect(results[0]).toEqual({ data: { tick: 7 } });
    expect(results[1]).toBe(results[0]);
    expect(results[2]).toBe(results[0]);
    expect(isSharedResult(results[0])).toBe(true);
    await Promise.all(streams.map((stream) => stream.return?.()));
  });

  it("leaves a result unshared when it went to one subscriber only (another viewer's, or an event of its own)", async () => {
    const [mine, theirs] = await Promise.all([subscriber('u1', 'e2'), subscriber('u2', 'e2')]);
    const next = Promise.all([mine.next(), theirs.next()]);
    await pubsub.publish('tick', { n: 8 });
    const [a, b] = (await next).map((r) => r.value as ExecutionResult);
    expect(a).toEqual({ data: { tick: 8 } });
    expect(b).toEqual({ data: { tick: 8 } });
    expect(b).not.toBe(a);
    expect(isSharedResult(a)).toBe(false);
    expect(isSharedResult(b)).toBe(false);
    await Promise.all([mine.return?.(), theirs.return?.()]);
  });
});
