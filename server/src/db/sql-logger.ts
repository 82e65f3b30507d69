import type { Logger, QueryRunner } from 'typeorm';

/** Parameters are logged by position only for strings that could be secrets (password hashes, token hashes). */
function redact(parameters: unknown[] | undefined): unknown[] {
  return (parameters ?? []).map((value) => (typeof value === 'string' && (value.startsWith('$argon2') || value.length >= 40) ? '[redacted]' : value));
}

/**
 * Counts every SQL statement TypeORM sends, so tests can assert what a page costs.
 * Errors are logged; statements themselves only when SQL_LOG is set.
 */
export class SqlLogger implements Logger {
  statements = 0;
  private readonly verbose = Boolean(process.env.SQL_LOG);

  logQuery(query: string | { text: string; name?: string }, parameters?: unknown[]) {
    this.statements += 1;
    // A named prepared statement (core/prepared.ts) arrives as node-postgres's query config.
    if (this.verbose) console.log('[sql]', typeof query === 'string' ? query : query.text, redact(parameters));
  }
  logQueryError(error: string | Error, query: string, parameters?: unknown[], _runner?: QueryRunner) {
    if (this.verbose) console.error('[sql error]', error instanceof Error ? error.message : error, query, redact(parameters));
  }
  logQuerySlow(time: number, query: string) {
    if (this.verbose) console.warn('[sql slow]', time, query);
  }
  logSchemaBuild() {}
  logMigration(message: string) {
    if (this.verbose) console.log('[migration]', message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown) {
    if (level === 'warn') console.warn('[typeorm]', message);
  }
}
