import { parsePosition, type PositionJson } from '@santorini/engine';
import { committedNetwork, Searcher } from '@santorini/ai';

/**
 * The general search (every power, 3–4 players) to a fixed depth from fixed positions:
 * `node packages/ai/dist-bench/general.js [extraDepth] [runs]`. Prints nodes, time and nodes/s per
 * position, with the score and turn found, which must not change when only speed does. Each
 * position came from a seeded random game; `extraDepth` (default 0) searches that much deeper.
 * `--hand`: without the learned network (the hand-written evaluation alone); `--many-network`: with it
 * in 3–4 players too (`manyPlayerNetwork`).
 */
interface BenchPosition {
  readonly name: string;
  readonly depth: number;
  readonly position: PositionJson;
  /** Max-n instead of paranoid alpha-beta (3 players). */
  readonly maxn?: boolean;
}

const THREE_PLAYERS: PositionJson = {
  players: [
    { god: 'minotaur', workers: ['c3', 'b2'] },
    { god: 'hera', workers: ['a2', 'b4'] },
    { god: 'prometheus', workers: ['b3', 'd4'] },
  ],
  levels: ['21000', '00100', '00102', '00200', '01000'],
  domes: [],
  toMove: 2,
};

const POSITIONS: readonly BenchPosition[] = [
  {
    name: 'apollo vs athena',
    depth: 4,
    position: {
      players: [
        { god: 'apollo', workers: ['d2', 'b3'] },
        { god: 'athena', workers: ['a2', 'c1'] },
      ],
      levels: ['01000', '02100', '00010', '00011', '00010'],
      domes: [],
      toMove: 0,
    },
  },
  {
    name: 'artemis vs demeter',
    depth: 3,
    position: {
      players: [
        { god: 'artemis', workers: ['d3', 'a4'] },
        { god: 'demeter', workers: ['b3', 'a3'] },
      ],
      levels: ['11000', '20100', '01000', '01110', '01000'],
      domes: [],
      toMove: 0,
    },
  },
  {
    name: 'hermes vs pan',
    depth: 3,
    position: {
      players: [
        { god: 'hermes', workers: ['c3', 'e1'] },
        { god: 'pan', workers: ['b3', 'a4'] },
      ],
      levels: ['11010', '01010', '00000', '00111', '00000'],
      domes: [],
      toMove: 0,
    },
  },
  {
    name: 'poseidon vs atlas',
    depth: 2,
    position: {
      players: [
        { god: 'poseidon', workers: ['d1', 'c4'] },
        { god: 'atlas', workers: ['d3', 'a4'] },
      ],
      levels: ['20300', '00010', '11001', '01012', '00003'],
      domes: ['c5', 'e2'],
      toMove: 0,
    },
  },
  { name: '3p paranoid', depth: 4, position: THREE_PLAYERS },
  { name: '3p max-n', depth: 3, position: THREE_PLAYERS, maxn: true },
  {
    name: '4 players',
    depth: 4,
    position: {
      players: [
        { god: 'zeus', workers: ['e1', 'a4'] },
        { god: 'hephaestus', workers: ['a2', 'c3'] },
        { god: 'triton', workers: ['e1', 'a4'] },
        { god: 'limus', workers: ['a2', 'c3'] },
      ],
      levels: ['00020', '22020', '00000', '01101', '00000'],
      domes: [],
      toMove: 0,
    },
  },
];

const hand = process.argv.includes('--hand');
const manyNetwork = process.argv.includes('--many-network');
const args = process.argv.slice(2).filter((arg) => arg !== '--hand' && arg !== '--many-network');
const extraDepth = Number(args[0] ?? 0);
const runs = Math.max(1, Number(args[1] ?? 1));
if (!Number.isInteger(extraDepth) || extraDepth < 0) throw new Error('extraDepth: a whole number ≥ 0');

const cells = (values: readonly (string | number)[], widths: readonly number[]): string =>
  values
    .map((v, i) => (i === 0 ? String(v).padEnd(widths[i] ?? 8) : String(v).padStart(widths[i] ?? 8)))
    .join('  ');
const WIDTHS = [20, 5, 10, 8, 10, 8, 0];
console.log(cells(['position', 'depth', 'nodes', 'ms', 'nodes/s', 'score', 'turn'], WIDTHS));
let totalNodes = 0;
let totalMs = 0;
for (const bench of POSITIONS) {
  const parsed = parsePosition(bench.position);
  if (!parsed.ok) throw new Error(`${bench.name}: ${parsed.error.field}: ${parsed.error.message}`);
  const depth = bench.depth + extraDepth;
  let best = Infinity;
  let line: (string | number)[] = [];
  for (let run = 0; run < runs; run++) {
    const searcher = new Searcher({
      hashMb: 16,
      threePlayer: bench.maxn === true ? 'maxn' : 'paranoid',
      ...(hand ? { network: null } : {}),
      ...(manyNetwork ? { manyPlayerNetwork: committedNetwork() } : {}),
    });
    const started = performance.now();
    const result = searcher.search(parsed.value, { depth });
    const ms = performance.now() - started;
    if (ms >= best) continue;
    best = ms;
    line = [
      bench.name,
      result.depth,
      result.nodes,
      Math.round(ms),
      Math.round((result.nodes / Math.max(ms, 1e-3)) * 1000),
      result.score,
      result.turn ?? '-',
    ];
  }
  totalNodes += Number(line[2]);
  totalMs += best;
  console.log(cells(line, WIDTHS));
}
console.log(
  `total: ${totalNodes} nodes in ${Math.round(totalMs)} ms, ${Math.round((totalNodes / totalMs) * 1000)} nodes/s`,
);
