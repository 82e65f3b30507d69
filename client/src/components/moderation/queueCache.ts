import type { ApolloCache } from '@apollo/client';
import type { ModerationQueueChangedSubscription, ModerationQueue_ReportFragment } from '../../gql/graphql';
import { ModerationQueueDocument } from '../../gql/graphql';

type QueueEvent = ModerationQueueChangedSubscription['moderationQueueChanged'];

/** Takes report `reportId` out of the cached queue of `organizerId` (null: the site queue). */
export function removeFromQueue(cache: ApolloCache, organizerId: string | null, reportId: string): void {
  cache.updateQuery({ query: ModerationQueueDocument, variables: { organizerId } }, (data) =>
    data ? { ...data, moderationQueue: data.moderationQueue.filter((r) => r.id !== reportId) } : data,
  );
}

/**
 * Merges a live queue event into the cached queue: a new open report joins it (oldest first, once), a resolved one
 * leaves it. Nothing is fetched again.
 */
export function applyQueueEvent(cache: ApolloCache, organizerId: string | null, event: QueueEvent | null | undefined): void {
  if (!event) return;
  const report: ModerationQueue_ReportFragment = event.report;
  if (event.kind === 'RESOLVED' || report.status === 'RESOLVED') {
    removeFromQueue(cache, organizerId, report.id);
    return;
  }
  cache.updateQuery({ query: ModerationQueueDocument, variables: { organizerId } }, (data) => {
    if (!data || data.moderationQueue.some((r) => r.id === report.id)) return data;
    const queue = [...data.moderationQueue, report].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { ...data, moderationQueue: queue };
  });
}
