import { NONE, type Position } from '../core/position.js';
import { refusal } from '../core/refusal.js';
import { type Square } from '../core/square.js';
import { has, NEIGHBOURS } from '../core/squareSet.js';
import { build, move } from '../core/steps.js';
import { buildAndEnd, buildProblem, hasBuilt, levelSquares, moveProblem, movesOf } from './movement.js';
import { definePower } from './none.js';
import type { TurnBuilder } from './power.js';
import { buildTargets, forEachSquare, moveTargets, workerSquares } from './shape.js';

/** One arrangement of the side's workers reached by level moves, and the move that first reached it. */
interface Arrangement {
  /** The workers' squares, in slot order (as `workerSquares` lists them at the start). */
  readonly squares: readonly Square[];
  readonly parent: number;
  /** Index (in `squares`) of the worker that made the last move; -1 for the start. */
  readonly mover: number;
  readonly from: Square;
  /** The arrangements reached from this one by one more move. */
  readonly next: number[];
}

/** Every worker of a side, as a set of indices into its `workerSquares`. */
const ALL_WORKERS = 0b11;

const key = (squares: readonly Square[]): number => (squares[0] ?? 0) * 32 + (squares[1] ?? 31);

/**
 * Every arrangement of `seat`'s workers that level moves of the workers in `movers` reach (each
 * keeps to its level and steps onto free neighbouring spaces), breadth first: each is reached by a
 * shortest sequence. Workers keep their slots: arrangements that differ only by which worker is where are the same
 * position (R15) but an opponent's restriction may tell them apart (Aphrodite's).
 */
function arrangements(pos: Position, seat: number, movers = ALL_WORKERS): Arrangement[] {
  const start = workerSquares(pos, seat);
  const ownSide = pos.sideWorkers[pos.sideOf(seat)] ?? 0;
  const blocked = pos.domes | (pos.workers & ~ownSide);
  const lanes = start.map((sq) => levelSquares(pos, pos.levelAt(sq)));
  const found: Arrangement[] = [{ squares: start, parent: -1, mover: -1, from: NONE, next: [] }];
  const seen = new Set([key(start)]);
  for (let index = 0; index < found.length; index++) {
    const current = found[index];
    if (current === undefined) break;
    const own = current.squares.reduce((set, sq) => set | (1 << sq), 0);
    current.squares.forEach((from, worker) => {
      if (((movers >> worker) & 1) === 0) return;
      forEachSquare((NEIGHBOURS[from] ?? 0) & ~blocked & ~own & (lanes[worker] ?? 0), (to) => {
        const next = current.squares.map((sq, w) => (w === worker ? to : sq));
        if (seen.has(key(next))) return;
        seen.add(key(next));
        current.next.push(found.length);
        found.push({ squares: next, parent: index, mover: worker, from, next: [] });
      });
    });
  }
  return found;
}

/** For each arrangement, the index of its mirror (the two workers' squares exchanged), or -1. */
function mirrors(found: readonly Arrangement[]): number[] {
  const index = new Map(found.map((a, i) => [key(a.squares), i]));
  return found.map((a) => (a.squares.length < 2 ? -1 : (index.get(key([...a.squares].reverse())) ?? -1)));
}

/**
 * For each arrangement, the one whose spelling the generator lists for its position. An arrangement
 * and its mirror are one position when the workers are told apart only by their slots (R15; not
 * Selene's). Unless some opponent judges turns one by one (`forbidsOpponentTurn`, which may tell
 * the two apart: Aphrodite's), only the one reached first, by fewer moves, is spelled out.
 */
function spellers(b: TurnBuilder, found: readonly Arrangement[], mirror: readonly number[]): number[] {
  const { pos, seat } = b;
  const ordered = ((pos.orderedSides >> pos.sideOf(seat)) & 1) === 1;
  const judged = pos.opponentsOf(seat).some((other) => b.powerOf(other).forbidsOpponentTurn !== undefined);
  return found.map((_, i) => {
    const other = mirror[i] ?? -1;
    return ordered || judged || other < 0 ? i : Math.min(i, other);
  });
}

/**
 * The worker that builds on `at` in arrangement `a` (`pos`: the board after its moves): the last
 * mover when it neighbours `at`, else the first worker in slot order that does; NONE if none can.
 */
function builderFor(pos: Position, a: Arrangement, at: Square): Square {
  const options = a.squares.filter((sq) => has(buildTargets(pos, sq), at));
  const last = a.squares[a.mover];
  if (last !== undefined && options.includes(last)) return last;
  return options[0] ?? NONE;
}

/**
 * Walks the tree of arrangements depth first (each move played once) and ends the turn with every
 * build at each arrangement `spell` accepts; only the subtrees holding one are walked.
 */
function powerTurns(b: TurnBuilder, found: readonly Arrangement[], spell: (index: number) => boolean): void {
  // Every arrangement comes after the one it is reached from, so one backward pass marks subtrees.
  const wanted = found.map(() => false);
  for (let index = found.length - 1; index >= 0; index--)
    wanted[index] = spell(index) || (found[index]?.next.some((child) => wanted[child] === true) ?? false);
  const visit = (index: number): void => {
    const arrangement = found[index];
    if (arrangement === undefined) return;
    if (spell(index)) {
      const targets = arrangement.squares.reduce((set, sq) => set | buildTargets(b.pos, sq), 0);
      forEachSquare(targets, (at) => {
        b.step(build(at, builderFor(b.pos, arrangement, at)), () => {
          b.end();
        });
      });
    }
    for (const child of arrangement.next) {
      const reached = found[child];
      if (reached === undefined || wanted[child] !== true) continue;
      b.step(move(reached.from, reached.squares[reached.mover] ?? NONE), () => {
        visit(child);
      });
    }
  };
  if (wanted[0] === true) visit(0);
}

/** Whether a move from `from` to `to` changes level (then the turn is a normal one). */
const changesLevel = (pos: Position, from: Square, to: Square): boolean =>
  pos.levelAt(from) !== pos.levelAt(to);

/**
 * Hermes (7), Your Turn: either a normal turn (one move, up or down allowed, then that worker
 * builds), or a power turn in which no move changes level: either or both workers move any number
 * of times, even none at all, then either worker builds once. Without a move the build names its
 * builder (`b1+b2`); a build by the worker that did not make the last move does too.
 *
 * Generation: the normal turns whose move changes level, then one power turn per distinct result
 * (where the workers end and where the build goes), each by a shortest sequence of moves (breadth
 * first) and built by the last mover when it can. The two workers' exchanged arrangements are one
 * position (R15) and are spelled once, unless an opponent's restriction could tell them apart; then
 * both are, the shorter first. `writtenTurns` says every sequence a player may write (interleaved,
 * revisiting squares, built by either worker).
 *
 * Rulings (§7, §9): a power turn can never win, since none of its moves goes up (3→3 does not
 * count, R4); Hermes wins only by a normal 2→3 move. Judged as complete turns (R2, R10): he loses
 * only if no worker can build after some level moves, and under Persephone a turn that goes up is
 * required whenever one exists.
 */
export const HERMES = definePower({
  god: 'hermes',
  number: 7,
  completeTurns(b) {
    normalTurns(b);
    const found = arrangements(b.pos, b.seat);
    const mirror = mirrors(found);
    const speller = spellers(b, found, mirror);
    // Where both mirrors are spelled, the one reached first comes first, so \`moves\` lists it.
    const later = (index: number): boolean => (mirror[index] ?? -1) >= 0 && (mirror[index] ?? -1) < index;
    powerTurns(b, found, (index) => speller[index] === index && !later(index));
    powerTurns(b, found, (index) => speller[index] === index && later(index));
  },
  writtenTurns(b) {
    normalTurns(b);
    everyPowerTurn(b);
  },
  // With no move at all, a worker builds on any free neighbouring space; a worker with none can
  // neither move nor build.
  hasTurn: (pos, seat) => workerSquares(pos, seat).some((sq) => buildTargets(pos, sq) !== 0),
  explainStep(pos, seat, done, step) {
    if (hasBuilt(done)) return null;
    const moves = movesOf(done);
    const [first] = moves;
    const normal = first !== undefined && changesLevel(pos, first.from, first.to);
    if (step.kind === 'move') {
      if (first === undefined) return null;
      if (normal) return refusal('levelMoveBuildsNow', { power: 'hermes', squares: [first.from] });
      const problem = moveProblem(pos, seat, step.from, step.to);
      if (problem !== null) return problem;
      if (changesLevel(pos, step.from, step.to))
        return refusal('levelMovesOnly', {
          power: 'hermes',
          squares: [step.from, step.to],
          levels: [pos.levelAt(step.from), pos.levelAt(step.to)],
        });
      return null;
    }
    if (step.kind !== 'build') return null;
    const builder = step.builder ?? moves[moves.length - 1]?.to;
    if (builder === undefined) return refusal('buildWithoutMoving', { power: 'hermes' });
    if (normal && builder !== first.to)
      return refusal('levelMoverBuilds', { power: 'hermes', squares: [first.to] });
    if (pos.sideAt(builder) !== pos.sideOf(seat))
      return refusal('noOwnWorker', { power: 'hermes', squares: [builder] });
    return buildProblem(pos, builder, step.at, step.dome);
  },
});

/** Hermes's normal turns: a move that changes level, then that worker builds. */
function normalTurns(b: TurnBuilder): void {
  for (const from of workerSquares(b.pos, b.seat)) {
    const level = levelSquares(b.pos, b.pos.levelAt(from));
    forEachSquare(moveTargets(b.pos, from) & ~level, (to) => {
      b.step(move(from, to), () => {
        buildAndEnd(b, to);
      });
    });
  }
}

/**
 * Every Hermes power turn from here, in every way it may be written: a build by either worker, or
 * a level move of either worker (onto a free neighbouring space of its level) and the rest.
 */
function everyPowerTurn(b: TurnBuilder): void {
  const squares = workerSquares(b.pos, b.seat);
  for (const from of squares)
    forEachSquare(buildTargets(b.pos, from), (at) => {
      b.step(build(at, from), () => {
        b.end();
      });
    });
  for (const from of squares) {
    const lane = levelSquares(b.pos, b.pos.levelAt(from));
    forEachSquare((NEIGHBOURS[from] ?? 0) & ~b.pos.occupied & lane, (to) => {
      b.step(move(from, to), () => {
        everyPowerTurn(b);
      });
    });
  }
}
