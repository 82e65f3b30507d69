import type { Logger, QueryRunner } from 'typeorm';

/**
 * Counts every SQL statement TypeORM sends, so tests can assert what a page costs.
 * Errors are logged; statements themselves only when SQL_LOG is set.
 */
export class SqlLogger implements Logger {
  statements = 0;
  private readonly verbose = Boolean(process.env.SQL_LOG);

  logQuery(query: string, parameters?: unknown[]) {
    this.statements += 1;
    if (this.verbose) console.log('[sql]', query, parameters ?? '');
  }
  logQueryError(error: string | Error, query: string, parameters?: unknown[], _runner?: QueryRunner) {
    if (this.verbose) console.error('[sql error]', error instanceof Error ? error.message : error, query, parameters ?? '');
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
