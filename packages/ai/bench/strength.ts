import { applyTurnText, emptyPosition, legalTurns, type Position } from '@santorini/engine';
import {
  DEFAULT_WEIGHTS,
  heightBotTurn,
  LevelPlayer,
  mulberry32,
  rolloutMctsTurn,
  Searcher,
  type EvalWeights,
} from '@santorini/ai';
import { eloFromScore } from './elo.js';
import { godStart } from './godStart.js';
import { tuningNamed } from './tunings.js';

/** Evaluation variants to compare against the defaults (`nodes:20000:name`). */
const VARIANTS: Record<string, Partial<EvalWeights>> = {
  flatCentre: { centre: new Array<number>(25).fill(0) },
  moreTempo: { tempo: 50 },
  l1high: { height: [0, 160, 300, 300] },
  l2lower: { height: [0, 120, 240, 240] },
  potential120: { threatPotential: 120 },
  threatLess: { threat: 120, doubleThreat: 600 },
  trappedMore: { trapped: -300 },
};

/**
 * Quick strength check: `node dist-bench/strength.js A B pairs [timeMs] [seed]` where a player is
 * `level:N`, `height2`, `mcts:PLAYOUTS`, `time:MS[:tuning]`, `hand:MS[:tuning]` (no learned correction) or
 * `nodes:N[:variant]`. Openings are random placements, each played twice with
 * the players swapped. `--gods`: each opening also draws two random powers (the general search).
 */
type Chooser = (pos: Position) => string | null;

function player(spec: string, seed: number, timeMs: number): Chooser {
  if (spec === 'height2') return (pos) => heightBotTurn(pos, 2);
  if (spec.startsWith('mcts:')) {
    const random = mulberry32(seed);
    const playouts = Number(spec.slice(5));
    return (pos) => rolloutMctsTurn(pos, playouts, random);
  }
  if (spec.startsWith('nodes:')) {
    // nodes:N[:variant] — full strength on a node budget (reproducible), optionally other weights.
    const [, budget = '20000', variant = ''] = spec.split(':');
    const weights = variant === '' ? DEFAULT_WEIGHTS : { ...DEFAULT_WEIGHTS, ...(VARIANTS[variant] ?? {}) };
    const searcher = new Searcher({ hashMb: 16, weights, network: null });
    return (pos) => searcher.search(pos, { nodes: Number(budget) }).turn;
  }
  if (spec.startsWith('hand:')) {
    // hand:MS[:tuning] — time:MS with the hand-written evaluation alone (no learned correction).
    const [, budget = '100', variant = ''] = spec.split(':');
    const searcher = new Searcher({ hashMb: 16, tuning: tuningNamed(variant), network: null });
    return (pos) => searcher.search(pos, { timeMs: Number(budget) }).turn;
  }
  if (spec.startsWith('time:')) {
    // time:MS[:tuning] — full strength on a time budget, optionally with other search settings
    // (`a+b` for several).
    const [, budget = '100', variant = ''] = spec.split(':');
    const searcher = new Searcher({ hashMb: 16, tuning: tuningNamed(variant) });
    return (pos) => searcher.search(pos, { timeMs: Number(budget) }).turn;
  }
  if (spec.startsWith('level:')) {
    const ai = new LevelPlayer(new Searcher({ hashMb: 16 }), Number(spec.slice(6)), seed);
    return (pos) => ai.chooseTurn(pos, { timeMs }).turn;
  }
  throw new Error(`unknown player ${spec}`);
}

function opening(random: () => number, withGods: boolean): Position {
  let pos = withGods ? godStart(Math.floor(random() * 2 ** 31)) : emptyPosition();
  for (let i = 0; i < 2; i++) {
    const turns = legalTurns(pos);
    const pick = turns[Math.floor(random() * turns.length)];
    if (pick === undefined) throw new Error('no placement');
    pos = pick.position;
  }
  return pos;
}

function play(start: Position, players: [Chooser, Chooser]): number {
  let pos = start;
  for (let i = 0; i < 300 && pos.winner === null; i++) {
    const turn = players[pos.turn === 0 ? 0 : 1](pos);
    if (turn === null) return -1;
    const after = applyTurnText(pos, turn);
    if (!after.ok) throw new Error(`${turn}: ${after.error.message}`);
    pos = after.value;
  }
  return pos.winner ?? -1;
}

const withGods = process.argv.includes('--gods');
const [a = 'level:8', b = 'height2', pairsText = '10', timeText = '100', seedText = '12345'] = process.argv
  .slice(2)
  .filter((arg) => arg !== '--gods');
const pairs = Number(pairsText);
const timeMs = Number(timeText);
const random = mulberry32(Number(seedText));
let winsA = 0;
let unfinished = 0;
let games = 0;
for (let p = 0; p < pairs; p++) {
  const start = opening(random, withGods);
  for (const swap of [false, true]) {
    const pa = player(a, p * 2 + 1, timeMs);
    const pb = player(b, p * 2 + 2, timeMs);
    const winner = play(start, swap ? [pb, pa] : [pa, pb]);
    games++;
    if (winner === (swap ? 1 : 0)) winsA++;
    else if (winner === -1) unfinished++;
    const drawn = unfinished > 0 ? ` (${unfinished} unfinished)` : '';
    process.stderr.write(
      `\r${games}/${pairs * 2} games, ${a} ${winsA} - ${games - winsA - unfinished} ${b}${drawn}`,
    );
  }
}
// An unfinished game (300 turns, or no turn chosen) counts half to each.
const score = (winsA + unfinished / 2) / games;
const elo = eloFromScore(score);
const drawn = unfinished > 0 ? `, ${unfinished} unfinished` : '';
console.log(
  `\n${a} vs ${b}: ${winsA}/${games}${drawn} (${(score * 100).toFixed(1)}%), Elo ${elo.toFixed(0)}`,
);
