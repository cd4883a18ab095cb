/**
 * A turn in progress (`Ply`) and the atomic edits powers build turns from: move, force, build, dome,
 * remove a block, remove a worker. Edits record events; `finishStep` closes one written step (spec §3)
 * and runs the win checks of rules R4 / §4.4 after it. Nothing is mutated: every edit returns a new ply.
 */
import {
  type Square,
  type State,
  hasDome,
  isOccupied,
  isPerimeter,
  levelOf,
  neighbours,
  player,
  squareName,
  stateKey,
  workerAt,
  workerSquares,
} from './model.js';
import type { MoveEvent, Ply, TurnContext, TurnEvent, Win, WrittenStep } from './power.js';

export type { WrittenStep, TurnEvent, MoveEvent, TurnContext, Ply } from './power.js';

export function startPly(ctx: TurnContext, phase = 'start'): Ply {
  return { ctx, state: ctx.start, steps: [], events: [], lastMover: null, phase, canEnd: false };
}

export const turnText = (ply: Ply): string => ply.steps.map((s) => s.text).join(' ');

export const isWon = (ply: Ply): boolean => ply.state.winner !== null;

// ---------------------------------------------------------------------------------------------------
// Queries

/** The moves of this turn (not forces), in order. */
export function movesOf(ply: Ply): MoveEvent[] {
  return ply.events.filter((e): e is MoveEvent => e.kind === 'move');
}

/** The squares of the active seat's workers. */
export const ownWorkers = (ply: Ply): Square[] => workerSquares(ply.state, ply.ctx.seat);

/** Rules §2.3: unoccupied neighbours at most one level up (any number down). */
export function normalMoveTargets(state: State, from: Square): Square[] {
  return neighbours(from).filter(
    (to) => !isOccupied(state, to) && levelOf(state, to) <= levelOf(state, from) + 1,
  );
}

/** Rules §2.4: unoccupied neighbours of the builder (no worker, no dome). */
export function normalBuildTargets(state: State, builder: Square): Square[] {
  return neighbours(builder).filter((sq) => !isOccupied(state, sq));
}

// ---------------------------------------------------------------------------------------------------
// Atomic edits (no written step; call `finishStep` once the step is complete)

function setWorker(state: State, seat: number, slot: number, to: Square | null): State {
  const workers = player(state, seat).workers.map((w, i) => (i === slot ? to : w));
  return { ...state, players: state.players.map((p, s) => (s === seat ? { ...p, workers } : p)) };
}

type WorkerId = { readonly seat: number; readonly slot: number };

function relocate(ply: Ply, kind: 'move' | 'force', who: WorkerId, to: Square): Ply {
  const from = player(ply.state, who.seat).workers[who.slot];
  if (from === undefined || from === null) throw new Error(`reference: no worker in slot ${who.slot}`);
  const event: TurnEvent = {
    kind,
    seat: who.seat,
    slot: who.slot,
    from,
    to,
    fromLevel: levelOf(ply.state, from),
    toLevel: levelOf(ply.state, to),
  };
  const state = setWorker(ply.state, who.seat, who.slot, to);
  return { ...ply, state, events: [...ply.events, event], lastMover: kind === 'move' ? to : ply.lastMover };
}

function workerOn(ply: Ply, sq: Square): WorkerId {
  const who = workerAt(ply.state, sq);
  if (who === null) throw new Error(`reference: no worker on ${squareName(sq)}`);
  return who;
}

/** The worker on `from` moves to `to` (it becomes the implied builder). */
export const doMove = (ply: Ply, from: Square, to: Square): Ply =>
  relocate(ply, 'move', workerOn(ply, from), to);

/** The worker on `from` is forced to `to` (R3: not a move). */
export const doForce = (ply: Ply, from: Square, to: Square): Ply =>
  relocate(ply, 'force', workerOn(ply, from), to);

/** A given worker is forced to `to` (for a swap, when two workers briefly share a square). */
export const doForceWorker = (ply: Ply, who: WorkerId, to: Square): Ply => relocate(ply, 'force', who, to);

/** Builds on `sq`: a dome when `dome` or on level 3, else a block (rules §2.4). */
export function doBuild(ply: Ply, builder: Square | null, sq: Square, dome: boolean): Ply {
  const level = levelOf(ply.state, sq);
  const isDome = dome || level === 3;
  const state: State = isDome
    ? { ...ply.state, domes: ply.state.domes.map((d, s) => d || s === sq) }
    : { ...ply.state, levels: ply.state.levels.map((l, s) => (s === sq ? l + 1 : l)) };
  const event: TurnEvent = { kind: 'build', builder, sq, dome: isDome, level: isDome ? level : level + 1 };
  return { ...ply, state, events: [...ply.events, event] };
}

/** Removes the top block of `sq` (Ares). */
export function doUnbuild(ply: Ply, sq: Square): Ply {
  const state = { ...ply.state, levels: ply.state.levels.map((l, s) => (s === sq ? l - 1 : l)) };
  return { ...ply, state, events: [...ply.events, { kind: 'unbuild', sq }] };
}

/** Removes the worker on `sq` from the game (Bia, Medusa): dropped, or a null slot for Selene. */
export function doRemoveWorker(ply: Ply, sq: Square): Ply {
  const who = workerAt(ply.state, sq);
  if (who === null) throw new Error(`reference: no worker on ${squareName(sq)}`);
  const p = player(ply.state, who.seat);
  const workers =
    p.god === 'selene'
      ? p.workers.map((w, i) => (i === who.slot ? null : w))
      : p.workers.filter((_, i) => i !== who.slot);
  const state = {
    ...ply.state,
    players: ply.state.players.map((q, s) => (s === who.seat ? { ...q, workers } : q)),
  };
  return { ...ply, state, events: [...ply.events, { kind: 'remove', seat: who.seat, slot: who.slot, sq }] };
}

// ---------------------------------------------------------------------------------------------------
// Written steps

const written = (text: string, ...more: string[]): WrittenStep => ({
  text,
  spellings: [...new Set([text, ...more].map((s) => s.toLowerCase()))],
});

export const moveStepText = (from: Square, to: Square): WrittenStep =>
  written(`${squareName(from)}-${squareName(to)}`);

/**
 * Spec §3 build text, decided BEFORE the build (on the level it is built on): the builder prefix only
 * when the builder is not the implied one; `D` only for a dome below level 3; input may add a
 * redundant prefix, and `D` on level 3.
 */
export function buildStepText(ply: Ply, builder: Square | null, sq: Square, dome: boolean): WrittenStep {
  const target = squareName(sq);
  const low = dome && levelOf(ply.state, sq) < 3;
  const suffix = low ? 'D' : '';
  const prefix = builder === null ? '' : squareName(builder);
  const implied = builder === ply.lastMover;
  const text = `${implied ? '' : prefix}+${target}${suffix}`;
  const spellings = [`${prefix}+${target}${suffix}`];
  if (!low && levelOf(ply.state, sq) === 3) spellings.push(`+${target}D`, `${prefix}+${target}D`);
  if (implied) spellings.push(`+${target}${suffix}`);
  return written(text, ...spellings);
}

export const placeStepText = (sq: Square): WrittenStep => written(`@${squareName(sq)}`);
export const passStepText = (): WrittenStep => written('pass');
export const unbuildStepText = (sq: Square): WrittenStep => written(`-${squareName(sq)}`);
export const forceStepText = (from: Square, to: Square): WrittenStep =>
  written(`${squareName(from)}>${squareName(to)}`);

// ---------------------------------------------------------------------------------------------------
// Closing a step, and the win checks (R4, rules §4.4)

function seatsFromActive(ply: Ply): number[] {
  const n = ply.state.players.length;
  return Array.from({ length: n }, (_, i) => (ply.ctx.seat + i) % n);
}

function cancelled(ply: Ply, win: Win): boolean {
  return seatsFromActive(ply).some((s) => ply.ctx.powers[s]?.cancelsWin?.(ply, s, win) === true);
}

/** The first win that stands, in the order of rules §4.4, or null. */
export function findWin(ply: Ply, newEvents: readonly TurnEvent[], when: 'step' | 'end'): number | null {
  const seat = ply.ctx.seat;
  const power = ply.ctx.powers[seat];
  for (const event of newEvents) {
    if (event.kind !== 'move' || event.seat !== seat) continue;
    const climbed = event.toLevel === 3 && event.fromLevel < 3;
    const powerWin = power?.winsAfterStep?.(ply, seat, event) === true;
    if ((climbed || powerWin) && !cancelled(ply, { seat, kind: 'move', event, when })) return seat;
  }
  for (const s of seatsFromActive(ply)) {
    const holder = ply.ctx.powers[s];
    if (holder?.winsAnyTime?.(ply.state, s) === true && !cancelled(ply, { seat: s, kind: 'anyTime', when })) {
      return s;
    }
  }
  return null;
}

/**
 * Closes one written step: appends it, sets the phase and whether the turn may end here, and checks
 * wins on the events since `before` (the ply before the step). A win ends the turn (`canEnd`).
 */
export function finishStep(before: Ply, after: Ply, step: WrittenStep, phase: string, canEnd: boolean): Ply {
  const newEvents = after.events.slice(before.events.length);
  const winner = findWin(after, newEvents, 'step');
  const state = winner === null ? after.state : { ...after.state, winner };
  return { ...after, state, steps: [...after.steps, step], phase, canEnd: canEnd || winner !== null };
}

// ---------------------------------------------------------------------------------------------------
// The base turn (rules §2.2), with the seams most powers need

/** One written move step of the worker on `from` to `to`, with optional consequences in the same step. */
export function moveStep(
  ply: Ply,
  from: Square,
  to: Square,
  phase: string,
  canEnd: boolean,
  consequences: (moved: Ply) => Ply = (p) => p,
): Ply {
  return finishStep(ply, consequences(doMove(ply, from, to)), moveStepText(from, to), phase, canEnd);
}

/** One written build step. */
export function buildStep(
  ply: Ply,
  builder: Square | null,
  sq: Square,
  dome: boolean,
  phase: string,
  canEnd: boolean,
): Ply {
  return finishStep(
    ply,
    doBuild(ply, builder, sq, dome),
    buildStepText(ply, builder, sq, dome),
    phase,
    canEnd,
  );
}

/** Normal moves of the worker on `from`, as steps into `phase`. */
export function normalMoves(ply: Ply, from: Square, phase: string): Ply[] {
  return normalMoveTargets(ply.state, from).map((to) => moveStep(ply, from, to, phase, false));
}

/** Normal builds by `builder` (a block, or the dome on level 3), as steps into `phase`. */
export function normalBuilds(ply: Ply, builder: Square, phase: string, canEnd = true): Ply[] {
  return normalBuildTargets(ply.state, builder).map((sq) =>
    buildStep(ply, builder, sq, false, phase, canEnd),
  );
}

export interface BaseShape {
  /** The move steps of the worker on `from` (default: normal moves), each into phase 'build'. */
  readonly moves?: (ply: Ply, from: Square) => Ply[];
  /** The build steps after the move (default: one normal build by the mover, into phase 'end'). */
  readonly builds?: (ply: Ply, builder: Square) => Ply[];
}

/** Phases 'start' → 'build' → 'end': move one own worker, then build with it. */
export function baseNext(ply: Ply, shape: BaseShape = {}): Ply[] {
  const moves = shape.moves ?? ((p: Ply, from: Square) => normalMoves(p, from, 'build'));
  const builds = shape.builds ?? ((p: Ply, builder: Square) => normalBuilds(p, builder, 'end'));
  switch (ply.phase) {
    case 'start':
      return ownWorkers(ply).flatMap((from) => moves(ply, from));
    case 'build':
      return ply.lastMover === null ? [] : builds(ply, ply.lastMover);
    default:
      return [];
  }
}

/**
 * A merge key for powers whose moves can cycle (Hermes, Triton): the board, phase and implied builder,
 * plus what the core's restrictions and end effects may read from the events — which workers moved,
 * whether any move went up, the builds so far. A power that reads more from its events adds it.
 */
export function cycleMergeKey(ply: Ply): string {
  const moves = movesOf(ply);
  const moved = [...new Set(moves.map((e) => `${e.seat}.${e.slot}`))].sort().join(',');
  const up = moves.some((e) => e.toLevel > e.fromLevel);
  const others = ply.events
    .filter((e) => e.kind !== 'move')
    .map((e) => JSON.stringify(e))
    .join(';');
  return `${stateKey(ply.state)} ${ply.phase} ${ply.lastMover ?? '-'} ${moved} ${up} ${others}`;
}

/**
 * A merge key for powers with several builds whose order does not matter (Morpheus, Poseidon): as
 * `cycleMergeKey`, with the non-move events compared as a multiset (builds by the same builder in
 * another order give the same turn).
 */
export function unorderedBuildsMergeKey(ply: Ply): string {
  const moves = ply.events.filter((e) => e.kind === 'move');
  const others = ply.events.filter((e) => e.kind !== 'move').map((e) => JSON.stringify(e));
  return `${cycleMergeKey({ ...ply, events: moves })} ${others.sort().join(';')}`;
}

export { hasDome, isPerimeter, levelOf };
