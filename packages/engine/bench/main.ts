/**
 * `npm run bench [-- options]`: engine throughput next to a naive array-based baseline.
 *
 * Suites (`--only a,b`): `perft` — perft leaves per second from the empty board and from a
 * mid-game position, bulk-counting and making every leaf, against the naive baseline in `naive.ts`;
 * every leaf count is cross-checked (and, from the empty board, against the published counts).
 * `gods` — random playouts per God Power in mirror matches through the general turn pipeline.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { emptyPosition, parsePosition, perft, perftMakeUnmake, type Position } from '@santorini/engine';
import { runGods } from './gods.js';
import { naiveEmpty, naiveFromJson, naivePerft, type NaivePositionJson, type NaiveState } from './naive.js';

const USAGE = `Usage: npm run bench [-- options]

  --quick             smaller depths and fewer runs (a few seconds)
  --only SUITES       comma-separated suites to run (known: perft, gods)
  --runs N            timed runs per measurement (default 5, quick 3)
  --budget SECONDS    stop repeating a measurement once its runs took this long (default 10, quick 3)
  --empty-depth N     perft depth from the empty board (default 4, quick 3)
  --mid-depth N       perft depth from the mid-game position (default 5, quick 4)
  --no-naive          skip the naive baseline (for deep runs)
  --cpu               time perft by this process's CPU time, not the wall clock (steadier on a busy machine)
  -h, --help          this text`;

/** Perft from the empty 2-player board by depth (index), as published by an independent engine. */
const PUBLISHED_EMPTY = [1, 300, 75_900, 4_313_232, 237_559_488, 14_380_444_776];

/**
 * A mid-game position: two complete towers (d4, d5); player 1's c2 worker on level 2 threatens to
 * step up onto c3; player 0 to move. About 50 legal turns a ply.
 */
const MIDGAME: NaivePositionJson = {
  players: [{ workers: ['b2', 'c4'] }, { workers: ['c2', 'd3'] }],
  levels: ['00030', '12130', '02310', '01210', '00100'],
  domes: ['d4', 'd5'],
  toMove: 0,
};

interface Options {
  quick: boolean;
  only: readonly string[];
  runs: number;
  budgetS: number;
  emptyDepth: number;
  midDepth: number;
  naive: boolean;
  cpu: boolean;
}

interface Measurement {
  label: string;
  leaves: number;
  /** Seconds per run, in run order. */
  times: number[];
}

let mismatches = 0;

function mismatch(message: string): void {
  mismatches++;
  const bar = '!'.repeat(Math.max(20, message.length + 8));
  process.stdout.write(`\n${bar}\n!!! MISMATCH: ${message}\n${bar}\n\n`);
}

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`--${name}: expected a non-negative integer, got ${text}\n`);
    process.exit(2);
  }
  return n;
}

function parseCommandLine() {
  try {
    return parseArgs({
      options: {
        quick: { type: 'boolean', default: false },
        only: { type: 'string' },
        runs: { type: 'string' },
        budget: { type: 'string' },
        'empty-depth': { type: 'string' },
        'mid-depth': { type: 'string' },
        'no-naive': { type: 'boolean', default: false },
        cpu: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      allowPositionals: false,
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
}

function readOptions(): Options {
  const parsed = parseCommandLine();
  const v = parsed.values;
  if (v.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const quick = v.quick;
  const only = (v.only ?? Object.keys(SUITES).join(','))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const name of only) {
    if (!(name in SUITES)) {
      process.stderr.write(`--only: unknown suite ${name} (known: ${Object.keys(SUITES).join(', ')})\n`);
      process.exit(2);
    }
  }
  return {
    quick,
    only,
    runs: Math.max(1, positiveInt('runs', v.runs, quick ? 3 : 5)),
    budgetS: positiveInt('budget', v.budget, quick ? 3 : 10),
    emptyDepth: positiveInt('empty-depth', v['empty-depth'], quick ? 3 : 4),
    midDepth: positiveInt('mid-depth', v['mid-depth'], quick ? 4 : 5),
    naive: !v['no-naive'],
    cpu: v.cpu,
  };
}

/** A clock in seconds: the wall clock, or this process's CPU time (user + system). */
function clock(cpu: boolean): () => number {
  if (!cpu) return () => Number(process.hrtime.bigint()) / 1e9;
  return () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
}

/** Runs `fn` up to `runs` times (at least once; fewer once `budgetS` is spent). */
function measure(label: string, fn: () => number, options: Options): Measurement {
  process.stderr.write(`  ${label} …`);
  const times: number[] = [];
  let leaves = -1;
  let spent = 0;
  while (times.length < options.runs && (times.length === 0 || spent < options.budgetS)) {
    const now = clock(options.cpu);
    const start = now();
    const n = fn();
    const took = now() - start;
    if (leaves >= 0 && n !== leaves)
      mismatch(`${label}: run ${times.length + 1} gave ${fmt(n)}, run 1 ${fmt(leaves)}`);
    leaves = n;
    times.push(took);
    spent += took;
    process.stderr.write(` ${took.toFixed(2)}s`);
  }
  process.stderr.write('\n');
  return { label, leaves, times };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const hi = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? hi : ((sorted[mid - 1] ?? hi) + hi) / 2;
}

function fmt(n: number): string {
  return n.toLocaleString('en-US');
}

const COLUMNS = [
  ['position', 10, 'l'],
  ['depth', 5, 'r'],
  ['implementation', 27, 'l'],
  ['leaves', 15, 'r'],
  ['runs', 4, 'r'],
  ['best s', 8, 'r'],
  ['median s', 8, 'r'],
  ['best M/s', 9, 'r'],
  ['median M/s', 10, 'r'],
  ['vs naive', 8, 'r'],
] as const;

function row(cells: readonly string[]): string {
  return COLUMNS.map(([, width, align], i) => {
    const cell = cells[i] ?? '';
    return align === 'l' ? cell.padEnd(width) : cell.padStart(width);
  })
    .join('  ')
    .trimEnd();
}

function printHeader(): void {
  process.stdout.write(`${row(COLUMNS.map(([title]) => title))}\n`);
  process.stdout.write(`${row(COLUMNS.map(([, width]) => '-'.repeat(width)))}\n`);
}

function printRows(position: string, depth: number, measurements: readonly Measurement[]): void {
  const naive = measurements.find((m) => m.label === 'naive arrays');
  const naiveMedian = naive === undefined ? undefined : median(naive.times);
  for (const m of measurements) {
    const best = Math.min(...m.times);
    const med = median(m.times);
    const rate = (s: number): string => (s > 0 ? (m.leaves / s / 1e6).toFixed(1) : '∞');
    const speedup = naiveMedian === undefined || med <= 0 ? '' : `${(naiveMedian / med).toFixed(1)}×`;
    process.stdout.write(
      `${row([
        position,
        String(depth),
        m.label,
        fmt(m.leaves),
        String(m.times.length),
        best.toFixed(3),
        med.toFixed(3),
        rate(best),
        rate(med),
        speedup,
      ])}\n`,
    );
  }
}

interface PerftCase {
  name: string;
  depth: number;
  engine: Position;
  naive: NaiveState;
  published: number | undefined;
}

function perftCase(name: string, depth: number, engine: Position, naive: NaiveState): PerftCase {
  return { name, depth, engine, naive, published: name === 'empty' ? PUBLISHED_EMPTY[depth] : undefined };
}

function checkCounts(c: PerftCase, measurements: readonly Measurement[]): string {
  const counts: [string, number][] = measurements.map((m) => [m.label, m.leaves]);
  if (c.published !== undefined) counts.push(['published', c.published]);
  const first = counts[0]?.[1];
  if (counts.every(([, n]) => n === first)) {
    return `${c.name} depth ${c.depth}: ${counts.map(([name]) => name).join(' = ')} = ${fmt(first ?? 0)}  ✓`;
  }
  const message = `${c.name} depth ${c.depth}: counts disagree: ${counts.map(([name, n]) => `${name} ${fmt(n)}`).join(', ')}`;
  mismatch(message);
  return `MISMATCH ${message}`;
}

function runPerft(options: Options): void {
  const parsed = parsePosition(MIDGAME);
  if (!parsed.ok) throw new Error(`mid-game position: ${parsed.error.field}: ${parsed.error.message}`);
  const cases = [
    perftCase('empty', options.emptyDepth, emptyPosition(2), naiveEmpty()),
    perftCase('mid-game', options.midDepth, parsed.value, naiveFromJson(MIDGAME)),
  ];
  process.stdout.write(
    [
      'perft — leaves/s, best and median over the runs (M/s = million leaves/s; vs naive = naive median / median)',
      '  engine bulk                  base-game kernel; the last ply is counted, not played',
      '  engine make every leaf       base-game kernel; every child is made in full: layers, workers, Zobrist hash',
      "  engine Position make/unmake  the kernel's turns made and unmade on a Position (after placement only)",
      '  naive arrays                 bench/naive.ts: heights number[25], workers number[][], every leaf made',
      `  mid-game = ${JSON.stringify(MIDGAME)}`,
      '',
      '',
    ].join('\n'),
  );

  // Warm the JIT on every code path before any timing.
  for (const c of cases) {
    const warmDepth = Math.min(c.depth, 2);
    perft(c.engine, warmDepth, { bulk: true });
    perft(c.engine, warmDepth, { bulk: false });
    if (!c.engine.inPlacement) perftMakeUnmake(c.engine, warmDepth);
    if (options.naive) naivePerft(c.naive, warmDepth);
  }

  const checks: string[] = [];
  const results: [PerftCase, Measurement[]][] = [];
  for (const c of cases) {
    process.stderr.write(`${c.name}, depth ${c.depth}:\n`);
    const measurements = [
      measure('engine bulk', () => perft(c.engine, c.depth, { bulk: true }), options),
      measure('engine make every leaf', () => perft(c.engine, c.depth, { bulk: false }), options),
    ];
    // Position's own make/unmake of packed turns (the path search uses); it starts after placement.
    if (!c.engine.inPlacement) {
      measurements.push(
        measure('engine Position make/unmake', () => perftMakeUnmake(c.engine, c.depth), options),
      );
    }
    if (options.naive)
      measurements.push(measure('naive arrays', () => naivePerft(c.naive, c.depth), options));
    checks.push(checkCounts(c, measurements));
    results.push([c, measurements]);
  }

  printHeader();
  for (const [c, measurements] of results) printRows(c.name, c.depth, measurements);
  process.stdout.write('\n');
  for (const line of checks) process.stdout.write(`check: ${line}\n`);
}

const SUITES: Record<string, (options: Options) => void> = { perft: runPerft, gods: runGods };

function main(): void {
  const options = readOptions();
  const args = process.argv.slice(2).join(' ');
  const viaNpm = process.env.npm_lifecycle_event === 'bench';
  const cpus = os.cpus();
  process.stdout.write(
    [
      'Santorini engine benchmark',
      `  command   ${viaNpm ? `npm run bench${args === '' ? '' : ` -- ${args}`}  (` : ''}node packages/engine/dist-bench/main.js${args === '' ? '' : ` ${args}`}${viaNpm ? ')' : ''}`,
      `  node      ${process.version} (V8 ${process.versions.v8}), ${process.platform} ${process.arch}`,
      `  cpu       ${cpus[0]?.model ?? 'unknown'} × ${cpus.length}`,
      `  date      ${new Date().toISOString()}`,
      `  settings  up to ${options.runs} runs per measurement, stopping after ${options.budgetS} s; suites: ${options.only.join(', ')}; timed by ${options.cpu ? 'CPU time' : 'the wall clock'}`,
      '',
      '',
    ].join('\n'),
  );
  for (const name of options.only) SUITES[name]?.(options);
  if (mismatches > 0) {
    process.stdout.write(
      `\n${mismatches} MISMATCH(ES): the leaf counts above disagree — a rules bug somewhere.\n`,
    );
    process.exitCode = 1;
  }
}

main();
