import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { hydrate, loaderByKey } from '../core/batch';
import { queryPrepared } from '../core/prepared';
import type { Loaders } from '../core/context';
import { primeUserWithPage, userWithPageColumns, userWithPageJsonPairs } from '../users';
import { Comment, CommentWall } from './comments.entities';

/** Where a page of comments starts: after the comment with this exact (created_at, id). */
export interface CommentCursor {
  /** created_at to the microsecond, ISO 8601 UTC (JavaScript dates keep only milliseconds). */
  at: string;
  id: string;
}

/** One page request: the top-level comments of a wall (newest first) or the replies to a comment (oldest first). */
export interface CommentPageKey {
  of: 'wall' | 'replies';
  /** The wall id (of: 'wall') or the parent comment id (of: 'replies'). */
  id: string;
  /** Rows to fetch: the page size plus one, so the caller can tell whether another page follows. */
  limit: number;
  after: CommentCursor | null;
}

export interface PagedComment {
  comment: Comment;
  cursor: CommentCursor;
}


/** Each comment's author and the author's page come with the page (a wall shows them beside every comment). */
const AUTHOR_COLUMNS = `,
       ${userWithPageColumns('c.user_id')}`;

const PAGE_SQL = {
  wall: `
    SELECT k.k_idx, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k_cursor_at, c.*${AUTHOR_COLUMNS}
      FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[], $4::int[]) WITH ORDINALITY AS k(k_id, k_after_at, k_after_id, k_limit, k_idx)
     CROSS JOIN LATERAL (
       SELECT * FROM comments
        WHERE comment_wall_id = k.k_id AND parent_comment_id IS NULL
          AND (k.k_after_at IS NULL OR (created_at, comment_id) < (k.k_after_at, k.k_after_id))
        ORDER BY created_at DESC, comment_id DESC
        LIMIT k.k_limit
     ) c
     ORDER BY k.k_idx, c.created_at DESC, c.comment_id DESC`,
  replies: `
    SELECT k.k_idx, to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k_cursor_at, c.*${AUTHOR_COLUMNS}
      FROM unnest($1::uuid[], $2::timestamptz[], $3::uuid[], $4::int[]) WITH ORDINALITY AS k(k_id, k_after_at, k_after_id, k_limit, k_idx)
     CROSS JOIN LATERAL (
       SELECT * FROM comments
        WHERE parent_comment_id = k.k_id
          AND (k.k_after_at IS NULL OR (created_at, comment_id) > (k.k_after_at, k.k_after_id))
        ORDER BY created_at, comment_id
        LIMIT k.k_limit
     ) c
     ORDER BY k.k_idx, c.created_at, c.comment_id`,
} as const;

/**
 * A column bringing the first page of a wall's top-level comments (newest first, `limit` rows, each with its cursor)
 * and their authors, each author with their page once however many of the comments they wrote, as one JSON object,
 * for a statement that reads the wall's owner (the team page: one round trip for the team and its wall). `limitSql`
 * is a parameter reference ('$2'). primeFirstWallPage reads it.
 */
export function firstWallPageJsonColumn(wallIdSql: string, limitSql: string): string {
  // array_agg(DISTINCT ...) inside the authors' subquery is an aggregate of this page's rows (its argument is theirs).
  return `(SELECT json_build_object(
            'comments', coalesce(json_agg(json_build_object('comment', to_json(c), 'k_cursor_at', c.k_cursor_at)
              ORDER BY c.created_at DESC, c.comment_id DESC), '[]'::json),
            'authors', (SELECT coalesce(json_agg(json_build_object(${userWithPageJsonPairs('a.user_id')})), '[]'::json)
              FROM unnest(array_agg(DISTINCT c.user_id)) a(user_id) WHERE a.user_id IS NOT NULL))
       FROM (SELECT *, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS k_cursor_at FROM comments
              WHERE comment_wall_id = ${wallIdSql} AND parent_comment_id IS NULL
              ORDER BY created_at DESC, comment_id DESC LIMIT ${limitSql}) c) AS k_wall_page`;
}

/** What firstWallPageJsonColumn brings. */
export interface FirstWallPageJson {
  comments: Array<{ comment: Record<string, unknown>; k_cursor_at: string }>;
  authors: Array<Record<string, unknown>>;
}

/** Primes the page loader with what firstWallPageJsonColumn brought (the key the wall's first page of `limit` reads) and the authors' user loaders. */
export function primeFirstWallPage(db: EntityManager, all: Loaders, wallId: string, limit: number, json: FirstWallPageJson): void {
  for (const author of json.authors) primeUserWithPage(db, all, author);
  const page = json.comments.map((row) => {
    const comment = hydrate(db, Comment, row.comment);
    return { comment, cursor: { at: String(row.k_cursor_at), id: comment.id } };
  });
  all.commentPages.prime({ of: 'wall', id: wallId, limit, after: null }, page);
}

/**
 * Pages of comments for many walls or parents in one statement per kind: each key gets its own
 * keyset window (LATERAL ... LIMIT), so a list of walls, or every comment's replies, costs one query, authors included.
 */
async function loadCommentPages(db: EntityManager, all: Loaders, keys: readonly CommentPageKey[]): Promise<PagedComment[][]> {
  const results: PagedComment[][] = keys.map(() => []);
  for (const kind of ['wall', 'replies'] as const) {
    const positions = keys.flatMap((key, index) => (key.of === kind ? [index] : []));
    if (positions.length === 0) continue;
    const batch = positions.map((index) => keys[index]);
    // Prepared: every wall and thread on every page runs one of these two texts (planned once per connection).
    const rows = await queryPrepared(db, PAGE_SQL[kind], [
      batch.map((key) => key.id),
      batch.map((key) => key.after?.at ?? null),
      batch.map((key) => key.after?.id ?? null),
      batch.map((key) => key.limit),
    ]);
    for (const row of rows) {
      const comment = hydrate(db, Comment, row);
      primeUserWithPage(db, all, row);
      results[positions[Number(row.k_idx) - 1]].push({ comment, cursor: { at: String(row.k_cursor_at), id: comment.id } });
    }
  }
  return results;
}

/** `all` is the request's whole loader set: a page of comments primes its authors' user loaders. */
export function createCommentsLoaders(db: EntityManager, all: Loaders) {
  return {
    commentWallById: loaderByKey(db, CommentWall, 'id'),
    commentPages: new DataLoader<CommentPageKey, PagedComment[], string>((keys) => loadCommentPages(db, all, keys), {
      cacheKeyFn: (key) => JSON.stringify([key.of, key.id, key.limit, key.after?.at ?? null, key.after?.id ?? null]),
    }),
    /** How many replies each comment has: one grouped query per batch. */
    replyCountByCommentId: new DataLoader<string, number>(async (ids) => {
      const rows: Array<{ parent_comment_id: string; n: number }> = await db.query(
        `SELECT parent_comment_id, count(*)::int AS n FROM comments WHERE parent_comment_id = ANY($1::uuid[]) GROUP BY parent_comment_id`,
        [[...ids]],
      );
      const counts = new Map(rows.map((row) => [row.parent_comment_id, row.n]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    /** A user's vote on a comment, keyed `${commentId}:${userId}`: 1, -1 or null. One query per batch. */
    commentVoteByKey: new DataLoader<string, number | null>(async (keys) => {
      const pairs = keys.map((key) => key.split(':'));
      const rows: Array<{ comment_id: string; user_id: string; value: number }> = await db.query(
        `SELECT v.comment_id, v.user_id, v.value FROM comment_votes v
           JOIN unnest($1::uuid[], $2::uuid[]) AS k(comment_id, user_id) ON v.comment_id = k.comment_id AND v.user_id = k.user_id`,
        [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
      );
      const votes = new Map(rows.map((row) => [`${row.comment_id}:${row.user_id}`, row.value]));
      return keys.map((key) => votes.get(key) ?? null);
    }),
  };
}
