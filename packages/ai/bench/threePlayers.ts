import { applyTurnText, randomGods, startingPosition, type Position } from '@santorini/engine';
import { Searcher } from '@santorini/ai';

/**
 * Paranoid vs max-n in 3-player games: `node dist-bench/threePlayers.js [games] [timeMs]`. Each
 * game has random gods; the seats rotate between one max-n player and two paranoid ones, and the
 * other way round, so each algorithm's win rate can be compared with the fair 1/3.
 */
const games = Number(process.argv[2] ?? 12);
const timeMs = Number(process.argv[3] ?? 100);
const wins = { paranoid: 0, maxn: 0 };
const seatsPlayed = { paranoid: 0, maxn: 0 };
for (let g = 0; g < games; g++) {
  const gods = randomGods(3, 1000 + Math.floor(g / 6));
  if (!gods.ok) throw new Error(gods.error.message);
  const start = startingPosition(gods.value.gods, 0, {}, g);
  if (!start.ok) throw new Error(start.error.message);
  const lone = g % 6 < 3 ? 'maxn' : 'paranoid';
  const other = lone === 'maxn' ? 'paranoid' : 'maxn';
  const kinds = [0, 1, 2].map((seat) => (seat === g % 3 ? lone : other));
  const players = kinds.map((kind) => new Searcher({ hashMb: 8, threePlayer: kind }));
  kinds.forEach((kind) => seatsPlayed[kind]++);
  let pos: Position = start.value;
  for (let turn = 0; turn < 150 && pos.winner === null; turn++) {
    const { turn: text } = (players[pos.turn] as Searcher).search(pos, { timeMs });
    const after = applyTurnText(pos, text ?? '');
    if (!after.ok) throw new Error(`${String(text)}: ${after.error.message}`);
    pos = after.value;
  }
  if (pos.winner !== null) wins[kinds[pos.winner] as 'paranoid' | 'maxn']++;
  process.stderr.write(`\r${g + 1}/${games} games: paranoid ${wins.paranoid}, max-n ${wins.maxn}`);
}
const rate = (kind: 'paranoid' | 'maxn'): string => `${((wins[kind] / seatsPlayed[kind]) * 100).toFixed(1)}%`;
console.log(`\nwins per seat played: paranoid ${rate('paranoid')}, max-n ${rate('maxn')} (fair: 33.3%)`);
