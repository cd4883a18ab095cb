import type { GameBody } from '@santorini/protocol';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { testPostgres, type TestDatabase } from '../src/testing/postgres.js';
import { redisUnavailable } from '../src/testing/redis.js';
import { startRedisRelay, type RedisRelay } from '../src/testing/redisRelay.js';
import { call } from './apiClient.js';
import { checkLedgers } from './ledger.js';
import { cpuOfNamed, machineCpu } from './machineCpu.js';

const SERVICES = ['postgres', 'redis-server'];
import { modeName, parseOptions, USAGE, type BenchOptions } from './options.js';
import type { FromWorker, ToWorker, WorkerReport, WorkerSetup } from './workerProtocol.js';
import { printReport, summariseRun, type RunFacts } from './report.js';
import { ServerProcess, type ServerMemory } from './serverProcess.js';

// The server under load (packages/server/docs/benchmarks.md): server processes as children,
// bot clients in worker threads driving them over real WebSockets on loopback.
// npm run bench:server -- --games 50 --duration 10

const WORKER = new URL('./clientWorker.js', import.meta.url);
const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
const log = (line: string): void => {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);
};

/** The store and the bus the processes share, and how to put them away. */
interface Backing {
  readonly env: Record<string, string>;
  readonly relay: RedisRelay | undefined;
  close(): Promise<void>;
}

async function backing(options: BenchOptions): Promise<Backing> {
  const cleanups: (() => Promise<void>)[] = [];
  const env: Record<string, string> = { AI_THREADS: '1', RATE_LIMITS: 'off' };
  let database: TestDatabase | undefined;
  if (options.postgres) {
    const postgres = await testPostgres();
    if ('skip' in postgres) throw new Error(postgres.skip);
    database = await postgres.freshDatabase();
    env.DATABASE_URL = database.url;
    cleanups.push(() => database?.drop() ?? Promise.resolve());
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'santorini-bench-'));
    env.DATA_DIR = dataDir;
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  }
  let relay: RedisRelay | undefined;
  if (options.redis) {
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const reason = await redisUnavailable(redisUrl);
    if (reason !== null) throw new Error(reason);
    relay = await startRedisRelay(redisUrl);
    env.REDIS_URL = relay.url;
    cleanups.push(() => relay?.close() ?? Promise.resolve());
  }
  return {
    env,
    relay,
    close: async () => {
      for (const cleanup of cleanups.reverse())
        await cleanup().catch((error: unknown) => {
          log(`cleanup: ${String(error)}`);
        });
    },
  };
}

async function memories(servers: readonly ServerProcess[]): Promise<ServerMemory[]> {
  return Promise.all(servers.map((server) => server.memory()));
}

async function cpuOf(servers: readonly ServerProcess[]): Promise<number[]> {
  return Promise.all(servers.map((server) => server.cpuSeconds().catch(() => Number.NaN)));
}

/** Starts the client workers and waits until every first game is open. */
async function startClients(options: BenchOptions, urls: readonly string[]) {
  const workers: Worker[] = [];
  const reports: Promise<WorkerReport>[] = [];
  const ready: Promise<void>[] = [];
  const count = Math.min(options.clientWorkers, options.games);
  for (let index = 0; index < count; index++) {
    const pairs = Math.floor(options.games / count) + (index < options.games % count ? 1 : 0);
    const clockGames = options.clock
      ? Math.floor(options.clockGames / count) + (index < options.clockGames % count ? 1 : 0)
      : 0;
    const setup: WorkerSetup = {
      pairs,
      firstPair: index * Math.ceil(options.games / count),
      clockGames,
      clockMs: options.clockMs,
      urls,
      thinkMs: options.thinkMs,
      durationS: options.durationS,
      rampConcurrency: options.rampConcurrency,
      stallMs: options.fault ? Math.max(10_000, 3 * options.thinkMs) : 0,
    };
    const worker = new Worker(WORKER, { workerData: setup });
    workers.push(worker);
    let readied: () => void = () => undefined;
    ready.push(
      new Promise((done) => {
        readied = done;
      }),
    );
    reports.push(
      new Promise((done, fail) => {
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'ready') readied();
          else if (message.type === 'report') done(message.report);
          else fail(new Error(`client worker ${String(index)}: ${message.message}`));
        });
        worker.once('error', fail);
      }),
    );
  }
  const failed = Promise.race(reports).then(() => {
    throw new Error('a client worker reported before it was ready');
  });
  await Promise.race([Promise.all(ready), failed]);
  const tell = (message: ToWorker): void => {
    for (const worker of workers) worker.postMessage(message);
  };
  return { tell, reports: Promise.all(reports), workers };
}

/** Every game's recorded turns, read from a live server. */
async function recordedTurns(
  url: string,
  gameIds: readonly string[],
): Promise<Map<string, readonly string[]>> {
  const turns = new Map<string, readonly string[]>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < gameIds.length) {
        const gameId = gameIds[next++] ?? '';
        const game = await call<GameBody>([url], 0, 'GET', `/api/games/${gameId}`);
        turns.set(gameId, game.record?.turns ?? []);
      }
    }),
  );
  return turns;
}

async function run(options: BenchOptions): Promise<void> {
  const shared = await backing(options);
  const servers: ServerProcess[] = [];
  try {
    for (let index = 0; index < options.processes; index++)
      servers.push(
        await ServerProcess.start({ env: shared.env, port: 0, label: `server ${String(index + 1)}` }),
      );
    const urls = servers.map((server) => server.url);
    log(
      `${String(servers.length)} server process(es) at ${urls.join(', ')}; opening ${String(options.games)} games`,
    );
    const before = await memories(servers);
    const rampStarted = performance.now();
    const clients = await startClients(options, urls);
    const rampS = (performance.now() - rampStarted) / 1000;
    const withGames = await memories(servers);
    log(
      `${String(options.games)} games open in ${rampS.toFixed(1)} s; playing for ${String(options.durationS)} s`,
    );
    const cpuStart = await cpuOf(servers);
    const clientCpuStart = process.cpuUsage();
    const machineStart = await machineCpu();
    const servicesStart = await cpuOfNamed(SERVICES);
    const goAt = Date.now();
    clients.tell({ type: 'go', at: goAt });
    const faultTimes: { name: string; at: number }[] = [];
    const fault = async (name: string, act: () => Promise<void> | void): Promise<void> => {
      const at = Date.now();
      await act();
      faultTimes.push({ name, at });
      clients.tell({ type: 'fault', name, at });
      log(`fault: ${name}`);
    };
    const durationMs = options.durationS * 1000;
    let cpuKilled = 0;
    if (options.fault) {
      const victim = 1;
      const relay = shared.relay;
      // Redis first, while both processes serve sockets (each game has a seat on each): the
      // sockets must catch up when it is back (resync). Then a process dies.
      await sleep(durationMs * 0.2);
      await fault('Redis cut', () => relay?.cut());
      await sleep(durationMs * 0.2);
      await fault('Redis restored', () => relay?.restore());
      await sleep(durationMs * 0.15);
      cpuKilled = (await servers[victim]?.cpuSeconds()) ?? 0;
      await fault('kill -9 server 2', () => servers[victim]?.kill());
      await sleep(durationMs * 0.2);
      const port = servers[victim]?.port ?? 0;
      await fault('server 2 restarted', async () => {
        servers[victim] = await ServerProcess.start({ env: shared.env, port, label: 'server 2 again' });
      });
      await sleep(Math.max(0, goAt + durationMs - Date.now()));
    } else await sleep(durationMs);
    const windowS = (Date.now() - goAt) / 1000;
    const cpuEnd = await cpuOf(servers);
    const clientCpu = process.cpuUsage(clientCpuStart);
    const machineEnd = await machineCpu();
    const servicesEnd = await cpuOfNamed(SERVICES);
    const atEnd = await memories(servers);
    clients.tell({ type: 'stop' });
    const reports = await clients.reports;
    await Promise.all(clients.workers.map((worker) => worker.terminate()));
    const ledgers = reports.flatMap((report) => report.ledgers);
    log(`checking ${String(ledgers.length)} games' records against what the clients were told`);
    const recorded = await recordedTurns(
      servers[0]?.url ?? '',
      ledgers.map((ledger) => ledger.gameId),
    );
    const facts: RunFacts = {
      options,
      mode: modeName(options),
      rampS,
      windowS,
      memory: { before, withGames, atEnd },
      serverCpuS: cpuEnd.map((end, index) => end - (cpuStart[index] ?? 0) + (index === 1 ? cpuKilled : 0)),
      clientCpuS: (clientCpu.user + clientCpu.system) / 1e6,
      servicesCpuS: servicesEnd - servicesStart,
      machine: {
        cores: machineEnd.cores,
        busyS: machineEnd.busy - machineStart.busy,
        totalS: machineEnd.total - machineStart.total,
      },
      faults: faultTimes,
      reports,
      check: checkLedgers(ledgers, recorded),
    };
    const summary = summariseRun(facts);
    printReport(summary);
    const out = resolve(
      options.out ??
        join(
          'artifacts',
          'bench',
          `server-${facts.mode}-${new Date(goAt).toISOString().replace(/[:.]/g, '-')}.json`,
        ),
    );
    await mkdir(resolve(out, '..'), { recursive: true });
    await writeFile(out, `${JSON.stringify(summary, null, 2)}\n`);
    log(`report written to ${out}`);
    if (summary.check.lost > 0 || summary.check.duplicated > 0) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop().catch(() => undefined)));
    await shared.close();
  }
}

const parsed = parseOptions(process.argv.slice(2));
if ('error' in parsed) {
  process.stderr.write(`${parsed.error}\n\n${USAGE}\n`);
  process.exit(2);
}
await run(parsed);
