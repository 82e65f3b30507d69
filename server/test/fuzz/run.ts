import http from 'node:http';
import type { DataSource } from 'typeorm';
import type { FuzzCase } from './cases';

export interface FuzzResult {
  status: number;
  contentType: string;
  text: string;
  ms: number;
  /** Set when no HTTP answer came back (reset, hang-up, timeout). */
  failure?: string;
}

/**
 * Sends cases over a few keep-alive connections, at most `concurrency` at once, and returns the answers in order.
 * Raw http.request rather than fetch: the bytes, headers and escapes go out exactly as generated.
 */
export async function sendAll(baseUrl: string, cases: FuzzCase[], concurrency: number, agent: http.Agent): Promise<FuzzResult[]> {
  const results = new Array<FuzzResult>(cases.length);
  let next = 0;
  const url = new URL(baseUrl);
  const worker = async () => {
    while (next < cases.length) {
      const index = next++;
      results[index] = await send(url, cases[index], agent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function send(url: URL, c: FuzzCase, agent: http.Agent): Promise<FuzzResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (result: Omit<FuzzResult, 'ms'>) => resolve({ ...result, ms: performance.now() - started });
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: c.method,
        path: c.path,
        agent,
        headers: { ...c.headers, ...(c.body ? { 'content-length': String(c.body.length) } : {}) },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => done({ status: 0, contentType: '', text: '', failure: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (error) => done({ status: 0, contentType: '', text: '', failure: error.message }));
    if (c.body) req.write(c.body);
    req.end();
  });
}

/** What must never appear in an answer: stack frames, file paths, driver and SQL error texts. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\n?\s{2,}at [\w$.<>[\] ]+ \(?[^()\s]+:\d+:\d+\)?/],
  ['stack frame', / {4}at /],
  ['stacktrace field', /"stacktrace"/],
  ['path', /node_modules/],
  ['path', /(?:^|[\s"'(=])\/(?:work|home|root|tmp|usr|var|opt|srv|app)\/[\w.@-]+/],
  ['path', /[A-Za-z]:\\\\(?:Users|Windows|Program)/],
  ['error with path', /Error: [^"\n]*\/[\w.-]+\.(?:js|ts|mjs|cjs)\b/],
];
/** Database texts: only in refusals (accepted answers may echo stored, once-hostile text such as "SELECT "). */
const DB_LEAKS: Array<[string, RegExp]> = [
  ['SQL', /\bSELECT\s/],
  ['SQL', /\bselect\s+[\w"*.,\s]+\s+from\s+"?\w+/i],
  ['SQL', /\bINSERT INTO\b/i],
  ['SQL', /\bUPDATE\s+"?\w+"?\s+SET\b/i],
  ['database error', /\bviolates\b/],
  ['database error', /duplicate key value/],
  ['database error', /syntax error at or near/],
  ['database error', /invalid input (?:syntax|value) for/],
  ['database error', /QueryFailedError|EntityNotFound|TypeORM/],
  ['database error', /relation "\w+"/],
  ['database error', /\bcolumn "\w+"/],
];

/** The problems with one answer, empty when it is fine. */
export function problemsOf(c: FuzzCase, r: FuzzResult): string[] {
  const problems: string[] = [];
  if (r.failure) return [`no answer: ${r.failure}`];
  if (r.status >= 500) problems.push(`status ${r.status}`);
  // What the request itself carried may come back quoted in a refusal (GraphQL's validation messages do that).
  const sent = `${safeDecode(c.path)}\n${c.body ? c.body.toString('utf8') : ''}`.toLowerCase();
  const refused = r.status >= 400 || /"errors"\s*:/.test(r.text);
  for (const [what, pattern] of [...LEAKS, ...(refused ? DB_LEAKS : [])]) {
    const match = pattern.exec(r.text);
    if (match && !sent.includes(match[0].toLowerCase().trim())) problems.push(`${what} in answer: ${JSON.stringify(match[0])}`);
  }
  if (r.status >= 400 && c.method !== 'HEAD' && !/^application\/json/.test(r.contentType)) problems.push(`${r.status} answered as ${r.contentType || 'no content type'}, not JSON`);
  if (c.door === 'graphql' && /INTERNAL_SERVER_ERROR/.test(r.text)) problems.push('GraphQL error coded INTERNAL_SERVER_ERROR');
  return problems;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** True when the request was taken: a 2xx/3xx answer, and for GraphQL a root field that came back with data. */
export function accepted(c: FuzzCase, r: FuzzResult): boolean {
  if (r.failure || r.status >= 400) return false;
  if (c.door !== 'graphql') return true;
  try {
    const body = JSON.parse(r.text) as { data?: Record<string, unknown> | null; errors?: Array<{ path?: unknown[] }> };
    // A root field that resolved, or an error below one (its write has run even when null propagates to data).
    return (!!body.data && Object.values(body.data).some((value) => value !== null)) || !!body.errors?.some((e) => (e.path?.length ?? 0) > 1);
  } catch {
    return true;
  }
}

/** Every table's row count and a checksum of its rows: "nothing changed" means equal snapshots. */
export async function tableSnapshot(dataSource: DataSource): Promise<Map<string, string>> {
  const tables = (await dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as Array<{ tablename: string }>;
  const sql = tables
    .map(({ tablename }) => `SELECT '${tablename}' AS t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS s FROM "${tablename}" x`)
    .join(' UNION ALL ');
  const rows = (await dataSource.query(sql)) as Array<{ t: string; s: string }>;
  return new Map(rows.map((row) => [row.t, row.s]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
