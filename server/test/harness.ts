import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { startApp, type StartedApp } from '../src/app/start';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { sqlLoggerOf } from '../src/db/data-source';
import { createSuiteDatabase } from './database';

export interface GraphQLResult<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

export interface TestApp {
  app: StartedApp;
  url: string;
  /** The suite's database; pass it as `databaseUrl` to start a second instance on the same data. */
  databaseUrl: string;
  gql<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphQLResult<T>>;
  rest(method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; body: any }>;
  /** SQL statements the app sent while `work` ran. */
  countStatements(work: () => Promise<unknown>): Promise<number>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Join this (already migrated) database instead of resetting the suite's: a second process behind a load balancer. */
  databaseUrl?: string;
}

/** Boots the whole app (HTTP, GraphQL, REST, auth) on a fresh, migrated database for one suite. */
export async function startTestApp(suiteFile: string, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createSuiteDatabase(suiteFile));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-test-'));
  const config = { ...loadConfig({ ...process.env, ...env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }), port: 0 };
  const database = await openDatabase(config);
  const app = await startApp(config, { database });
  const url = app.url;
  const logger = sqlLoggerOf(database.dataSource);

  const call = async (method: string, route: string, body: unknown, token?: string) => {
    const res = await fetch(url + route, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  return {
    app,
    url,
    databaseUrl,
    async gql(query, variables, token) {
      const res = await call('POST', '/graphql', { query, variables }, token);
      return res.body;
    },
    rest: (method, route, body, token) => call(method, route, body, token),
    async countStatements(work) {
      const before = logger.statements;
      await work();
      return logger.statements - before;
    },
    async stop() {
      await app.stop();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
