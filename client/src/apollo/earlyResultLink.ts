import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import type { EarlyQuery } from '../boot/earlyQuery';
import { nextTask } from '../lib/nextTask';

function sameVariables(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Answers the first operation that matches the query a route's early script started (src/boot/earlyQuery.ts: same
 * operation, same variables) with that query's answer, once, instead of asking the server again. When the early query
 * had no usable answer the operation goes on to the server as usual. `take` hands over the early query and forgets it.
 */
export function createEarlyResultLink(take: () => EarlyQuery | undefined): ApolloLink {
  let early: EarlyQuery | undefined | null = null;
  return new ApolloLink((operation, forward) => {
    // Read on first use, when the early script (loaded before the bundle) has long run.
    if (early === null) early = take();
    if (!early || early.operationName !== operation.operationName || !sameVariables(early.variables, operation.variables)) {
      return forward(operation);
    }
    const { result } = early;
    early = undefined;
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
