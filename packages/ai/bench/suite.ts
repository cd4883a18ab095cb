import { readFileSync, writeFileSync } from 'node:fs';
import {
  applyTurnText,
  emptyPosition,
  legalTurns,
  parsePosition,
  positionToJson,
  type Position,
} from '@santorini/engine';
import { isForced, LevelPlayer, mulberry32, readWeightsFile, Searcher, type Network } from '@santorini/ai';
import { godStart } from './godStart.js';
import { tuningNamed } from './tunings.js';

/**
 * Search-efficiency suite: `node dist-bench/suite.js [depth] [positions]` searches positions from
 * level-3 self-play games (seeded) to a fixed depth and totals nodes and time — fewer nodes for the
 * same depth means better ordering and pruning. `suite.js time:1000 [positions]` gives each
 * position 1 s instead and reports the depth reached (a steadier "depth in 1 s" than one opening:
 * the node count to a depth swings with the hash keys and table size).
 *
 * The positions come from the build's own level 3, so two builds with different evaluations search
 * different positions: `--save FILE` writes them (position JSON), `--load FILE` searches those
 * instead, so that two builds are measured on the same positions. `--tuning a+b` searches with
 * the named search-setting variants of `tunings.ts` instead of the defaults; `--hand` searches
 * with the hand-written evaluation alone (no learned correction), `--network FILE` with a network
 * weight file (JSON) instead of the committed network. `--gods` plays the self-play games with two
 * random powers each (seeded; the general search), so that the suite measures that search.
 * `--turns` prints each position's depth, score, turn and nodes (a change meant only for speed
 * must find the same scores). `--hash MB` sizes each search's table (16 by default, so that the
 * counts stay comparable with earlier runs; the engine's `Searcher` has 32).
 */
const arg = process.argv[2] ?? '8';
const timed = arg.startsWith('time:');
const depth = timed ? 0 : Number(arg);
const count = Number(process.argv[3] ?? 24);
const option = (name: string): string | undefined => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const loadFrom = option('--load');
const saveTo = option('--save');
const tuning = tuningNamed(option('--tuning') ?? '');
const networkFile = option('--network');
const withGods = process.argv.includes('--gods');
const listTurns = process.argv.includes('--turns');
const hashMb = Number(option('--hash') ?? 16);
if (!(hashMb > 0)) throw new Error(`--hash: a size in MB above 0, not ${option('--hash')}`);
const network = process.argv.includes('--hand')
  ? null
  : networkFile === undefined
    ? undefined
    : networkIn(networkFile);

function networkIn(file: string): Network {
  const read = readWeightsFile(JSON.parse(readFileSync(file, 'utf8')) as unknown);
  if (!read.ok) throw new Error(`--network ${file}: ${read.error.message}`);
  return read.value;
}

function selfPlayPositions(): Position[] {
  const random = mulberry32(2026);
  const positions: Position[] = [];
  for (let game = 0; positions.length < count; game++) {
    let pos = withGods ? godStart(3000 + game) : emptyPosition();
    for (let i = 0; i < 2; i++) {
      const turns = legalTurns(pos);
      const pick = turns[Math.floor(random() * turns.length)];
      if (pick === undefined) break;
      pos = pick.position;
    }
    const player = new LevelPlayer(new Searcher({ hashMb: 1 }), 3, positions.length);
    for (let ply = 0; pos.winner === null && ply < 40; ply++) {
      if (ply % 6 === 3 && positions.length < count) positions.push(pos);
      const { turn } = player.chooseTurn(pos);
      const after = applyTurnText(pos, turn ?? '');
      if (!after.ok) break;
      pos = after.value;
    }
  }
  return positions;
}

function loadPositions(file: string): Position[] {
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  return list.map((json, index) => {
    const parsed = parsePosition(json);
    if (!parsed.ok) throw new Error(`${file}, position ${index + 1}: ${parsed.error.message}`);
    return parsed.value;
  });
}

const positions = loadFrom === undefined ? selfPlayPositions() : loadPositions(loadFrom);
if (saveTo !== undefined) writeFileSync(saveTo, `${JSON.stringify(positions.map(positionToJson))}\n`);

let nodes = 0;
let timeMs = 0;
const depths: number[] = [];
const open: number[] = [];
for (const pos of positions) {
  const limits = timed ? { timeMs: Number(arg.slice(5)) } : { depth };
  const result = new Searcher({ hashMb, tuning, network }).search(pos, limits);
  nodes += result.nodes;
  timeMs += result.timeMs;
  depths.push(result.depth);
  if (!isForced(result.score)) open.push(result.depth);
  if (listTurns) console.log(`${result.depth}\t${result.score}\t${result.turn ?? '-'}\t${result.nodes}`);
}
const nps = Math.round((nodes / Math.max(1, timeMs)) * 1000);
if (timed) {
  // Positions won or lost by force stop early: only the others show how deep the search gets.
  const mean = open.reduce((sum, d) => sum + d, 0) / Math.max(1, open.length);
  console.log(
    `${arg}, ${positions.length} positions: depth reached ${depths.join(' ')} (mean ${mean.toFixed(2)} over the ${open.length} not forced), ${nodes} nodes, ${nps} nodes/s`,
  );
} else {
  console.log(`depth ${depth}, ${positions.length} positions: ${nodes} nodes, ${timeMs} ms, ${nps} nodes/s`);
}
