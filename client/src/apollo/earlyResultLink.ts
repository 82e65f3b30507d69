import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import type { EarlyQuery } from '../boot/earlyQuery';
import { nextTask } from '../lib/nextTask';

function sameVariables(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The early query of this page load (src/boot/earlyQuery.ts), adopted once: by the route's prefetch, which writes its
 * answer straight into Apollo's cache (createApolloClient's prefetchQuery), or else by the first matching operation
 * (createEarlyResultLink). `take` hands over the early query on first use and forgets it.
 */
export interface EarlyQuerySlot {
  /** The early query when it is not adopted yet and is this operation: same name, same variables. */
  find(operationName: string | undefined, variables: Record<string, unknown>): EarlyQuery | undefined;
  /** Adopts it: false when it was adopted already, through the other door. */
  adopt(early: EarlyQuery): boolean;
}

export function createEarlyQuerySlot(take: () => EarlyQuery | undefined): EarlyQuerySlot {
  let early: EarlyQuery | undefined | null = null;
  // Read on first use, when the early script (loaded before the bundle) has long run.
  const current = () => (early === null ? (early = take()) : early);
  return {
    find(operationName, variables) {
      const query = current();
      return query && query.operationName === operationName && sameVariables(query.variables, variables) ? query : undefined;
    },
    adopt(query) {
      if (current() !== query) return false;
      early = undefined;
      return true;
    },
  };
}

/**
 * Answers the first operation that matches the query a route's early script started (same operation, same
 * variables) with that query's answer, once, instead of asking the server again, unless the route's prefetch has
 * adopted it first. When the early query had no usable answer the operation goes on to the server as usual.
 */
export function createEarlyResultLink(slot: EarlyQuerySlot): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const early = slot.find(operation.operationName, operation.variables);
    if (!early || !slot.adopt(early)) return forward(operation);
    const { result } = early;
    return new Observable((observer) => {
      let forwarded: Subscription | undefined;
      let closed = false;
      // The answer is handed over in a task of its own: writing it into the cache (and the reads that follow) is a
      // page's first such work, slow while the code is cold, and need not lengthen the task that asked for it.
      void result.then((answer) =>
        nextTask(() => {
          if (closed) return;
          if (answer) {
            observer.next(answer);
            observer.complete();
          } else {
            forwarded = forward(operation).subscribe(observer);
          }
        }),
      );
      return () => {
        closed = true;
        forwarded?.unsubscribe();
      };
    });
  });
}

/**
 * The early query of this page load, taken from `window` (so it is adopted once). Marks the app as having asked, so an
 * early script that runs only now (its file arrived after the app's) starts no query of its own.
 */
export function takeWindowEarlyQuery(): EarlyQuery | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__clutchEarlyQuery;
  delete window.__clutchEarlyQuery;
  window.__clutchAppAsked = true;
  return early;
}
