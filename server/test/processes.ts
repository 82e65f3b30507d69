import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The app's real entry point (src/main.ts) in a child process, as `npm run dev -w server` runs it. */
export interface AppProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGKILL if still running (cleanup). */
  kill(): void;
}

const serverDir = path.join(__dirname, '..');

/** Starts src/main.ts with `env` (PORT=0 picks a free port) and resolves once it listens. */
export function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', '-r', '@swc-node/register', 'src/main.ts'], {
    cwd: serverDir,
    // Suites post far more than a new account may a minute: the posting limits are off unless a suite sets them
    // (moderation/posting-rates.test.ts does).
    env: { POSTING_RATE_LIMIT_PER_MINUTE: '1000000', POSTING_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: '1000000', ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const up = /Clutch is up on http:\/\/localhost:(\d+)/.exec(output);
      if (up)
        resolve({
          child,
          url: `http://127.0.0.1:${up[1]}`,
          output: () => output,
          exited,
          kill: () => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL')),
        });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the app exited (${code}) before listening:\n${output}`)));
  });
}
