import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root: the folder above that holds packages/web (also from a compiled copy). */
export const REPO = ((): string => {
  let dir = here;
  while (!existsSync(resolve(dir, 'packages', 'web', 'package.json')) && dirname(dir) !== dir)
    dir = dirname(dir);
  return dir;
})();
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots land here (ignored by git). */
export const ARTIFACTS = resolve(REPO, 'artifacts', 'e2e');

/** Why the browser tests cannot run here, or null. */
export function browserMissing(): string | null {
  return existsSync(CHROMIUM)
    ? null
    : `no chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
}

export interface RunningServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`npm start` without the build) on a free port, with `env` added. Without
 * a DATA_DIR in `env` its games go to a fresh temporary folder, removed when it stops.
 */
export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const main = resolve(REPO, 'packages', 'server', 'dist', 'main.js');
  const app = resolve(REPO, 'packages', 'web', 'dist', 'index.html');
  for (const needed of [main, app])
    if (!existsSync(needed)) throw new Error(`${needed} is missing: run npm run build first`);
  const scratch = env.DATA_DIR === undefined ? mkdtempSync(join(tmpdir(), 'santorini-e2e-')) : null;
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: scratch ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((found, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /served at (http:\/\/\S+)/.exec(output);
      if (match?.[1] !== undefined) found(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      fail(new Error(`the server exited (${String(code)}): ${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      await stopChild(child);
      if (scratch !== null) rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Why the online server cannot be used here: not built, or built without the online API. */
export async function onlineServerMissing(): Promise<string | null> {
  let server: RunningServer | undefined;
  try {
    server = await startServer();
    const answer = await fetch(`${server.url}/api/games?status=open`);
    return answer.ok ? null : `the server has no online API (GET /api/games answered ${answer.status})`;
  } catch (error) {
    return `the server does not start: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await server?.stop();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) {
      done();
      return;
    }
    child.once('exit', () => {
      done();
    });
    child.kill('SIGTERM');
  });
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
}

/** Whether a console message is Chromium's report of a Content-Security-Policy violation. */
export const isPolicyViolation = (text: string): boolean => /Content Security Policy/i.test(text);

/**
 * Reports every Content-Security-Policy violation of `page` to `report`: Chromium's console error
 * ("Refused to … because it violates the following Content Security Policy directive"), and the
 * page's `securitypolicyviolation` events (which report-only policies raise too), whatever else of
 * the console a test keeps. Call it before the page opens an address.
 */
export function watchSecurityPolicy(page: Page, report: (violation: string) => void): void {
  page.on('console', (message) => {
    if (isPolicyViolation(message.text())) report(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Logged as Chromium words its own reports, so that the console listener above records it.
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} refused ${event.blockedURI || 'inline code'}`,
      );
    });
  });
}
