import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineScriptHashes } from '../src/http/app';
import { startTestApp, type TestApp } from './harness';

/**
 * The built client as the server sends it: precompressed copies (what vite-plugin-compression2 writes beside each
 * file), immutable caching for hashed assets, revalidation for index.html. A small dist is written here, so the
 * suite needs no client build.
 */
const SCRIPT = `console.log(${JSON.stringify('clutch '.repeat(400))});\n`;
const HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

/** A raw GET (fetch would decode the body and hide the encoding it came in). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built client over HTTP', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'images'));
    const files: Record<string, string> = { 'index.html': HTML, 'assets/index-Ab12Cd34.js': SCRIPT };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
    }
    fs.writeFileSync(path.join(dist, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp(__filename, { CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('successful-static-client', () => {
    it('sends a hashed asset as brotli to a client that accepts br, cached for a year as immutable', async () => {
      const res = await get(`${t.url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
      expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
    });

    it('sends gzip to a client without br, and the plain file to one that accepts neither, with the same caching', async () => {
      const gz = await get(`${t.url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
      expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const plain = await get(`${t.url}/assets/index-Ab12Cd34.js`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends index.html (at / and as the history fallback of a deep link) compressed and revalidated on every load', async () => {
      for (const route of ['/', '/index.html', '/league/0b7c3d1e-0000-4000-8000-000000000000']) {
        const res = await get(t.url + route, { 'accept-encoding': 'br, gzip' });
        expect({ route, status: res.status, encoding: res.headers['content-encoding'], cache: res.headers['cache-control'] }).toEqual({
          route,
          status: 200,
          encoding: 'br',
          cache: 'no-cache',
        });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(zlib.brotliDecompressSync(res.body).toString()).toBe(HTML);
      }
    });

    it("preloads the home page's largest paint (the first banner) on / only", async () => {
      expect((await get(`${t.url}/`)).headers.link).toBe('</images/banners/ladders.svg>; rel=preload; as=image; fetchpriority=high');
      expect((await get(`${t.url}/league/abc`)).headers.link).toBeUndefined();
    });

    it('caches unhashed public files for an hour only', async () => {
      const res = await get(`${t.url}/images/logo.svg`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    });
  });

  describe('failing-static-client', () => {
    it('answers a missing hashed asset 404, never cached as immutable and never the app shell', async () => {
      const res = await get(`${t.url}/assets/index-Missing0.js`, { 'accept-encoding': 'br' });
      expect(res.status).toBe(404);
      expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).not.toContain('<div id="root">');
    });

    it('answers a malformed escape in an asset path 4xx, without the decoder message or a path', async () => {
      const res = await get(`${t.url}/assets/%E0%A4%A.js`, { 'accept-encoding': 'br' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.toString()).not.toMatch(/URI malformed|URIError|\/tmp\/|node_modules/);
    });
  });
});

describe('route documents (the build\'s own index.html per lazy route)', () => {
  let t: TestApp;
  let dist: string;
  const documentFor = (name: string) => HTML.replace('</head>', `<link rel="modulepreload" href="/assets/${name}-Ab12Cd34.js"></head>`);

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-dist-'));
    fs.mkdirSync(path.join(dist, 'route-documents'));
    const files: Record<string, string> = {
      'index.html': HTML,
      'route-documents/league.html': documentFor('LeaguePage'),
      'route-documents/login.html': documentFor('LoginPage'),
    };
    for (const [name, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dist, name), text);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
    }
    const table = [
      { path: '/league/:leagueParam', document: 'route-documents/league.html' },
      { path: '/login', document: 'route-documents/login.html' },
      { path: '/evil', document: '../../etc/passwd.html' },
    ];
    fs.writeFileSync(path.join(dist, 'route-documents.json'), JSON.stringify(table));
    t = await startTestApp(__filename, { CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a deep link the document of its route (which preloads its chunks), compressed and revalidated on every load', async () => {
    const cases: Array<[string, string]> = [
      ['/league/0b7c3d1e-0000-4000-8000-000000000000', documentFor('LeaguePage')],
      ['/league/Valorant%20NA%20Ladder/', documentFor('LeaguePage')],
      ['/login', documentFor('LoginPage')],
      ['/', HTML],
      ['/league', HTML],
      ['/league/a/b', HTML],
      ['/evil', HTML],
      ['/no-such-page', HTML],
    ];
    for (const [route, html] of cases) {
      const res = await get(t.url + route, { 'accept-encoding': 'br' });
      expect({ route, status: res.status, cache: res.headers['cache-control'] }).toEqual({ route, status: 200, cache: 'no-cache' });
      expect({ route, html: zlib.brotliDecompressSync(res.body).toString() }).toEqual({ route, html });
    }
  });
});

describe("the documents' inline scripts and the Content-Security-Policy", () => {
  let t: TestApp;
  let dist: string;
  const HINT = `try{if(localStorage.getItem("clutch.auth.session"))document.documentElement.setAttribute("data-stored-session",'')}catch(e){}`;
  const home = HTML.replace('<head>', `<head><script>${HINT}</script>`);
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-dist-'));
    fs.mkdirSync(path.join(dist, 'route-documents'));
    fs.writeFileSync(path.join(dist, 'index.html'), HTML);
    fs.writeFileSync(path.join(dist, 'route-documents/home.html'), home);
    // Outside the client's documents: never allowed, even when the table names it.
    fs.writeFileSync(path.join(dist, 'stray.html'), HTML.replace('<head>', '<head><script>alert(1)</script>'));
    fs.writeFileSync(
      path.join(dist, 'route-documents.json'),
      JSON.stringify([
        { path: '/', document: 'route-documents/home.html' },
        { path: '/stray', document: '../stray.html' },
      ]),
    );
    t = await startTestApp(__filename, { CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t?.stop();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('allows exactly the inline scripts of the built documents, by their hashes, on every page', async () => {
    expect(inlineScriptHashes(dist)).toEqual([sha256(HINT)]);
    for (const route of ['/', '/global-leaderboard', '/api/no-such-route']) {
      const policy = String((await get(t.url + route)).headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect({ route, scriptSrc: scriptSrc?.trim() }).toEqual({ route, scriptSrc: `script-src 'self' ${sha256(HINT)}` });
    }
    const page = await get(`${t.url}/`);
    expect(page.body.toString()).toBe(home);
  });

  it('allows none without a built client', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(path.join(dist, 'no-such-dir'))).toEqual([]);
  });
});
