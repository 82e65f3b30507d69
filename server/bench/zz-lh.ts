import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../src/app/start';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
const importEsm = new Function('s', 'return import(s)') as (s: string) => Promise<any>;
async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-bench-'));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, CLIENT_DIST: path.join(__dirname, '../../client/dist') }), port: 0 };
  const database = await openDatabase(config);
  const app = await startApp(config, { database });
  const { default: lighthouse } = await importEsm('lighthouse');
  const cl = await importEsm('chrome-launcher');
  const chrome = await cl.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'], logLevel: 'silent' });
  const [league] = await database.dataSource.query(`select league_id from leagues where league_name = 'Valorant NA Ladder'`);
  for (const route of (process.env.ROUTES ?? '/').split(',').map((r) => r.replace('LEAGUE', `/league/${league.league_id}`))) {
    const r = await lighthouse(app.url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r.lhr.audits;
    console.log(route, r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'SI', a['speed-index'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
    console.log(' LCP el:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
    console.log(' render-blocking:', JSON.stringify(a['render-blocking-resources']?.details?.items?.map((i: any) => [i.url, i.wastedMs])));
    console.log(' requests:'); for (const i of a['network-requests'].details.items) console.log('   ', i.url.replace(app.url, ''), i.transferSize, i.resourceSize, i.priority, Math.round(i.networkRequestTime), Math.round(i.networkEndTime));
    console.log(' lcp-lazy/prioritize:', JSON.stringify(a['prioritize-lcp-image']?.details?.items?.[0]), JSON.stringify(a['lcp-lazy-loaded']?.score));
    fs.writeFileSync(`/tmp/ops-lhr${route.replace(/\W/g, '_')}.json`, JSON.stringify(r.lhr));
  }
  await chrome.kill(); await app.stop(); await database.close();
}
main();
