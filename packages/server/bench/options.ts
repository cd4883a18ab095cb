/** The server bench's options (`npm run bench:server -- --games 50 …`). */
export interface BenchOptions {
  /** Games alive at once (two sockets each). */
  readonly games: number;
  /** Seconds of play measured, after every game is open. */
  readonly durationS: number;
  /** Mean think time before a seat sends its turn (uniform in 0.5×–1.5×). */
  readonly thinkMs: number;
  readonly postgres: boolean;
  readonly redis: boolean;
  readonly processes: number;
  readonly fault: boolean;
  readonly clock: boolean;
  /** Clocked games where nobody moves (with --clock), started evenly through the run. */
  readonly clockGames: number;
  /** Initial time of the clocked games. */
  readonly clockMs: number;
  /** Worker threads that run the bot clients. */
  readonly clientWorkers: number;
  /** Set-up requests in flight at once, per worker. */
  readonly rampConcurrency: number;
  /** Where the JSON report goes; default artifacts/bench/server-<mode>-<time>.json. */
  readonly out: string | undefined;
}

export const USAGE = `npm run bench:server -- [options]
  --games N            games alive at once, 2 sockets each (default 2000)
  --duration S         seconds of play measured (default 60)
  --think-ms MS        mean think time before a turn, uniform in ½–1½× (default 10000)
  --postgres           store in a fresh PostgreSQL database (BENCH_POSTGRES_URL, dropped after)
  --redis              live messages through Redis (BENCH_REDIS_URL) behind a relay the bench can cut
  --processes P        server processes (default 1; more needs --postgres --redis)
  --fault              cut Redis, restore it, kill -9 a process, restart it (needs P ≥ 2)
  --clock              also clocked games nobody moves in: flag-fall delay
  --clock-games N      clocked games (default 200)
  --clock-ms MS        their initial time (default 3000)
  --client-workers K   worker threads for the clients (default 1)
  --ramp N             set-up requests in flight per worker (default 32)
  --out FILE           the JSON report (default artifacts/bench/server-<mode>-<time>.json)`;

const DEFAULTS: BenchOptions = {
  games: 2000,
  durationS: 60,
  thinkMs: 10_000,
  postgres: false,
  redis: false,
  processes: 1,
  fault: false,
  clock: false,
  clockGames: 200,
  clockMs: 3000,
  clientWorkers: 1,
  rampConcurrency: 32,
  out: undefined,
};

const NUMBERS = {
  '--games': 'games',
  '--duration': 'durationS',
  '--think-ms': 'thinkMs',
  '--processes': 'processes',
  '--clock-games': 'clockGames',
  '--clock-ms': 'clockMs',
  '--client-workers': 'clientWorkers',
  '--ramp': 'rampConcurrency',
} as const;

const FLAGS = {
  '--postgres': 'postgres',
  '--redis': 'redis',
  '--fault': 'fault',
  '--clock': 'clock',
} as const;

/** Reads the command line; an error names the option that is wrong. */
export function parseOptions(args: readonly string[]): BenchOptions | { error: string } {
  const options: Record<string, unknown> = { ...DEFAULTS };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg in FLAGS) {
      options[FLAGS[arg as keyof typeof FLAGS]] = true;
      continue;
    }
    const value = args[i + 1];
    if (arg === '--out') {
      if (value === undefined) return { error: '--out needs a file name' };
      options.out = value;
      i++;
      continue;
    }
    if (!(arg in NUMBERS)) return { error: `unknown option ${JSON.stringify(arg)}` };
    const number = Number(value);
    if (value === undefined || !Number.isInteger(number) || number < (arg === '--think-ms' ? 0 : 1))
      return {
        error: `${arg} needs a whole number${arg === '--think-ms' ? ' ≥ 0' : ' ≥ 1'}, not ${JSON.stringify(value ?? '')}`,
      };
    options[NUMBERS[arg as keyof typeof NUMBERS]] = number;
    i++;
  }
  const read = options as unknown as BenchOptions;
  if (read.processes > 1 && !(read.postgres && read.redis))
    return { error: '--processes above 1 needs --postgres and --redis (one store, shared live messages)' };
  if (read.fault && read.processes < 2) return { error: '--fault needs --processes 2 or more' };
  return read;
}

/** A short name for the mode, for the report's file name. */
export function modeName(options: BenchOptions): string {
  const store = options.postgres ? 'postgres' : 'sqlite';
  const parts = [store, ...(options.redis ? ['redis'] : []), `p${String(options.processes)}`];
  if (options.fault) parts.push('fault');
  if (options.clock) parts.push('clock');
  return parts.join('-');
}
