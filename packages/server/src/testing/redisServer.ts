import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { redisUnavailable } from './redis.js';

/**
 * A redis-server of a test's own (never the shared one), on a free port, that the test may stop
 * and start again on that port: a Redis outage. Null where redis-server cannot be run.
 */
export interface OwnRedis {
  readonly url: string;
  /** Kills it (SIGKILL): every connection drops at once. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });

/** Starts one; `cleanups` gets its final stop. Answers why not when redis-server is not there. */
export async function ownRedis(): Promise<OwnRedis | { skip: string }> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${String(port)}`;
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const started = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    );
    child = started;
    const failed = new Promise<string>((resolve) => {
      started.once('error', (error) => {
        resolve(error.message);
      });
      started.once('exit', (code) => {
        resolve(`redis-server exited with ${String(code)}`);
      });
    });
    const until = Date.now() + 5000;
    for (;;) {
      const why = await Promise.race([
        redisUnavailable(url),
        failed,
        new Promise<string>((resolve) =>
          setTimeout(() => {
            resolve('no answer yet');
          }, 1000),
        ),
      ]);
      if (why === null) return;
      if (Date.now() > until || started.exitCode !== null || started.killed)
        throw new Error(`redis-server on port ${String(port)} did not start: ${why}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  try {
    await start();
  } catch (error) {
    await stop();
    return { skip: error instanceof Error ? error.message : String(error) };
  }
  return { url, stop, start };
}
