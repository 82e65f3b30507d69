import type { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../harness';

/** Test helpers for the auth suites: a recording fetch, console capture and the mailbox. */

export interface Recorded {
  method: string;
  url: string;
  status: number;
  body: string;
}

/** A fetch that keeps every response body, to assert that no secret ever leaves the server. */
export function recordingFetch(log: Recorded[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fetch(input, init);
    const body = await res.clone().text();
    log.push({ method: init?.method ?? 'GET', url: String(input), status: res.status, body });
    return res;
  }) as typeof fetch;
}

/** Collects everything written through console.* (and stdout/stderr) while the suite runs, without printing it. */
/** Console and stdout/stderr lines captured while a suite runs. */
export type CapturedOutput = { lines: string[]; restore(): void };

/**
 * An auth suite's app around its tests: the console captured first (mails and warnings print there), then the app
 * started with `env`; after the suite, the app stopped and the console restored. `started` receives both.
 */
export function authSuiteApp(suiteFile: string, env: Record<string, string>, started: (app: TestApp, output: CapturedOutput) => void): void {
  let app: TestApp | undefined;
  let output: CapturedOutput | undefined;
  beforeAll(async () => {
    output = captureOutput();
    app = await startTestApp(suiteFile, env);
    started(app, output);
  });
  afterAll(async () => {
    await app?.stop();
    output?.restore();
  });
}

export function captureOutput(): CapturedOutput {
  const lines: string[] = [];
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const spies = methods.map((m) =>
    jest.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === 'string' ? a : safeJson(a))).join(' '));
    }),
  );
  const out = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  });
  const err = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    lines,
    restore() {
      for (const s of spies) s.mockRestore();
      out.mockRestore();
      err.mockRestore();
    },
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The newest mail queued for an address. */
export async function latestMail(dataSource: DataSource, to: string): Promise<{ subject: string; body: string } | undefined> {
  const rows: Array<{ subject: string; body: string }> = await dataSource.query(
    `SELECT subject, body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id LIMIT 1`,
    [to],
  );
  return rows[0];
}

export function linkIn(body: string): URL {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(body);
  if (!match) throw new Error(`no verify link in mail: ${body}`);
  return new URL(match[0]);
}

export function codeIn(body: string): string {
  const match = /code: (\d{6})/.exec(body);
  if (!match) throw new Error(`no code in mail: ${body}`);
  return match[1];
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** One call to the auth API with plain fetch (no GoTrueClient), sending the 2024-01-01 API version unless told not to. */
export async function authCall(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; apiVersion?: string | null; headers?: Record<string, string>; redirect?: RequestRedirect } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.apiVersion !== null) headers['x-supabase-api-version'] = options.apiVersion ?? '2024-01-01';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl}/auth/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: options.redirect ?? 'follow',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: parseOrText(text), text };
}

function parseOrText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
