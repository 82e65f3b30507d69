import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const paths = require('./paths.cjs') as {
  stateFile: string;
  artifactsDir: string;
  chromiumPath: string;
  workerNumber: () => number;
  serverLogFile: (n: number) => string;
};

/** The exact flags the machine's Chromium runs with (no sandbox, no network side traffic). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { CHROMIUM_ARGS } = require('./chromium.cjs') as { CHROMIUM_ARGS: string[] };

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

interface E2eState {
  baseUrl: string;
  pid: number;
}

/** This worker's server (global-setup.cjs starts one per jest worker). */
function readState(): E2eState {
  const servers = JSON.parse(fs.readFileSync(paths.stateFile, 'utf8')) as E2eState[];
  return servers[paths.workerNumber() - 1]!;
}

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? readState().baseUrl;
}

/** Everything this worker's server has logged so far (the mails and texts it would send, in development). */
export function serverLog(): string {
  return fs.readFileSync(paths.serverLogFile(paths.workerNumber()), 'utf8');
}

/** Fails fast, with the server's last log lines, when the app under test has died. */
export function assertServerAlive(): void {
  const { pid } = readState();
  try {
    process.kill(pid, 0);
  } catch {
    const log = serverLog().split('\n').slice(-30).join('\n');
    throw new Error(`e2e: the server (pid ${pid}) is no longer running. Last log lines:\n${log}`);
  }
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}

/** A fresh Chromium with a new, empty profile directory, removed again on close. */
export async function openBrowser(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<BrowserSession> {
  assertServerAlive();
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clutch-e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: paths.chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    baseURL: baseUrl(),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Two fresh desktop browsers, A and B, each watched for errors (`watchForErrors`). */
export async function openTwoBrowsers(): Promise<{ a: BrowserSession; b: BrowserSession; problemsA: string[]; problemsB: string[] }> {
  const [a, b] = await Promise.all([openBrowser(VIEWPORTS.desktop), openBrowser(VIEWPORTS.desktop)]);
  return { a, b, problemsA: watchForErrors(a.page), problemsB: watchForErrors(b.page) };
}

/** Saves a screenshot (full page unless told otherwise) to client/e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(paths.artifactsDir, { recursive: true });
  const file = path.join(paths.artifactsDir, `${name}.png`);
  // Let the menu slide and banner fade settle so the picture shows the resting state.
  await page.waitForTimeout(400);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}

/** Collects page errors and failed same-origin requests, so a spec can assert the page ran clean. */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(baseUrl()) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()} ${response.url()}`);
    }
  });
  return problems;
}
