#!/usr/bin/env node
/* global process, console, URL */
/**
 * First-route budget: the JS that index.html loads before the first paint (its module script and modulepreloads),
 * gzip-compressed, must stay at most 200 KiB (the goal the team holds itself to). Run after `npm run build`: `npm run budget -w client`.
 * Prints each file and the total; exits 1 over budget. Also prints the brotli total the server actually sends.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KIB = 200;
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const urls = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) => m[1]);
let gzipTotal = 0;
let brotliTotal = 0;
for (const url of urls) {
  const bytes = fs.readFileSync(path.join(dist, url));
  const gz = zlib.gzipSync(bytes, { level: 9 }).length;
  const br = fs.existsSync(path.join(dist, `${url}.br`)) ? fs.statSync(path.join(dist, `${url}.br`)).size : zlib.brotliCompressSync(bytes).length;
  gzipTotal += gz;
  brotliTotal += br;
  console.log(`${url.padEnd(44)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KiB  gzip ${(gz / 1024).toFixed(1).padStart(6)} KiB  br ${(br / 1024).toFixed(1).padStart(6)} KiB`);
}
const over = gzipTotal / 1024 > BUDGET_KIB;
console.log(`first-route JS: gzip ${(gzipTotal / 1024).toFixed(1)} KiB of ${BUDGET_KIB} KiB budget, brotli ${(brotliTotal / 1024).toFixed(1)} KiB${over ? '  OVER BUDGET' : ''}`);
process.exit(over ? 1 : 0);
