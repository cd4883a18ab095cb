import { refusal } from '../core/refusal.js';
import { mutableCopy } from '../core/position.js';
import { type Square } from '../core/square.js';
import { has, NEIGHBOURS, PERIMETER } from '../core/squareSet.js';
import { move } from '../core/steps.js';
import { buildAndEnd, moveProblem, movesOf } from './movement.js';
import { definePower } from './none.js';
import type { TurnBuilder } from './power.js';
import { climbable, forEachSquare, workerSquares } from './shape.js';

/** Where a chain of Triton's moves has got to, and the move that first got there. */
interface Link {
  readonly at: Square;
  /** Some move of the chain went up (Athena forbids such a turn, Persephone may require one). */
  readonly wentUp: boolean;
  /** The last move won: the chain and the turn end here. */
  readonly won: boolean;
  readonly parent: number;
  readonly from: Square;
  /** The links reached from this one by one more move. */
  readonly next: number[];
}

const linkKey = (at: Square, wentUp: boolean, won: boolean): number =>
  (won ? 64 : 0) + at * 2 + (wentUp ? 1 : 0);

/**
 * Whether `seat`'s worker, having come from `start` to `from`, wins by moving up to `to`: played
 * with the core's mechanics, so an opponent's cancellation (Hera) counts.
 */
function winsAt(b: TurnBuilder, start: Square, from: Square, to: Square): boolean {
  if (from === start) return b.wins(b.pos, move(from, to));
  const scratch = mutableCopy(b.pos);
  scratch.relocate(start, from);
  return b.wins(scratch, move(from, to));
}

/**
 * Every place a chain of moves of `seat`'s worker on `start` reaches, breadth first, each by a
 * shortest chain: the first move from `start`, then another from each perimeter space reached. With
 * `from`, the chain goes on from there, where the worker has come (`wentUp`: by some move up). A
 * winning move (up onto level 3, unless an opponent cancels the win: Hera) ends its chain. Places
 * are told apart by whether some move went up and whether the last one won: turns that end alike
 * but differ there are judged differently by opponents' powers.
 */
function chains(b: TurnBuilder, start: Square, from = start, wentUp = false): Link[] {
  const { pos } = b;
  const links: Link[] = [];
  const seen = new Set<number>();
  const blocked = pos.occupied & ~(1 << start);
  const extend = (from: Square, wentUp: boolean, parent: number): void => {
    const level = pos.levelAt(from);
    forEachSquare((NEIGHBOURS[from] ?? 0) & ~blocked & climbable(pos, level), (to) => {
      const rising = pos.levelAt(to) > level;
      const won = rising && pos.levelAt(to) === 3 && winsAt(b, start, from, to);
      const up = wentUp || rising;
      const key = linkKey(to, up, won);
      if (seen.has(key)) return;
      seen.add(key);
      links[parent]?.next.push(links.length);
      links.push({ at: to, wentUp: up, won, parent, from, next: [] });
    });
  };
  extend(from, wentUp, -1);
  for (let index = 0; index < links.length; index++) {
    const link = links[index];
    if (link !== undefined && !link.won && has(PERIMETER, link.at)) extend(link.at, link.wentUp, index);
  }
  return links;
}

/**
 * Plays the chains depth first (each move once) and ends the turn at each link `stop` accepts: a
 * winning link by its move alone (the walker ends the turn there), any other with each build. Only
 * the subtrees holding such a link are walked.
 */
function walkChains(b: TurnBuilder, links: readonly Link[], stop: (index: number) => boolean): void {
  const wanted = links.map(() => false);
  for (let index = links.length - 1; index >= 0; index--) {
    const link = links[index];
    if (link !== undefined) wanted[index] = stop(index) || link.next.some((child) => wanted[child] === true);
  }
  const play = (index: number): void => {
    const link = links[index];
    if (link === undefined || wanted[index] !== true) return;
    b.step(move(link.from, link.at), () => {
      if (stop(index)) buildAndEnd(b, link.at);
      for (const child of link.next) play(child);
    });
  };
  links.forEach((link, index) => {
    if (link.parent < 0) play(index);
  });
}

/**
 * Triton (29), Your Move: each time his worker moves onto a perimeter space it may move again, as
 * often as the chain goes on; then it builds after its last move. Every move is a normal one and is
 * written as its own step (`a2-a3 a3-a4 a4-b5 +c5`); squares may be revisited, the start included.
 *
 * Generation: one chain per distinct result (where the worker ends, and where it builds), by a
 * shortest chain, breadth first. A result reached both with and without a move up is kept both ways
 * (Athena forbids the one, Persephone may require it), the shorter chain first so that `moves`
 * lists it; so is a square reached by a winning move and, where Hera cancelled a win on the way, by
 * one that does not win. `writtenTurns` says every chain a player may write, revisits included.
 *
 * Rulings: the win is checked after each move (R4): moving up onto level 3 wins at once, on the
 * perimeter too, unless Hera cancels it, and then the chain may go on; a later 3→3 move does not
 * win. Forced workers never move on (R3: Triton's power needs a move of his own).
 */
export const TRITON = definePower({
  god: 'triton',
  number: 29,
  completeTurns(b) {
    for (const start of workerSquares(b.pos, b.seat)) {
      const links = chains(b, start);
      // The same square reached with and without a move up is one position: the shorter chain
      // comes first, so `moves` lists it.
      const twin = links.map((link) =>
        links.findIndex(
          (other) => other.at === link.at && !other.won && !link.won && other.wentUp !== link.wentUp,
        ),
      );
      const later = (index: number): boolean => (twin[index] ?? -1) >= 0 && (twin[index] ?? -1) < index;
      walkChains(b, links, (index) => !later(index));
      walkChains(b, links, later);
    }
  },
  // One move is a whole turn (the square left is free to build on).
  writtenTurns(b) {
    for (const start of workerSquares(b.pos, b.seat)) everyChain(b, start);
  },
  explainStep(pos, seat, done, step) {
    const moves = movesOf(done);
    const last = moves[moves.length - 1];
    if (step.kind !== 'move' || last === undefined || done.some((s) => s.kind === 'build')) return null;
    if (step.from !== last.to) return refusal('moveAgainSameWorker', { power: 'triton', squares: [last.to] });
    if (!has(PERIMETER, last.to))
      return refusal('moveAgainFromPerimeter', { power: 'triton', squares: [last.to] });
    return moveProblem(pos, seat, step.from, step.to);
  },
});

/**
 * Every chain of moves of the worker on `from`, in every way it may be written: a move, then the
 * worker builds or, from a perimeter space, moves again (a winning move ends the turn at once).
 */
function everyChain(b: TurnBuilder, from: Square): void {
  const level = b.pos.levelAt(from);
  forEachSquare((NEIGHBOURS[from] ?? 0) & ~b.pos.occupied & climbable(b.pos, level), (to) => {
    b.step(move(from, to), () => {
      buildAndEnd(b, to);
      if (has(PERIMETER, to)) everyChain(b, to);
    });
  });
}
