import type { ApolloCache } from '@apollo/client';
import type { ModerationQueueChangedSubscription, ModerationQueue_ReportFragment } from '../../gql/graphql';
import { ModerationQueueDocument } from '../../gql/graphql';

type QueueEvent = ModerationQueueChangedSubscription['moderationQueueChanged'];

/** Takes report `reportId` out of the cached queue of `organizerId` (null: the site queue), whatever pages are loaded. */
export function removeFromQueue(cache: ApolloCache, organizerId: string | null, reportId: string): void {
  cache.updateQuery({ query: ModerationQueueDocument, variables: { organizerId } }, (data) =>
    data
      ? { ...data, moderationQueue: { ...data.moderationQueue, edges: data.moderationQueue.edges.filter((e) => e.node.id !== reportId) } }
      : data,
  );
}

/**
 * Merges a live queue event into the cached queue: a new open report joins it (oldest first, once) when the last page
 * is loaded (otherwise it comes with Load More, being the newest), a resolved one leaves it. Nothing is fetched again.
 */
export function applyQueueEvent(cache: ApolloCache, organizerId: string | null, event: QueueEvent | null | undefined): void {
  if (!event) return;
  const report: ModerationQueue_ReportFragment = event.report;
  if (event.kind === 'RESOLVED' || report.status === 'RESOLVED') {
    removeFromQueue(cache, organizerId, report.id);
    return;
  }
  cache.updateQuery({ query: ModerationQueueDocument, variables: { organizerId } }, (data) => {
    const queue = data?.moderationQueue;
    if (!queue || queue.pageInfo.hasNextPage || queue.edges.some((e) => e.node.id === report.id)) return data;
    // The live report has no server cursor: Load More never starts after it (there is no next page while it is shown).
    const edge = { __typename: 'ModerationReportEdge' as const, cursor: `live:${report.id}`, node: report };
    const edges = [...queue.edges, edge].sort((a, b) => a.node.createdAt.localeCompare(b.node.createdAt));
    return { ...data, moderationQueue: { ...queue, edges } };
  });
}
