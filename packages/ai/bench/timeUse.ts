import { legalTurns, type Position } from '@santorini/engine';
import { LevelPlayer, mulberry32, Searcher } from '@santorini/ai';
import { godStart } from './godStart.js';

/**
 * The time level 8 takes against the time it is given, on positions from seeded random games with
 * random powers (2, 2, 3 and 4 players in turn): `node packages/ai/dist-bench/timeUse.js
 * [positions] [ms] [seed]` (default 300 positions, 100 ms, seed 5). Prints the mean, median, 99th
 * percentile and longest time a turn, and the positions that took longest with their powers. One
 * search of each position first, not timed, so that the times are of compiled code.
 */
const count = Number(process.argv[2] ?? 300);
const ms = Number(process.argv[3] ?? 100);
const seed = Number(process.argv[4] ?? 5);

function randomPositions(): Position[] {
  const random = mulberry32(seed);
  const positions: Position[] = [];
  for (let game = 0; positions.length < count; game++) {
    let pos = godStart(seed * 1000 + game, [2, 2, 3, 4][game % 4]);
    const plies = 4 + Math.floor(random() * 30);
    for (let ply = 0; ply < plies; ply++) {
      const turns = legalTurns(pos);
      const next = turns[Math.floor(random() * turns.length)];
      if (next === undefined || next.winner !== null) break;
      pos = next.position;
    }
    if (pos.winner === null && !pos.inPlacement) positions.push(pos);
  }
  return positions;
}

const positions = randomPositions();
const player = new LevelPlayer(new Searcher({}), 8, 0);
for (const pos of positions.slice(0, 20)) player.chooseTurn(pos, { timeMs: ms });
const taken = positions.map((pos) => {
  const started = performance.now();
  player.chooseTurn(pos, { timeMs: ms });
  return { pos, ms: performance.now() - started };
});
const sorted = taken.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mean = sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length);
console.log(
  `${String(sorted.length)} positions, ${String(ms)} ms a turn: mean ${mean.toFixed(0)} ms, median ${at(0.5).toFixed(0)}, ` +
    `99th percentile ${at(0.99).toFixed(0)}, longest ${at(1).toFixed(0)}`,
);
for (const { pos, ms: took } of [...taken].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
  const gods = pos.setup.gods.map((god) => god ?? 'none').join(', ');
  console.log(
    `  ${took.toFixed(0).padStart(6)} ms  ${String(pos.playerCount)} players: ${gods}; seat ${String(pos.turn)} to move`,
  );
}
