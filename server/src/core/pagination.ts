import { AppError } from './errors';
import { isUuid } from './ids';
import { isoInstant } from './input';
import { hasUnsafeText } from './input-text';
import { Messages } from './messages';

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

/**
 * The kinds of value a cursor position can hold; each is checked before it reaches SQL. A cursor is the client's to
 * forge, so it is input like any other: text PostgreSQL can store, an integer its int column holds, a real instant.
 */
const CURSOR_PARTS = {
  text: (v: unknown): v is string => typeof v === 'string' && !hasUnsafeText(v),
  int: (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= -2_147_483_648 && v <= 2_147_483_647,
  uuid: (v: unknown): v is string => isUuid(v),
  /** An ISO timestamp (2026-02-30T00:00:00Z is none: JavaScript's Date.parse rolled it into March, PostgreSQL refused it). */
  time: (v: unknown): v is string => isoInstant(v) !== null,
  /** An ISO timestamp to the microsecond (PostgreSQL's precision), as the comment cursors carry. */
  micros: (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v) && isoInstant(v) !== null,
} as const;
type CursorPart = keyof typeof CURSOR_PARTS;
type CursorValue<P extends CursorPart> = P extends 'int' ? number : string;
type CursorValues<S extends readonly CursorPart[]> = { -readonly [K in keyof S]: S[K] extends CursorPart ? CursorValue<S[K]> : never };

function invalidCursor(): AppError {
  return AppError.badInput(Messages.invalidCursor, { after: Messages.invalidCursor });
}

/**
 * The one cursor reader: null for no cursor, the typed values when the cursor has exactly the given shape
 * (uuids lower-cased), else BAD_USER_INPUT 'Invalid cursor'. A cursor of another list or order never gets through.
 */
export function decodeCursor<const S extends readonly CursorPart[]>(cursor: unknown, shape: S): CursorValues<S> | null {
  if (cursor == null || cursor === '') return null;
  if (typeof cursor !== 'string') throw invalidCursor();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(values) || values.length !== shape.length) throw invalidCursor();
  if (!shape.every((part, i) => CURSOR_PARTS[part](values[i]))) throw invalidCursor();
  return values.map((v, i) => (shape[i] === 'uuid' ? (v as string).toLowerCase() : v)) as CursorValues<S>;
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
