import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built server, as `npm start` runs it (npm test builds first). */
const MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'main.js');

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with its exit code (or the signal that ended it) once it exits. */
  readonly exited: Promise<number | NodeJS.Signals>;
}

/**
 * Starts the built server (dist/main.js) as a child process on a free port of 127.0.0.1, with
 * `env` added to this process's environment; answers once it listens. The caller kills it.
 */
export function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve(code ?? signal ?? 'SIGKILL');
    });
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match !== null)
        resolve({ url: `http://127.0.0.1:${match[1] ?? ''}`, child, output: () => out, exited });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    void exited.then((code) => {
      reject(new Error(`the server exited (${String(code)}): ${out}`));
    });
  });
}
