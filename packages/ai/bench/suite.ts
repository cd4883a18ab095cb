import { applyTurnText, emptyPosition, legalTurns, type Position } from '@santorini/engine';
import { LevelPlayer, mulberry32, Searcher } from '@santorini/ai';

/**
 * Search-efficiency suite: `node dist-bench/suite.js [depth] [positions]` searches positions from
 * level-3 self-play games (seeded) to a fixed depth and totals nodes and time — fewer nodes for the
 * same depth means better ordering and pruning.
 */
const depth = Number(process.argv[2] ?? 8);
const count = Number(process.argv[3] ?? 24);
const random = mulberry32(2026);
const positions: Position[] = [];
while (positions.length < count) {
  let pos = emptyPosition();
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
let nodes = 0;
let timeMs = 0;
for (const pos of positions) {
  const result = new Searcher({ hashMb: 16 }).search(pos, { depth });
  nodes += result.nodes;
  timeMs += result.timeMs;
}
console.log(
  `depth ${depth}, ${positions.length} positions: ${nodes} nodes, ${timeMs} ms, ${Math.round((nodes / Math.max(1, timeMs)) * 1000)} nodes/s`,
);
