import type { RequestContext } from './context';

/**
 * A domain event as seen inside the writing transaction: a pub/sub publish (`name` is its topic) or an event recorded
 * only for observers (`recordDomainEvent`). Observers run in that transaction, so what they write (an outbox row, a
 * job) exists iff the domain write commits.
 */
export interface DomainEvent {
  name: string;
  payload: unknown;
}

export type DomainEventObserver = (ctx: RequestContext, event: DomainEvent) => Promise<void>;

const observers: DomainEventObserver[] = [];

/** The composition root registers the observers (core knows no domain: e.g. the webhooks outbox). */
export function observeDomainEvents(observer: DomainEventObserver): void {
  if (!observers.includes(observer)) observers.push(observer);
}

/** Runs every observer on one event, in the caller's transaction. */
export async function notifyDomainEventObservers(ctx: RequestContext, event: DomainEvent): Promise<void> {
  for (const observer of observers) await observer(ctx, event);
}

/** An event that goes to no live subscriber, only to the observers (an entry's decision, a match scheduled). */
export function recordDomainEvent(ctx: RequestContext, name: string, payload: unknown): Promise<void> {
  return notifyDomainEventObservers(ctx, { name, payload });
}
