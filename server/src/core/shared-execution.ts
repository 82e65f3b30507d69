import { createHash } from 'node:crypto';
import { createSourceEventStream, execute, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { RequestContext } from './context';
import { mapEvents } from './pubsub';

/** How long an event's shared results live: long enough for every subscriber to receive it. */
const SHARED_RESULT_TTL_MS = 10_000;

/** The query text of each subscription's document, as the client sent it (set by the WebSocket server). */
const documentTexts = new WeakMap<DocumentNode, string>();
/** Per event id: per (query, operation, variables, viewer), the one execution of that event. */
const resultsByEvent = new Map<string, Map<string, Promise<ExecutionResult> | ExecutionResult>>();
/** Results handed to more than one subscriber (worth serializing once for all of them: graphql/serialized-once.ts). */
const sharedResults = new WeakSet<object>();

/** Whether this result of a subscription event went to more than one subscriber. */
export function isSharedResult(result: object): boolean {
  return sharedResults.has(result);
}

/** Names a parsed document by its query text, so identical subscriptions from different sockets can be matched. */
export function rememberDocumentText(document: DocumentNode, text: string): void {
  documentTexts.set(document, text);
}

/**
 * graphql-js `subscribe`, except that an event read through shared loaders (ctx.sharedEventId, set by
 * useSharedEventLoaders) is executed once per distinct (query text, operation, variables, viewer) and that result is
 * sent to every such subscriber: a comment to 5,000 anonymous wall watchers runs one execution, not 5,000. Per-viewer
 * fields stay per viewer (the viewer is in the key); an event on fresh loaders is executed per subscriber as before.
 */
export async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
  const ctx = args.contextValue as RequestContext | undefined;
  const text = documentTexts.get(args.document);
  // A digest, not the text itself: each of thousands of subscriptions keeps its key for as long as it lives.
  const subscriptionKey =
    text === undefined
      ? undefined
      : createHash('sha256')
          .update(JSON.stringify([text, args.operationName ?? null, args.variableValues ?? null, ctx?.viewer?.userId ?? null]))
          .digest('base64');
  return mapEvents(stream[Symbol.asyncIterator](), async (event) => {
    const eventId = ctx?.sharedEventId;
    if (!eventId || subscriptionKey === undefined) return execute({ ...args, rootValue: event });
    let results = resultsByEvent.get(eventId);
    if (!results) {
      resultsByEvent.set(eventId, (results = new Map()));
      setTimeout(() => resultsByEvent.delete(eventId), SHARED_RESULT_TTL_MS).unref();
    }
    const known = results.get(subscriptionKey);
    if (!known) {
      const result = execute({ ...args, rootValue: event });
      results.set(subscriptionKey, result);
      return result;
    }
    // A second subscriber of the same execution: the result is shared.
    const result = await known;
    sharedResults.add(result);
    return result;
  });
}
