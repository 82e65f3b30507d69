import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/**
 * Data sources whose connections keep named prepared statements: a PostgreSQL server's, each connection its own
 * session. Not the embedded PostgreSQL, whose one backend every client shares (their statement names would collide).
 */
const namedStatementSources = new WeakSet<object>();

/** Lets `queryPrepared` name its statements on this data source's connections. */
export function allowNamedStatements(dataSource: object): void {
  namedStatementSources.add(dataSource);
}

/** Statement names by text; past the bound, texts run unnamed, so no connection collects statements without end. */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;
/** Bumped when a server refuses a named statement (its result type changed under a migration, or it was dropped). */
let generation = 0;
/** cached plan must not change result type; prepared statement does not exist. */
const STALE_STATEMENT_CODES = new Set(['0A000', '26000']);

/**
 * Runs `text` as a named prepared statement: each connection parses it once and PostgreSQL keeps its plan. After five
 * runs it settles on a generic plan when that costs no more than planning anew, so a hot read stops paying for
 * planning (the leaderboard page's statement: 0.3 ms of planning per request, against 0.01 ms). The text must be one
 * of a few shapes (values always as parameters). Elsewhere, or when the server refuses a statement it had (a
 * migration changed its result, a pooler dropped it), it runs as an ordinary query.
 */
export async function queryPrepared<T = Record<string, unknown>>(db: EntityManager, text: string, params: unknown[]): Promise<T[]> {
  if (!namedStatementSources.has(db.connection)) return db.query(text, params);
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return db.query(text, params);
    name = `clutch_${generation}_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  try {
    // TypeORM hands the query to node-postgres as it is, and node-postgres runs a query config with a name as a named
    // statement (parsed once per connection).
    return await db.query({ text, name } as unknown as string, params);
  } catch (error) {
    if (!STALE_STATEMENT_CODES.has((error as { code?: string }).code ?? '')) throw error;
    generation += 1;
    statementNames.clear();
    // Inside a transaction the failed statement has aborted it: the caller's retry, if any, starts over.
    if (db.queryRunner?.isTransactionActive) throw error;
    return db.query(text, params);
  }
}
