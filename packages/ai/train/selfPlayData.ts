import {
  applyTurnText,
  legalTurns,
  positionToJson,
  type PositionJson,
  type Position,
} from '@santorini/engine';
import {
  committedGeneralNetwork,
  committedNetwork,
  DEFAULT_WEIGHTS,
  isForced,
  mulberry32,
  Searcher,
  TUNED_POWER_WEIGHTS,
  type SearcherOptions,
  TUNED_WEIGHTS,
} from '@santorini/ai';
import { drawMatchup, matchupsText, type Matchup, type MatchupPlan } from './matchups.js';

export interface DataOptions {
  readonly seed: number;
  /** The search's node budget per turn. */
  readonly nodes: number;
  readonly matchups: MatchupPlan;
  /** Random turns after the random placements: 0 to this many, drawn per game. */
  readonly randomPlies: number;
  /** An opening whose searched score is further than this from 0 (or forced) is drawn again. */
  readonly balance: number;
  /** The share of a game's positions kept (drawn per position). */
  readonly sample: number;
  /** A game still going after this many turns is a draw. */
  readonly maxPlies: number;
  /**
   * The search's evaluation: absent the hand-set `DEFAULT_WEIGHTS` (as for the committed data), the
   * tuned weights, or the tuned weights with the committed network (`nnue`: how level 8 plays).
   */
  readonly weights?: 'tuned' | 'nnue';
  /** 3 or 4 for games of that many players (absent: 2). */
  readonly players?: 3 | 4;
}

export const DEFAULT_DATA_OPTIONS: DataOptions = {
  seed: 1,
  nodes: 5000,
  matchups: { kind: 'none' },
  randomPlies: 4,
  balance: 300,
  sample: 0.5,
  maxPlies: 200,
};

/** One labelled position: what the tuner reads, one JSON line each. */
export interface TrainingRecord {
  /** The game's number within the run. */
  readonly game: number;
  /** The turns played in the game before this position (random opening turns included). */
  readonly ply: number;
  readonly gods: Matchup;
  /** The position (spec §2 JSON). */
  readonly position: PositionJson;
  /** The search's score for the side to move (centi-units or forced, score.ts) and its depth. */
  readonly score: number;
  readonly depth: number;
  /** The game's result for the side to move: 1 won, 0 lost, 0.5 drawn (the turn limit). */
  readonly result: number;
  /** In 3–4 players, the seat that won (null: the turn limit), so every seat's result is known. */
  readonly winner?: number | null;
}

/** A game's own seed: the run's seed and the game's number, mixed. */
export function gameSeed(seed: number, game: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(game + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  return Math.imul(h, 0x27d4eb2f) >>> 0;
}

interface Searched {
  readonly pos: Position;
  readonly score: number;
  readonly depth: number;
  readonly ply: number;
}

/**
 * Game `game` of a run: a random balanced opening (random placements, then a few random turns
 * that do not win at once), then the search against itself on a node budget, so the same options
 * give the same game on any machine. Returns the sampled positions labelled with the result.
 * In 3–4 players the opening is not checked for balance (a paranoid score is no even bet), and
 * each side (a seat, or a 4-player team) has its own Searcher.
 */
export function playTrainingGame(options: DataOptions, game: number): TrainingRecord[] {
  const seed = gameSeed(options.seed, game);
  const random = mulberry32(seed);
  const playerCount = options.players ?? 2;
  const { gods, start } = drawMatchup(options.matchups, random, seed, playerCount);
  const sides = Array.from(
    { length: start.sideCount },
    () => new Searcher({ hashMb: 4, ...searchEvaluation(options.weights) }),
  );
  let { pos, ply } =
    playerCount === 2
      ? balancedOpening(start, options, random, sides[0] as Searcher)
      : randomOpening(start, options.randomPlies, random);
  const played: Searched[] = [];
  while (pos.winner === null && ply < options.maxPlies) {
    const result = (sides[pos.sideOf(pos.toMove)] as Searcher).search(pos, { nodes: options.nodes });
    if (result.turn === null) break;
    played.push({ pos, score: result.score, depth: result.depth, ply });
    const next = applyTurnText(pos, result.turn);
    if (!next.ok) throw new Error(`game ${game}: the search's turn ${result.turn}: ${next.error.message}`);
    pos = next.value;
    ply++;
  }
  const winner = pos.winner;
  const records: TrainingRecord[] = [];
  for (const entry of played) {
    if (random() >= options.sample) continue;
    const won = winner !== null && pos.sideOf(winner) === pos.sideOf(entry.pos.toMove);
    const result = winner === null ? 0.5 : won ? 1 : 0;
    records.push({
      game,
      ply: entry.ply,
      gods,
      position: positionToJson(entry.pos),
      score: entry.score,
      depth: entry.depth,
      result,
      ...(playerCount === 2 ? {} : { winner }),
    });
  }
  return records;
}

/** The `Searcher` options of a data run's evaluation (`nnue`: as level 8 judges). */
export function searchEvaluation(weights: DataOptions['weights']): SearcherOptions {
  if (weights === undefined)
    return { weights: DEFAULT_WEIGHTS, powerWeights: DEFAULT_WEIGHTS, network: null };
  const tuned = { weights: TUNED_WEIGHTS.weights, powerWeights: TUNED_POWER_WEIGHTS.weights };
  return weights === 'tuned'
    ? { ...tuned, network: null }
    : { ...tuned, network: committedNetwork(), generalNetwork: committedGeneralNetwork() };
}

function balancedOpening(
  start: Position,
  options: DataOptions,
  random: () => number,
  searcher: Searcher,
): { pos: Position; ply: number } {
  let opening = randomOpening(start, options.randomPlies, random);
  for (let tries = 1; tries < 20; tries++) {
    if (opening.pos.winner !== null) continue;
    const { score } = searcher.search(opening.pos, { nodes: options.nodes });
    searcher.clear();
    if (!isForced(score) && Math.abs(score) <= options.balance) break;
    opening = randomOpening(start, options.randomPlies, random);
  }
  return opening;
}

/** Random placements, then 0 to `maxPlies` random turns, preferring turns that do not end the game. */
function randomOpening(
  start: Position,
  maxPlies: number,
  random: () => number,
): { pos: Position; ply: number } {
  let pos = start;
  let ply = 0;
  const plies = Math.floor(random() * (maxPlies + 1));
  while (pos.winner === null && (pos.inPlacement || ply < plies)) {
    const turns = legalTurns(pos);
    const quiet = turns.filter((turn) => turn.winner === null);
    const choices = quiet.length > 0 ? quiet : turns;
    const pick = choices[Math.floor(random() * choices.length)];
    if (pick === undefined) break;
    if (!pos.inPlacement) ply++;
    pos = pick.position;
  }
  return { pos, ply };
}

/** The `npm run train:data` command line that makes `games` games of these options into `out`. */
export function dataCommand(options: DataOptions, games: number, out: string): string {
  const share = options.matchups.kind === 'all' ? ` --base-share ${options.matchups.baseShare}` : '';
  return (
    `npm run train:data -- --seed ${options.seed} --games ${games} --nodes ${options.nodes}` +
    ` --gods ${matchupsText(options.matchups)}${share} --random-plies ${options.randomPlies}` +
    ` --balance ${options.balance} --sample ${options.sample} --max-plies ${options.maxPlies}` +
    (options.weights === undefined ? '' : ` --weights ${options.weights}`) +
    `${options.players === undefined ? '' : ` --players ${options.players}`} --out ${out}`
  );
}
