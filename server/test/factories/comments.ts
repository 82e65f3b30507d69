import type { ResultOf } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { graphql } from '../gql';
import type { TestApp } from '../harness';
import { watchSubscription } from '../live';

/** Test helpers for the comment suites (sign-ups and error assertions are in server/test): DB snapshots and a live-wall watcher. */

/** Every comment and vote row, to prove a refused write changed nothing. */
export async function snapshot(t: TestApp) {
  const db = t.app.deps.dataSource.manager;
  return {
    comments: await db.query(`SELECT * FROM comments ORDER BY comment_id`),
    votes: await db.query(`SELECT * FROM comment_votes ORDER BY comment_id, user_id`),
  };
}

export const WALL_EVENTS = graphql(`subscription CommentsWallEvents($wallId: ID!) {
  commentWallEvents(wallId: $wallId) {
    kind
    comment { id wallId parentId text edited deleted score viewerVote author { id userName } }
  }
}`);

export type WallEvent = ResultOf<typeof WALL_EVENTS>['commentWallEvents'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A graphql-ws client watching one wall: collects events, errors and completion. */
export function watchWall(url: string, wallId: string, token?: string) {
  const pick = (data: ResultOf<typeof WALL_EVENTS>) => data.commentWallEvents;
  const live = watchSubscription(url, { query: print(WALL_EVENTS), variables: { wallId } }, pick, token);
  const { events } = live;
  const watcher = {
    events,
    errors: live.errors,
    get completed() {
      return live.completed;
    },
    /** Waits for the first event matching `match`. */
    async waitFor(match: (event: WallEvent) => boolean, timeoutMs = 5000): Promise<WallEvent> {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(10)) {
        const found = events.find(match);
        if (found) return found;
      }
      throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
    },
    async waitUntil(condition: () => boolean, timeoutMs = 5000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(10)) if (condition()) return;
      throw new Error(`condition not met within ${timeoutMs} ms`);
    },
    /**
     * graphql-ws does not acknowledge a subscription, and Redis subscribes asynchronously: post probes (through
     * `post`, which returns the new comment id) until one arrives. Returns the id of the probe that arrived.
     */
    async untilLive(post: () => Promise<string>, attempts = 50): Promise<string> {
      for (let i = 0; i < attempts; i++) {
        const id = await post();
        try {
          await watcher.waitFor((event) => event.comment.id === id, 200);
          return id;
        } catch {
          // not subscribed yet: try again
        }
      }
      throw new Error('the subscription never went live');
    },
    close: () => live.close(),
  };
  return watcher;
}

export type WallWatcher = ReturnType<typeof watchWall>;
