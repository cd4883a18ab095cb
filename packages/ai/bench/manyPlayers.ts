import { readFileSync } from 'node:fs';
import { applyTurnText, randomGods, startingPosition, type Position } from '@santorini/engine';
import {
  committedNetwork,
  readWeightsFile,
  Searcher,
  TUNED_WEIGHTS,
  type SearcherOptions,
} from '@santorini/ai';

/**
 * Two kinds of player in 3- or 4-player games with random powers:
 * `node dist-bench/manyPlayers.js PLAYERS GAMES [timeMs] [A] [B] [firstGame]`, where a kind is
 * `paranoid` (the default: paranoid search, hand-set weights), `maxn` (max-n for 3 players), `net`
 * (the default with the learned network, `manyPlayerNetwork`), `tuned` (the base game's tuned
 * weights), `nnue` (the tuned weights and the network) or `file:PATH` (the default with the network
 * of a JSON weight file as `manyPlayerNetwork`, e.g. one `train:nnue --players 3` wrote).
 * 3 players: the seats rotate between one
 * A and two B, then one B and two A, so each kind's wins per seat played compare with the fair 1/3.
 * 4 players: A plays one team, then the other. Every 6 games share a set of gods.
 */
const KINDS: Record<string, SearcherOptions> = {
  paranoid: {},
  maxn: { threePlayer: 'maxn' },
  net: { manyPlayerNetwork: committedNetwork() },
  tuned: { weights: TUNED_WEIGHTS.weights },
  nnue: { weights: TUNED_WEIGHTS.weights, manyPlayerNetwork: committedNetwork() },
};

const players = Number(process.argv[2] ?? 3);
const games = Number(process.argv[3] ?? 12);
const timeMs = Number(process.argv[4] ?? 100);
const [a = 'paranoid', b = 'maxn'] = [process.argv[5], process.argv[6]];
const firstGame = Number(process.argv[7] ?? 0);
if (players !== 3 && players !== 4) throw new Error('PLAYERS must be 3 or 4');
for (const kind of [a, b]) if (kind.startsWith('file:')) KINDS[kind] = fromFile(kind.slice(5));
for (const kind of [a, b])
  if (KINDS[kind] === undefined)
    throw new Error(`unknown kind ${kind}: write ${Object.keys(KINDS).join(', ')}`);

const wins = new Map<string, number>([
  [a, 0],
  [b, 0],
]);
const seatsPlayed = new Map<string, number>([
  [a, 0],
  [b, 0],
]);
let aScore = 0;
let aFair = 0;
for (let g = firstGame; g < firstGame + games; g++) {
  const gods = randomGods(players, 1000 + Math.floor(g / 6));
  if (!gods.ok) throw new Error(gods.error.message);
  const start = startingPosition(gods.value.gods, 0, {}, g);
  if (!start.ok) throw new Error(start.error.message);
  const kinds =
    players === 3
      ? [0, 1, 2].map((seat) => ((seat === g % 3) === g % 6 < 3 ? a : b))
      : [0, 1, 2, 3].map((seat) => ((seat & 1) === g % 2 ? a : b));
  const teamOf = (seat: number): number => (players === 4 ? seat & 1 : seat);
  // One Searcher per side: a 4-player team's two seats share one.
  const searchers = new Map<number, Searcher>();
  for (let seat = 0; seat < players; seat++)
    if (!searchers.has(teamOf(seat)))
      searchers.set(teamOf(seat), new Searcher({ hashMb: 8, ...KINDS[kinds[seat] as string] }));
  for (const kind of kinds) seatsPlayed.set(kind, (seatsPlayed.get(kind) ?? 0) + 1);
  let pos: Position = start.value;
  for (let turn = 0; turn < 200 && pos.winner === null; turn++) {
    const { turn: text } = (searchers.get(teamOf(pos.turn)) as Searcher).search(pos, { timeMs });
    const after = applyTurnText(pos, text ?? '');
    if (!after.ok) throw new Error(`${String(text)}: ${after.error.message}`);
    pos = after.value;
  }
  const aSeats = kinds.filter((kind) => kind === a).length;
  aFair += aSeats / players;
  if (pos.winner !== null) {
    const winner = kinds[pos.winner] as string;
    wins.set(winner, (wins.get(winner) ?? 0) + 1);
    if (winner === a) aScore += 1;
  } else aScore += aSeats / players;
  process.stderr.write(`\r${g + 1 - firstGame}/${games} games: ${a} ${wins.get(a)}, ${b} ${wins.get(b)}`);
}
const rate = (kind: string): string =>
  `${(((wins.get(kind) ?? 0) / (seatsPlayed.get(kind) ?? 1)) * 100 * (players === 4 ? 2 : 1)).toFixed(1)}%`;
console.log(
  `\n${players} players, ${games} games at ${timeMs} ms a turn: wins per ${players === 4 ? 'team' : 'seat'} played, ` +
    `${a} ${rate(a)}, ${b} ${rate(b)} (fair: ${players === 4 ? '50' : '33.3'}%); ` +
    `${a} scored ${aScore.toFixed(1)} where ${aFair.toFixed(1)} is fair`,
);

function fromFile(path: string): SearcherOptions {
  const read = readWeightsFile(JSON.parse(readFileSync(path, 'utf8')) as unknown);
  if (!read.ok) throw new Error(`${path}: ${read.error.message}`);
  return { manyPlayerNetwork: read.value };
}
