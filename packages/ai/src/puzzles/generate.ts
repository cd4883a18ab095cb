import { positionKey, type GodName, type Position } from '@santorini/engine';
import { mulberry32 } from '../random.js';
import { analyseDefence, analyseWin, MAX_WIN_TURNS } from './analyse.js';
import { ExactSolver, SolverBudgetExceeded } from './exactSolver.js';
import { GENERATOR_NAME, PUZZLE_SET_VERSION, puzzleOf, type Puzzle, type PuzzleSet } from './puzzle.js';
import { selfPlayGame } from './selfPlay.js';

/** Powers whose turns stay few enough to solve exhaustively (no Hermes, Poseidon, Morpheus…). */
export const PUZZLE_GODS: readonly GodName[] = [
  'apollo',
  'artemis',
  'athena',
  'atlas',
  'demeter',
  'hephaestus',
  'minotaur',
  'pan',
  'prometheus',
];

/** The share of the set each kind of puzzle gets, half of each with gods and half without. */
const MIX: readonly { readonly bucket: Bucket; readonly share: number }[] = [
  { bucket: 'win1', share: 0.2 },
  { bucket: 'win2', share: 0.3 },
  { bucket: 'win3', share: 0.15 },
  { bucket: 'defend', share: 0.35 },
];
type Bucket = 'win1' | 'win2' | 'win3' | 'defend';

export interface GenerateOptions {
  readonly seed: number;
  /** How many puzzles to aim for (fewer when the games run out). */
  readonly count: number;
  /** Self-play games at most (default: as many as puzzles are asked for). */
  readonly maxGames?: number;
  /** Turn lists the exact solver may make per question, before it gives the position up. */
  readonly solverBudget?: number;
  readonly onProgress?: (progress: GenerateProgress) => void;
}

export interface GenerateProgress {
  readonly games: number;
  readonly candidates: number;
  readonly puzzles: number;
  readonly generations: number;
}

/**
 * A puzzle set from self-play: games of the AI against itself (base game and the PUZZLE_GODS),
 * whose positions near the end are asked of the exact solver; a position becomes a puzzle when its
 * solutions are one intended solution class. The same options give the same set.
 */
export function generatePuzzles(options: GenerateOptions): PuzzleSet {
  const { seed, count } = options;
  const maxGames = options.maxGames ?? count;
  const budget = options.solverBudget ?? 6000;
  const quota = quotas(count);
  const filled = new Map<string, number>();
  const seen = new Set<string>();
  const puzzles: Puzzle[] = [];
  const random = mulberry32(seed);
  let candidates = 0;
  let generations = 0;
  for (let game = 0; game < maxGames && puzzles.length < count; game++) {
    const gods = godsForGame(game, random);
    const withGods = gods.some((god) => god !== null);
    const played = selfPlayGame(gods, 1 + (game % 2), Math.floor(random() * 2 ** 31));
    for (const { pos, bucket } of candidatesOf(played.positions, played.winner)) {
      const slot = `${bucket}:${withGods ? 'gods' : 'base'}`;
      if ((filled.get(slot) ?? 0) >= (quota.get(bucket) ?? 0) / 2) continue;
      const key = positionKey(pos);
      if (seen.has(key)) continue;
      seen.add(key);
      candidates++;
      const solver = new ExactSolver(budget);
      const puzzle = solveCandidate(solver, pos, bucket, `p${String(puzzles.length + 1).padStart(3, '0')}`);
      generations += solver.generations;
      if (puzzle === null) continue;
      const found = puzzle.kind === 'defend' ? 'defend' : `win${puzzle.moves}`;
      const foundSlot = `${found}:${withGods ? 'gods' : 'base'}`;
      if ((filled.get(foundSlot) ?? 0) >= (quota.get(found as Bucket) ?? 0) / 2) continue;
      filled.set(foundSlot, (filled.get(foundSlot) ?? 0) + 1);
      puzzles.push(puzzle);
      if (puzzles.length >= count) break;
    }
    options.onProgress?.({ games: game + 1, candidates, puzzles: puzzles.length, generations });
  }
  return { version: PUZZLE_SET_VERSION, seed, generator: GENERATOR_NAME, puzzles };
}

function quotas(count: number): Map<Bucket, number> {
  return new Map(MIX.map(({ bucket, share }) => [bucket, Math.max(2, Math.round(count * share))]));
}

/** Half the games without powers; the others one or two of PUZZLE_GODS, on either seat. */
function godsForGame(game: number, random: () => number): (GodName | null)[] {
  if (game % 2 === 0) return [null, null];
  const pick = (): GodName => PUZZLE_GODS[Math.floor(random() * PUZZLE_GODS.length)] as GodName;
  const first = pick();
  const second = random() < 0.5 ? null : pick();
  return random() < 0.5 ? [first, second] : [second, first];
}

/**
 * Positions worth asking: the winner to move 1, 3 and 5 plies before its win (wins in 1, 2 and 3),
 * and the loser to move 2, 4 and 6 plies before it (threats it had to stop).
 */
function* candidatesOf(
  positions: readonly Position[],
  winner: number | null,
): Generator<{ pos: Position; bucket: Bucket }> {
  if (winner === null) return;
  const last = positions.length - 1;
  for (let before = 1; before <= 2 * MAX_WIN_TURNS; before++) {
    const pos = positions[last - before];
    if (pos === undefined || pos.winner !== null) continue;
    if (pos.toMove === winner && before % 2 === 1) yield { pos, bucket: `win${(before + 1) / 2}` as Bucket };
    if (pos.toMove !== winner && before % 2 === 0) yield { pos, bucket: 'defend' };
  }
}

function solveCandidate(solver: ExactSolver, pos: Position, bucket: Bucket, id: string): Puzzle | null {
  try {
    if (bucket === 'defend') {
      const defence = analyseDefence(solver, pos);
      return defence === null ? null : puzzleOf(id, pos, defence);
    }
    const win = analyseWin(solver, pos, Number(bucket.slice(3)));
    return win === null ? null : puzzleOf(id, pos, win);
  } catch (error) {
    if (error instanceof SolverBudgetExceeded) return null;
    throw error;
  }
}
