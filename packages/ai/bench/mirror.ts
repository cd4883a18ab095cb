import {
  applyTurnText,
  GOD_NAMES,
  legalTurns,
  startingPosition,
  type GodName,
  type Position,
} from '@santorini/engine';
import { Searcher } from '@santorini/ai';

/**
 * Balance report: mirror matches per power (both players hold it), played by the AI against itself
 * at a small fixed search depth, from the setup's own start (placement included).
 * `node dist-bench/mirror.js [games per god] [depth] [god…]` prints the first player's win rate
 * (each turn also stops after NODES search nodes, so slow powers stay affordable).
 * Chaos and Circe cannot face themselves (rules): they play against no power instead.
 */
const [gamesText = '10', depthText = '2', ...only] = process.argv.slice(2);
const games = Number(gamesText);
const NODES = 1500;
const depth = Number(depthText);
const gods = only.length > 0 ? (only as GodName[]) : GOD_NAMES;
console.log('| power | games | first player wins | unfinished | turns/game | ms/turn |');
console.log('|---|---|---|---|---|---|');
for (const god of gods) {
  const opponent: GodName | null = god === 'chaos' || god === 'circe' ? null : god;
  let firstWins = 0;
  let unfinished = 0;
  let turns = 0;
  const started = Date.now();
  for (let g = 0; g < games; g++) {
    const start = startingPosition([god, opponent], 0, {}, g);
    if (!start.ok) throw new Error(start.error.message);
    const players = [new Searcher({ hashMb: 4 }), new Searcher({ hashMb: 4 })];
    let pos: Position = start.value;
    // The first placement varies with the game number, so games differ.
    for (let t = 0; t < 200 && pos.winner === null; t++) {
      const searcher = players[pos.turn] as Searcher;
      const text =
        t === 0 ? variedFirstPlacement(pos, g) : searcher.search(pos, { depth, nodes: NODES }).turn;
      const after = applyTurnText(pos, text ?? '');
      if (!after.ok) throw new Error(`${god}: ${String(text)}: ${after.error.message}`);
      pos = after.value;
      turns++;
    }
    if (pos.winner === null) unfinished++;
    else if (pos.winner === 0) firstWins++;
  }
  const ms = Date.now() - started;
  console.log(
    `| ${god}${opponent === null ? ' (vs none)' : ''} | ${games} | ${((firstWins / games) * 100).toFixed(0)}% | ${unfinished} | ${(turns / games).toFixed(0)} | ${(ms / Math.max(1, turns)).toFixed(0)} |`,
  );
}

function variedFirstPlacement(pos: Position, game: number): string | null {
  const placements = legalTurns(pos);
  return placements[(game * 37) % placements.length]?.text ?? null;
}
