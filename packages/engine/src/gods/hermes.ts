import { NONE, type Position } from '../position.js';
import { refusal } from '../refusal.js';
import { type Square } from '../square.js';
import { areNeighbours, has, NEIGHBOURS } from '../squareSet.js';
import { build, move, type Step, type Turn } from '../steps.js';
import { buildAndEnd, buildProblem, hasBuilt, levelSquares, moveProblem, movesOf } from './movement.js';
import { powerFor } from '../held.js';
import type { Power, SpellingStep, TurnBuilder } from './power.js';
import { buildTargets, forEachSquare, moveTargets, workerSquares } from './shape.js';
import { listedSteps } from './spelling.js';

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
function spellers(
  pos: Position,
  seat: number,
  found: readonly Arrangement[],
  mirror: readonly number[],
): number[] {
  const ordered = ((pos.orderedSides >> pos.sideOf(seat)) & 1) === 1;
  const judged = pos
    .opponentsOf(seat)
    .some((other) => powerFor(pos, other).forbidsOpponentTurn !== undefined);
  return found.map((_, i) => {
    const other = mirror[i] ?? -1;
    return ordered || judged || other < 0 ? i : Math.min(i, other);
  });
}

/** The moves that reach arrangement `index`, in order. */
function movesTo(found: readonly Arrangement[], index: number): Step[] {
  const moves: Step[] = [];
  for (let at = found[index]; at !== undefined && at.parent >= 0; at = found[at.parent]) {
    moves.unshift(move(at.from, at.squares[at.mover] ?? NONE));
  }
  return moves;
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
 * both are, the shorter first. `canonicalTurn` maps any other legal sequence (interleaved,
 * revisiting squares, either builder) to that spelling, and `spellingSteps` offers every such
 * sequence step by step.
 *
 * Rulings (§7, §9): a power turn can never win, since none of its moves goes up (3→3 does not
 * count, R4); Hermes wins only by a normal 2→3 move. Judged as complete turns (R2, R10): he loses
 * only if no worker can build after some level moves, and under Persephone a turn that goes up is
 * required whenever one exists.
 */
export const HERMES: Power = {
  god: 'hermes',
  number: 7,
  completeTurns(b) {
    for (const from of workerSquares(b.pos, b.seat)) {
      const level = levelSquares(b.pos, b.pos.levelAt(from));
      forEachSquare(moveTargets(b.pos, from) & ~level, (to) => {
        b.step(move(from, to), () => {
          buildAndEnd(b, to);
        });
      });
    }
    const found = arrangements(b.pos, b.seat);
    const mirror = mirrors(found);
    const speller = spellers(b.pos, b.seat, found, mirror);
    // Where both mirrors are spelled, the one reached first comes first, so \`moves\` lists it.
    const later = (index: number): boolean => (mirror[index] ?? -1) >= 0 && (mirror[index] ?? -1) < index;
    powerTurns(b, found, (index) => speller[index] === index && !later(index));
    powerTurns(b, found, (index) => speller[index] === index && later(index));
  },
  // With no move at all, a worker builds on any free neighbouring space; a worker with none can
  // neither move nor build.
  hasTurn: (pos, seat) => workerSquares(pos, seat).some((sq) => buildTargets(pos, sq) !== 0),
  canonicalTurn: canonicalHermes,
  spellingSteps: hermesSpellingSteps,
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
      // `apply` stops at a legal level move only in a turn `canonicalHermes` leaves as written: one
      // whose level moves come back to the start and go on with a move that is no level move.
      return refusal('levelMovesBack', { power: 'hermes' });
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
};

/**
 * The spelling `completeTurns` generates for a Hermes power turn written any other legal way; null
 * when `steps` does not start with a level move or a build (a normal turn is judged as written).
 * Where the steps stop being a legal power turn, the rest is kept as written after the spelling of
 * the legal part, so that `apply` names the step at fault.
 */
function canonicalHermes(pos: Position, seat: number, steps: Turn): Turn | null {
  const found = arrangements(pos, seat);
  const side = workerSquares(pos, seat);
  let squares = side;
  let lastMover: Square | undefined;
  let taken = 0;
  for (const step of steps) {
    if (step.kind !== 'move') break;
    const worker = squares.indexOf(step.from);
    const occupied = pos.occupied & ~side.reduce((set, sq) => set | (1 << sq), 0);
    const own = squares.reduce((set, sq) => set | (1 << sq), 0);
    if (
      worker < 0 ||
      !areNeighbours(step.from, step.to) ||
      has(occupied | own, step.to) ||
      changesLevel(pos, step.from, step.to)
    )
      break;
    squares = squares.map((sq, w) => (w === worker ? step.to : sq));
    lastMover = step.to;
    taken++;
  }
  const first = steps[0];
  if (first === undefined || (taken === 0 && first.kind !== 'build')) return null;
  const reached = found.findIndex((a) => key(a.squares) === key(squares));
  const index = spellers(pos, seat, found, mirrors(found))[reached] ?? -1;
  const arrangement = found[index];
  if (arrangement === undefined) return null;
  const rest = steps.slice(taken).map((step): Step => {
    const builder = step.kind === 'build' ? (step.builder ?? lastMover) : undefined;
    return builder === undefined || step.kind !== 'build' ? step : { ...step, builder };
  });
  const moves = movesTo(found, index);
  // Level moves back to the start and then a move that changes level are no Hermes turn: spelled
  // without moves, they would read as a normal turn.
  if (taken > 0 && moves.length === 0 && rest[0]?.kind === 'move') return null;
  const [last, ...after] = rest;
  if (last?.kind === 'build' && after.length === 0 && !last.dome && last.builder !== undefined) {
    // A legal build by either worker becomes the build the generator spells.
    const scratch = pos.clone();
    for (const step of moves) if (step.kind === 'move') scratch.relocate(step.from, step.to);
    if (squares.includes(last.builder) && buildProblem(scratch, last.builder, last.at, false) === null)
      return [...moves, build(last.at, builderFor(scratch, arrangement, last.at))];
  }
  return [...moves, ...rest];
}

/** Whether `turn` is a normal Hermes turn: its move changes level. */
function isNormalTurn(pos: Position, turn: Turn): boolean {
  const [first] = turn;
  return first?.kind === 'move' && changesLevel(pos, first.from, first.to);
}

/**
 * Hermes's steps after `done` in any spelling: a normal turn's as listed; in a power turn any level
 * move of either worker, or a build by either worker. A move is finished towards each listed power
 * turn by a shortest sequence of moves to where that turn leaves the workers, moving only workers
 * that have moved or must (an opponent may judge the moves as written: Hypnus), then its build.
 */
function hermesSpellingSteps(
  pos: Position,
  seat: number,
  done: Turn,
  turns: readonly Turn[],
): SpellingStep[] {
  const options = listedSteps(
    done,
    turns.filter((turn) => isNormalTurn(pos, turn)),
  ).list();
  const levelTurns = turns.filter((turn) => !isNormalTurn(pos, turn));
  const walked = levelWalk(pos, seat, done);
  if (walked === undefined || levelTurns.length === 0) return options;
  const goals = spelledArrangements(pos, seat);
  const { after, moved } = walked;
  workerSquares(after, seat).forEach((from, worker) => {
    forEachSquare(buildTargets(after, from), (at) => {
      options.push({ step: build(at, from), finishes: () => [[]] });
    });
    const lane = levelSquares(after, after.levelAt(from));
    forEachSquare((NEIGHBOURS[from] ?? 0) & ~after.occupied & lane, (to) => {
      const next = after.clone();
      next.relocate(from, to);
      options.push({
        step: move(from, to),
        finishes: () => levelFinishes(next, seat, moved | (1 << worker), levelTurns, goals),
      });
    });
  });
  return options;
}

/**
 * The position after `done` when it is a sequence of level moves, and which workers (indices into
 * `workerSquares`) moved; undefined otherwise (a build ends the turn).
 */
function levelWalk(pos: Position, seat: number, done: Turn): { after: Position; moved: number } | undefined {
  const after = pos.clone();
  let moved = 0;
  for (const step of done) {
    if (step.kind !== 'move') return undefined;
    const worker = workerSquares(after, seat).indexOf(step.from);
    if (
      worker < 0 ||
      !areNeighbours(step.from, step.to) ||
      has(after.occupied, step.to) ||
      changesLevel(after, step.from, step.to)
    )
      return undefined;
    after.relocate(step.from, step.to);
    moved |= 1 << worker;
  }
  return { after, moved };
}

/**
 * For each listed power turn, the arrangements of the workers (in slot order) that `canonicalHermes`
 * spells as that turn: where its moves leave them, and the mirror where the two are one position.
 */
function spelledArrangements(pos: Position, seat: number): (turn: Turn) => Square[][] {
  const found = arrangements(pos, seat);
  const mirror = mirrors(found);
  const speller = spellers(pos, seat, found, mirror);
  const indices = new Map(found.map((arrangement, index) => [key(arrangement.squares), index]));
  const start = workerSquares(pos, seat);
  return (turn) => {
    const squares = [...start];
    for (const step of turn) if (step.kind === 'move') squares[squares.indexOf(step.from)] = step.to;
    const index = indices.get(key(squares));
    if (index === undefined) return [];
    const other = mirror[index] ?? -1;
    return other >= 0 && other !== index && speller[other] === index
      ? [squares, [...squares].reverse()]
      : [squares];
  };
}

/**
 * The rests after a level move (`after`: the position it leads to; `moved`: the workers moved so
 * far) that end as each of `turns`: the moves to one of its arrangements, then its build.
 */
function* levelFinishes(
  after: Position,
  seat: number,
  moved: number,
  turns: readonly Turn[],
  goals: (turn: Turn) => Square[][],
): Generator<Turn> {
  const squares = workerSquares(after, seat);
  const trees = new Map<number, { found: Arrangement[]; indices: Map<number, number> }>();
  const pathTo = (movers: number, target: readonly Square[]): Step[] | undefined => {
    let tree = trees.get(movers);
    if (tree === undefined) {
      const found = arrangements(after, seat, movers);
      tree = {
        found,
        indices: new Map(found.map((arrangement, index) => [key(arrangement.squares), index])),
      };
      trees.set(movers, tree);
    }
    const index = tree.indices.get(key(target));
    return index === undefined ? undefined : movesTo(tree.found, index);
  };
  for (const turn of turns) {
    const last = turn[turn.length - 1];
    if (last?.kind !== 'build') continue;
    for (const target of goals(turn)) {
      const needed = target.reduce(
        (movers, sq, worker) => (sq === squares[worker] ? movers : movers | (1 << worker)),
        moved,
      );
      const path = pathTo(needed, target) ?? pathTo(ALL_WORKERS, target);
      if (path !== undefined) yield [...path, last];
    }
  }
}
