import { applyStep } from '../mechanics.js';
import { refusal } from '../refusal.js';
import { NONE, type Position } from '../position.js';
import { type Square } from '../square.js';
import { has, NEIGHBOURS, PERIMETER } from '../squareSet.js';
import { move, type Step, type Turn } from '../steps.js';
import { buildAndEnd, moveProblem, movesOf } from './movement.js';
import { NO_POWER } from './none.js';
import type { Power, SpellingStep, TurnBuilder } from './power.js';
import { climbable, forEachSquare, workerSquares } from './shape.js';
import { StepChoices } from './spelling.js';

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
function winsAt(pos: Position, seat: number, start: Square, from: Square, to: Square): boolean {
  const scratch = pos.clone();
  if (from !== start) scratch.relocate(start, from);
  applyStep(scratch, seat, move(from, to), [], false);
  return scratch.win !== NONE;
}

/**
 * Every place a chain of moves of `seat`'s worker on `start` reaches, breadth first, each by a
 * shortest chain: the first move from `start`, then another from each perimeter space reached. With
 * `from`, the chain goes on from there, where the worker has come (`wentUp`: by some move up). A
 * winning move (up onto level 3, unless an opponent cancels the win: Hera) ends its chain. Places
 * are told apart by whether some move went up and whether the last one won: turns that end alike
 * but differ there are judged differently by opponents' powers.
 */
function chains(pos: Position, seat: number, start: Square, from = start, wentUp = false): Link[] {
  const links: Link[] = [];
  const seen = new Set<number>();
  const blocked = pos.occupied & ~(1 << start);
  const extend = (from: Square, wentUp: boolean, parent: number): void => {
    const level = pos.levelAt(from);
    forEachSquare((NEIGHBOURS[from] ?? 0) & ~blocked & climbable(pos, level), (to) => {
      const rising = pos.levelAt(to) > level;
      const won = rising && pos.levelAt(to) === 3 && winsAt(pos, seat, start, from, to);
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

/** The moves of the chain that reaches link `index`, in order. */
function chainTo(links: readonly Link[], index: number): Step[] {
  const moves: Step[] = [];
  for (let link = links[index]; link !== undefined; link = links[link.parent])
    moves.unshift(move(link.from, link.at));
  return moves;
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
 * one that does not win. `canonicalTurn` maps any other legal chain to that spelling, and
 * `spellingSteps` offers every such chain step by step.
 *
 * Rulings: the win is checked after each move (R4): moving up onto level 3 wins at once, on the
 * perimeter too, unless Hera cancels it, and then the chain may go on; a later 3→3 move does not
 * win. Forced workers never move on (R3: Triton's power needs a move of his own).
 */
export const TRITON: Power = {
  god: 'triton',
  number: 29,
  completeTurns(b) {
    for (const start of workerSquares(b.pos, b.seat)) {
      const links = chains(b.pos, b.seat, start);
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
  hasTurn: NO_POWER.hasTurn,
  canonicalTurn: canonicalTriton,
  spellingSteps: tritonSpellingSteps,
  explainStep(pos, seat, done, step) {
    const moves = movesOf(done);
    const last = moves[moves.length - 1];
    if (step.kind !== 'move' || last === undefined || done.some((s) => s.kind === 'build')) return null;
    if (step.from !== last.to) return refusal('moveAgainSameWorker', { power: 'triton', squares: [last.to] });
    if (!has(PERIMETER, last.to))
      return refusal('moveAgainFromPerimeter', { power: 'triton', squares: [last.to] });
    return moveProblem(pos, seat, step.from, step.to);
  },
};

/**
 * The spelling `completeTurns` generates for a Triton turn written with another chain to the same
 * result; null when `steps` does not start with a move. Where the steps stop being a legal chain the
 * rest is kept as written after the spelling of the legal part, so that `apply` names the step at
 * fault.
 */
function canonicalTriton(pos: Position, seat: number, steps: Turn): Turn | null {
  const first = steps[0];
  if (first?.kind !== 'move') return null;
  const scratch = pos.clone();
  let at = first.from;
  let wentUp = false;
  let taken = 0;
  for (const step of steps) {
    if (step.kind !== 'move' || step.from !== at || scratch.win !== NONE) break;
    if (taken > 0 && !has(PERIMETER, at)) break;
    if (moveProblem(scratch, seat, step.from, step.to) !== null) break;
    wentUp ||= scratch.levelAt(step.to) > scratch.levelAt(step.from);
    applyStep(scratch, seat, step, [], false);
    at = step.to;
    taken++;
  }
  if (taken === 0) return null;
  const links = chains(pos, seat, first.from);
  const index = links.findIndex(
    (link) => link.at === at && link.wentUp === wentUp && link.won === (scratch.win !== NONE),
  );
  if (index < 0) return null;
  const rest = steps
    .slice(taken)
    .map((step): Step =>
      step.kind === 'build' && step.builder === undefined ? { ...step, builder: at } : step,
    );
  return [...chainTo(links, index), ...rest];
}

/** Where a chain has got to: the worker's square, whether some move went up, whether the last won. */
interface ChainEnd {
  readonly start: Square;
  readonly at: Square;
  readonly wentUp: boolean;
  readonly won: boolean;
}

const sameEnd = (a: ChainEnd, b: ChainEnd): boolean =>
  a.start === b.start && a.at === b.at && a.wentUp === b.wentUp && a.won === b.won;

/** Where `link`'s chain from `start` ends. */
const linkEnd = (start: Square, { at, wentUp, won }: Link): ChainEnd => ({ start, at, wentUp, won });

/** Where the moves of a listed turn leave its worker (its last step is a build unless the chain won). */
function endOfTurn(pos: Position, turn: Turn): ChainEnd | undefined {
  const [first] = turn;
  if (first?.kind !== 'move') return undefined;
  let at = first.from;
  let wentUp = false;
  for (const step of turn) {
    if (step.kind !== 'move') break;
    wentUp ||= pos.levelAt(step.to) > pos.levelAt(step.from);
    at = step.to;
  }
  return { start: first.from, at, wentUp, won: turn[turn.length - 1]?.kind === 'move' };
}

/** Where the chain `done` leaves its worker; undefined when `done` is no legal chain of moves. */
function endOfChain(pos: Position, seat: number, done: Turn): ChainEnd | undefined {
  const [first] = done;
  if (first?.kind !== 'move') return undefined;
  const scratch = pos.clone();
  let at = first.from;
  let wentUp = false;
  for (const [index, step] of done.entries()) {
    if (step.kind !== 'move' || step.from !== at || scratch.win !== NONE) return undefined;
    if (index > 0 && !has(PERIMETER, at)) return undefined;
    if (moveProblem(scratch, seat, step.from, step.to) !== null) return undefined;
    wentUp ||= scratch.levelAt(step.to) > scratch.levelAt(step.from);
    applyStep(scratch, seat, step, [], false);
    at = step.to;
  }
  return { start: first.from, at, wentUp, won: scratch.win !== NONE };
}

/**
 * Triton's steps after `done` in any chain: the first move of either worker, another move after a
 * move onto the perimeter, and the build of each listed turn whose chain ends alike. A move is
 * finished towards each listed turn its worker's chain can still end like, by a shortest chain.
 */
function tritonSpellingSteps(
  pos: Position,
  seat: number,
  done: Turn,
  turns: readonly Turn[],
): SpellingStep[] {
  const ends = turns.map((turn) => endOfTurn(pos, turn));
  const choices = new StepChoices();
  const moves: { step: Step; end: ChainEnd }[] = [];
  const extend = (end: ChainEnd): void => {
    for (const link of chains(pos, seat, end.start, end.at, end.wentUp))
      if (link.parent < 0) moves.push({ step: move(end.at, link.at), end: linkEnd(end.start, link) });
  };
  if (done.length === 0) {
    for (const start of workerSquares(pos, seat)) extend({ start, at: start, wentUp: false, won: false });
  } else {
    const end = endOfChain(pos, seat, done);
    if (end === undefined || end.won) return [];
    turns.forEach((turn, index) => {
      const last = turn[turn.length - 1];
      const own = ends[index];
      if (last?.kind === 'build' && own !== undefined && sameEnd(own, end)) choices.add(last, []);
    });
    if (has(PERIMETER, end.at)) extend(end);
  }
  const options = choices.list();
  for (const { step, end } of moves)
    options.push({ step, finishes: () => chainFinishes(pos, seat, end, turns, ends) });
  return options;
}

/** The rests of `turns` (whose chains end at `ends`) after a chain that has got to `end`. */
function* chainFinishes(
  pos: Position,
  seat: number,
  end: ChainEnd,
  turns: readonly Turn[],
  ends: readonly (ChainEnd | undefined)[],
): Generator<Turn> {
  const links = end.won || !has(PERIMETER, end.at) ? [] : chains(pos, seat, end.start, end.at, end.wentUp);
  for (const [index, turn] of turns.entries()) {
    const goal = ends[index];
    if (goal?.start !== end.start) continue;
    const build = goal.won ? [] : turn.slice(-1);
    if (sameEnd(goal, end)) {
      yield build;
      continue;
    }
    const reached = links.findIndex((link) => sameEnd(linkEnd(end.start, link), goal));
    if (reached >= 0) yield [...chainTo(links, reached), ...build];
  }
}
