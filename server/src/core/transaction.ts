import type { EntityManager } from 'typeorm';
import type { RequestContext } from './context';
import { notifyDomainEventObservers } from './domain-events';
import { AppError, isUniqueViolation } from './errors';

/**
 * Runs `work` in one database transaction. Nested calls join the outer transaction. The inner context's
 * loaders are fresh and bound to the transaction's manager, so reads inside see the transaction's writes and
 * never wait on another connection (on the embedded database every connection shares one backend).
 * Events published inside are delivered only after commit, and never after a rollback; jobs enqueued inside wake the
 * job worker after commit.
 */
export async function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  if (ctx.pendingEvents) return work(ctx);
  const pendingEvents: Array<{ topic: string; payload: unknown }> = [];
  let transaction: EntityManager | undefined;
  const result = await ctx.app.dataSource.transaction((manager) => {
    transaction = manager;
    return work({ ...ctx, db: manager, loaders: ctx.app.createLoaders(manager), pendingEvents });
  });
  ctx.app.jobs.afterCommit(transaction!);
  for (const event of pendingEvents) await ctx.app.events.publish(event.topic, event.payload);
  return result;
}

/**
 * Creates a row whose name is unique (a team, organizer, ladder or tournament) with what comes with it, in one
 * transaction: a request that loses the race for the name (a unique violation) gets the CONFLICT `nameTaken`.
 */
export async function createWithUniqueName<T>(ctx: RequestContext, nameTaken: string, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(ctx, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(nameTaken);
    throw error;
  }
}

/** Publishes a domain event now, or after commit when inside a transaction. */
export async function publishEvent(ctx: RequestContext, topic: string, payload: unknown): Promise<void> {
  await notifyDomainEventObservers(ctx, { name: topic, payload }); // in the transaction: an outbox row commits with the write
  if (ctx.pendingEvents) ctx.pendingEvents.push({ topic, payload });
  else await ctx.app.events.publish(topic, payload);
}
