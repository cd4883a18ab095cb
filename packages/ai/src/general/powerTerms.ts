import { NEIGHBOURS, PERIMETER, type GodName, type Position } from '@santorini/engine';
import { climbable, heightAt, popcount } from '../base/bits.js';

/**
 * Where a God Power changes what a position is worth. The general evaluation asks these hooks for
 * the powers held now (Chaos's card, Circe's borrowed power included); a power with no entry plays
 * on the base game's terms. Each entry is small and measured on its own (`godEval` bench).
 */
export interface PowerTerm {
  /**
   * Squares the holder's worker on `sq` (height `h`) could win on next turn, besides stepping from
   * level 2 onto a free level 3: `reach` is where it may step now, `free` the empty squares.
   */
  readonly extraWins?: ExtraWins;
  /**
   * Occupied squares the holder's worker on `sq` (height `h`) may also move to (Apollo's swap,
   * Minotaur's push); `opponents` are the opponents' workers.
   */
  readonly extraReach?: ExtraReach;
  /** Squares next to a level-2 worker that one build phase turns into level 3 (base: level 2). */
  readonly potentialSquares?: PotentialSquares;
  /** Squares on which the holder's opponents may still win by moving (Hera: not the edge). */
  readonly opponentWinSquares?: number;
  /** An opponent's worker higher than all its others cannot move (Hypnus). */
  readonly freezesHigherWorker?: boolean;
  /** The holder's bonus from the board (Chronus's towers; workers Bia or Medusa can take). */
  readonly bonus?: Bonus;
}

export type ExtraWins = (pos: Position, sq: number, h: number, reach: number, free: number) => number;
export type ExtraReach = (pos: Position, sq: number, h: number, opponents: number) => number;
export type PotentialSquares = (pos: Position, around: number) => number;
export type Bonus = (pos: Position, side: number, toMove: boolean) => number;

const ALL = 0x1ffffff;
const CHRONUS_TOWER = 160;

/** Artemis moves twice: a level-2 square she can step to may lead on to a free level 3. */
function artemisWins(pos: Position, sq: number, _h: number, reach: number, free: number): number {
  let wins = 0;
  let via = reach & pos.l2 & ~pos.l3;
  while (via !== 0) {
    const step = 31 - Math.clz32(via);
    via &= ~(1 << step);
    wins |= (NEIGHBOURS[step] ?? 0) & free & pos.l3 & ~(1 << sq);
  }
  return wins;
}

/**
 * Eros also wins when a worker moves next to his other worker and both are on level 1 (3 players:
 * on the same level, ground included — R9).
 */
function erosWins(pos: Position, sq: number, _h: number, reach: number): number {
  const partner = 31 - Math.clz32((pos.sideWorkers[pos.sideAt(sq)] ?? 0) & ~(1 << sq));
  if (partner < 0) return 0;
  const level = heightAt(pos.l1, pos.l2, pos.l3, partner);
  if (pos.playerCount !== 3 && level !== 1) return 0;
  const atLevel =
    level === 0 ? ~pos.l1 : level === 1 ? pos.l1 & ~pos.l2 : level === 2 ? pos.l2 & ~pos.l3 : pos.l3;
  return reach & atLevel & (NEIGHBOURS[partner] ?? 0);
}

/** An opponent's worker the holder can take: worth more when the holder is the one to move. */
const TAKE_NOW = 400;
const TAKE_LATER = 100;

/**
 * The bonus for the opponents' workers `targets` says the holder's workers can take (each worker
 * on `sq`, height `h`, given the opponents' workers).
 */
function takeBonus(
  pos: Position,
  side: number,
  toMove: boolean,
  targets: (pos: Position, sq: number, h: number, opponents: number) => number,
): number {
  const own = pos.sideWorkers[side] ?? 0;
  const opponents = pos.workers & ~own;
  let taken = 0;
  let workers = own;
  while (workers !== 0) {
    const sq = 31 - Math.clz32(workers);
    workers &= ~(1 << sq);
    taken |= targets(pos, sq, heightAt(pos.l1, pos.l2, pos.l3, sq), opponents);
  }
  return popcount(taken) * (toMove ? TAKE_NOW : TAKE_LATER);
}

/** Bia takes the opponent's worker on the square beyond her move's end, straight on. */
function biaTargets(pos: Position, sq: number, h: number, opponents: number): number {
  let taken = 0;
  let reach = (NEIGHBOURS[sq] ?? 0) & ~(pos.workers | pos.domes) & climbable(pos.l2, pos.l3, h);
  while (reach !== 0) {
    const to = 31 - Math.clz32(reach);
    reach &= ~(1 << to);
    const beyond = straightOn(sq, to);
    if (beyond >= 0 && ((opponents >>> beyond) & 1) === 1) taken |= 1 << beyond;
  }
  return taken;
}

/** Medusa petrifies, at her turn's end, the opponents' workers next to and lower than hers. */
function medusaTargets(pos: Position, sq: number, h: number, opponents: number): number {
  const lower = h === 0 ? 0 : h === 1 ? ~pos.l1 : h === 2 ? ~pos.l2 : ~pos.l3;
  return (NEIGHBOURS[sq] ?? 0) & opponents & lower;
}

/** The square one step beyond `to` in the direction from `from`, or −1 off the board. */
function straightOn(from: number, to: number): number {
  const file = 2 * (to % 5) - (from % 5);
  const rank = 2 * Math.floor(to / 5) - Math.floor(from / 5);
  return file < 0 || file > 4 || rank < 0 || rank > 4 ? -1 : rank * 5 + file;
}

/** Apollo moves into an opponent's space (swapping), by the usual climbing rule. */
function apolloReach(pos: Position, sq: number, h: number, opponents: number): number {
  return (NEIGHBOURS[sq] ?? 0) & opponents & climbable(pos.l2, pos.l3, h);
}

/** Minotaur moves into an opponent's space when the space straight behind it is free to push to. */
function minotaurReach(pos: Position, sq: number, h: number, opponents: number): number {
  let reach = 0;
  let targets = (NEIGHBOURS[sq] ?? 0) & opponents & climbable(pos.l2, pos.l3, h);
  while (targets !== 0) {
    const victim = 31 - Math.clz32(targets);
    targets &= ~(1 << victim);
    const behind = straightOn(sq, victim);
    if (behind >= 0 && (((pos.workers | pos.domes) >>> behind) & 1) === 0) reach |= 1 << victim;
  }
  return reach;
}

/** Pan also wins by moving down two or more levels. */
function panWins(pos: Position, _sq: number, h: number, reach: number): number {
  if (h < 2) return 0;
  return reach & (h === 2 ? ~pos.l1 : ~pos.l2);
}

export const POWER_TERMS: Partial<Record<GodName, PowerTerm>> = {
  artemis: { extraWins: artemisWins },
  pan: { extraWins: panWins },
  apollo: { extraReach: apolloReach },
  minotaur: { extraReach: minotaurReach },
  eros: { extraWins: erosWins },
  // Two builds on one space: a level-1 square next to a level-2 worker is one turn from a threat.
  hephaestus: { potentialSquares: (pos, around) => around & pos.l1 & ~pos.l3 },
  hera: { opponentWinSquares: ALL & ~PERIMETER },
  hypnus: { freezesHigherWorker: true },
  bia: { bonus: (pos, side, toMove) => takeBonus(pos, side, toMove, biaTargets) },
  medusa: { bonus: (pos, side, toMove) => takeBonus(pos, side, toMove, medusaTargets) },
  chronus: { bonus: (pos) => CHRONUS_TOWER * popcount(pos.l3 & pos.domes) },
};
