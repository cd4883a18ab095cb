import { Searcher } from '@santorini/ai';
import type { PositionJson } from '@santorini/engine';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { answerRequest } from '../src/ai/answerRequest.js';
import { positionAfter } from '../src/ai/testing/positions.js';
import { WorkerPool } from '../src/ai/workerPool.js';

// The AI pool's cost to the server: how long the main thread's event loop waits while AI seats
// search (in the pool, and for comparison on the main thread), and the time an AI turn takes.
// Build first (tsc -b), then: npx tsc -p packages/server/tsconfig.bench.json &&
// node packages/server/dist-bench/bench/aiPool.js [threads]

// This file runs from dist-bench/bench; the worker is the package's own build.
const WORKER = new URL('../../dist/ai/aiWorker.js', import.meta.url);

const POSITIONS: readonly [string, PositionJson][] = [
  ['placement', positionAfter([null, null], [])],
  ['base game', positionAfter([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3', 'd4-d3 +e2'])],
  ['apollo v minotaur', positionAfter(['apollo', 'minotaur'], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3'])],
];

const ms = (nanoseconds: number): string => (nanoseconds / 1e6).toFixed(1);

/**
 * The main thread's event-loop delay while `work` runs: Node's histogram, and the longest gap
 * between the ticks of a 10-ms interval (what a player's request waits at worst).
 */
async function loopDelay(label: string, work: () => Promise<unknown>): Promise<void> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let last = performance.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  await work();
  const took = (performance.now() - started).toFixed(0);
  // One more tick, so that a block that ended just now is counted.
  await new Promise((resolve) => setTimeout(resolve, 30));
  clearInterval(ticker);
  histogram.disable();
  console.log(
    `${label}: ${took} ms; event-loop delay p50 ${ms(histogram.percentile(50))} ms, ` +
      `p99 ${ms(histogram.percentile(99))} ms, max ${ms(histogram.max)} ms; ` +
      `longest gap between 10-ms ticks ${longestGap.toFixed(0)} ms`,
  );
}

const threads = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
const pool = new WorkerPool({ workerScript: WORKER, ...(threads === undefined ? {} : { threads }) });
const base = (POSITIONS[1] as [string, PositionJson])[1];
try {
  await pool.chooseTurn(base, 1); // starts a thread, so that its start-up is not counted below
  await loopDelay(`4 level-8 searches in the pool (${threads ?? 'default'} threads)`, () =>
    Promise.all(Array.from({ length: 4 }, (_, seed) => pool.chooseTurn(base, 8, { seed }))),
  );
  const searcher = new Searcher();
  await loopDelay('1 level-8 search on the main thread', async () => {
    // A timer tick first, so that the search blocks a running loop as a request handler would.
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerRequest(searcher, { id: 1, position: base, level: 8, seed: 0 });
  });
  for (const level of [1, 4, 8]) {
    for (const [name, position] of POSITIONS) {
      const started = performance.now();
      const turn = await pool.chooseTurn(position, level, { seed: 1 });
      console.log(`level ${level}, ${name}: ${(performance.now() - started).toFixed(0)} ms (${turn})`);
    }
  }
} finally {
  await pool.close();
}
