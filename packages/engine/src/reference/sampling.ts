/**
 * Test positions for checking the fast engine against the reference: reachable ones (random base
 * games from the empty board, played by the reference with a seeded PRNG, so every position is
 * reachable and reproducible) and valid-but-unreachable ones (random boards).
 */
import { mulberry32 } from '../core/random.js';
import { ALL_SQUARES, type Board, boardToJson } from './board.js';
import {
  type PositionJson,
  type ReferenceTurn,
  referenceEmptyPosition,
  referenceMoves,
} from './reference.js';

/** The engine's seeded PRNG (not a rule, so the oracle may share it): one PRNG in the repository. */
export { mulberry32 } from '../core/random.js';

/**
 * How a random player picks a turn:
 * - `uniform`: any legal turn;
 * - `noClimbWin`: avoids winning by moving up to level 3 when it can (games run longer, towers and
 *   domes pile up, and many end by R2 — a player left with no complete turn);
 * - `noWin`: avoids every winning turn (climbs and R2 traps) when it can: the longest games.
 */
export type Policy = 'uniform' | 'noClimbWin' | 'noWin';

export const POLICIES: readonly Policy[] = ['uniform', 'noClimbWin', 'noWin'];

/** A level-3 climb is the only turn that ends without a build. */
function isClimbWin(turn: ReferenceTurn): boolean {
  return turn.winner !== null && !turn.turn.includes('+') && !turn.turn.startsWith('@');
}

function preferred(turns: ReferenceTurn[], policy: Policy): ReferenceTurn[] {
  if (policy === 'uniform') return turns;
  const avoid = policy === 'noWin' ? (t: ReferenceTurn) => t.winner !== null : isClimbWin;
  const kept = turns.filter((t) => !avoid(t));
  return kept.length > 0 ? kept : turns;
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/** Every position of one random game, from the empty board to the final position (inclusive). */
export function randomGame(random: () => number, policy: Policy, start = 0, maxPlies = 400): PositionJson[] {
  const positions: PositionJson[] = [referenceEmptyPosition(start)];
  for (let ply = 0; ply < maxPlies; ply++) {
    const current = positions[positions.length - 1];
    if (current === undefined) break;
    const turn = pick(preferred(referenceMoves(current), policy), random);
    if (turn === undefined) break;
    positions.push(turn.position);
  }
  return positions;
}

/** Positions from `games` random games (seeded), cycling through the policies and both Start Players. */
export function sampleGames(seed: number, games: number): PositionJson[][] {
  const random = mulberry32(seed);
  const result: PositionJson[][] = [];
  for (let g = 0; g < games; g++) {
    const policy = POLICIES[g % POLICIES.length] ?? 'uniform';
    result.push(randomGame(random, policy, Math.floor(g / POLICIES.length) % 2));
  }
  return result;
}

/**
 * A valid but usually unreachable position after placement: random levels, domes at any level,
 * workers anywhere off the domes (also on level 3 — the only way to test 3 -> 3 moves and workers
 * that start high), no winner. Spec §2 accepts all of these.
 */
export function randomValidPosition(random: () => number): PositionJson {
  const squares = ALL_SQUARES.map((sq) => ({
    sq,
    level: Math.floor(random() * 4),
    dome: random() < 0.15,
    order: random(),
  }));
  const free = squares.filter((s) => !s.dome).sort((a, b) => a.order - b.order);
  if (free.length < 4) return referenceEmptyPosition();
  const board: Board = {
    levels: squares.map((s) => s.level),
    domes: squares.map((s) => s.dome),
    workers: [free.slice(0, 2).map((s) => s.sq), free.slice(2, 4).map((s) => s.sq)],
    toMove: random() < 0.5 ? 0 : 1,
    start: 0,
    winner: null,
  };
  return boardToJson(board);
}
