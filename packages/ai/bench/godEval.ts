import {
  applyTurnText,
  GOD_NAMES,
  isGodName,
  legalTurns,
  startingPosition,
  type GodName,
  type Position,
} from '@santorini/engine';
import { Searcher } from '@santorini/ai';
import { eloFromScore } from './elo.js';

/**
 * Does a power's evaluation term make the AI stronger? `node dist-bench/godEval.js PAIRS NODES OFF
 * LINEUP…` (PAIRS: a count, or `count@first` to start later) plays the full evaluation (A) against
 * one without the terms of the gods in OFF (B: a comma list, or `new` for every term but Pan's and
 * Chronus's), on a node budget per turn, so the
 * result does not depend on the machine's load. A LINEUP is `god:god` (`none` for no power); each
 * start is played twice with A and B swapped, from the setup's own start with a varied first
 * placement.
 */
const [pairsText = '10', nodesText = '5000', offText = 'new', ...lineupTexts] = process.argv.slice(2);
// PAIRS may name its first start, `25@25`: the next 25 starts after a run of 25.
const [pairs, firstPair] = pairsText.split('@').map(Number) as [number, number | undefined];
const nodes = Number(nodesText);
const off: readonly GodName[] =
  offText === 'new'
    ? GOD_NAMES.filter((god) => god !== 'pan' && god !== 'chronus')
    : offText.split(',').map(godName);
const lineups = (lineupTexts.length > 0 ? lineupTexts : ['artemis:none']).map((text) => {
  const [first = '', second = ''] = text.split(':');
  return [first === 'none' ? null : godName(first), second === 'none' ? null : godName(second)] as const;
});

function godName(text: string): GodName {
  if (!isGodName(text)) throw new Error(`unknown god ${text}`);
  return text;
}

/** The winner's seat, or null for an unfinished game. */
const kept = GOD_NAMES.filter((god) => !off.includes(god));

function play(start: Position, seatOfA: number, firstPlacement: number): number | null {
  const full = new Searcher({ hashMb: 8 });
  const reduced = new Searcher({ hashMb: 8, evalPowers: kept });
  const placements = legalTurns(start);
  let pos = start;
  for (let t = 0; t < 200 && pos.winner === null; t++) {
    const searcher = pos.turn === seatOfA ? full : reduced;
    const text =
      t === 0
        ? (placements[firstPlacement % placements.length]?.text ?? null)
        : searcher.search(pos, { nodes }).turn;
    const after = applyTurnText(pos, text ?? '');
    if (!after.ok) throw new Error(`${String(text)}: ${after.error.message}`);
    pos = after.value;
  }
  return pos.winner;
}

let totalA = 0;
let totalGames = 0;
console.log(`A: all terms; B: without ${offText}; ${nodes} nodes per turn, ${pairs} pairs per lineup`);
console.log('| lineup | games | A wins | B wins | unfinished | A score |');
console.log('|---|---|---|---|---|---|');
for (const gods of lineups) {
  let winsA = 0;
  let winsB = 0;
  let games = 0;
  for (let g = firstPair ?? 0; g < (firstPair ?? 0) + pairs; g++) {
    const start = startingPosition([...gods], 0, {}, g);
    if (!start.ok) throw new Error(start.error.message);
    for (const seatOfA of [0, 1]) {
      const winner = play(start.value, seatOfA, g * 37);
      games++;
      if (winner === null) continue;
      if (winner === seatOfA) winsA++;
      else winsB++;
    }
  }
  const score = (winsA + (games - winsA - winsB) / 2) / games;
  totalA += score * games;
  totalGames += games;
  console.log(
    `| ${gods.map((god) => god ?? 'none').join(' vs ')} | ${games} | ${winsA} | ${winsB} | ${games - winsA - winsB} | ${(score * 100).toFixed(1)}% |`,
  );
}
const score = totalA / Math.max(1, totalGames);
const elo = eloFromScore(score);
console.log(`total: ${totalGames} games, A scores ${(score * 100).toFixed(1)}% (${elo.toFixed(0)} Elo)`);
