import { AppError } from './errors';

/** Page arguments of every connection field: `first` items after an opaque `after` cursor. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount?: number;
}

export const MAX_PAGE_SIZE = 100;

/** Validates `first` (1..max, default given) so no client can ask for an unbounded page. */
export function pageSize(args: PageArgs, fallback: number, max = MAX_PAGE_SIZE): number {
  const first = args.first ?? fallback;
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw AppError.badInput(`first must be between 1 and ${max}`, { first: `first must be between 1 and ${max}` });
  }
  return first;
}

/**
 * Keyset cursors: the sort key values of the last row, base64url-encoded. Stable under inserts,
 * unlike offsets, so "Load More" never repeats or skips a comment while the wall is live.
 */
export function encodeCursor(values: Array<string | number | null>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined, arity: number): Array<string | number | null> | null {
  if (cursor == null || cursor === '') return null;
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === arity) return values;
  } catch {
    // fall through to the error below
  }
  throw AppError.badInput('Invalid cursor', { after: 'Invalid cursor' });
}

/**
 * Builds a connection from rows fetched with LIMIT first + 1: the extra row only tells whether
 * another page exists.
 */
export function toConnection<T>(rows: T[], first: number, cursorOf: (row: T) => Array<string | number | null>, totalCount?: number): Connection<T> {
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ cursor: encodeCursor(cursorOf(node)), node }));
  return {
    edges,
    pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > first },
    ...(totalCount === undefined ? {} : { totalCount }),
  };
}
