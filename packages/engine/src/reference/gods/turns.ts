/**
 * The reference turn pipeline for 2-player positions with God Powers (spec §2.2, §2.3, §3, §5):
 * start-of-turn effects, the mover's turn shape, opponents' restrictions, end-of-turn effects,
 * handing over, R2. See power.ts for the steps in order. Slow on purpose; for tests only.
 */
import {
  ALL_SQUARES,
  type GodPositionJson,
  type Square,
  type State,
  isOccupied,
  isPlacing,
  otherSeat,
  player,
  readState,
  stateKey,
  withPlayer,
  workerSquares,
  writeState,
} from './model.js';
import {
  type Ply,
  type TurnContext,
  baseNext,
  cycleMergeKey,
  findWin,
  finishStep,
  isWon,
  placeStepText,
  startPly,
  turnText,
} from './ply.js';
import { effectivePowers, ownPower } from './registry.js';

export interface GodTurn {
  readonly turn: string;
  readonly position: GodPositionJson;
  readonly winner: number | null;
  /** `stateKey` of the resulting position (spec §2.1). */
  readonly key: string;
  readonly state: State;
}

// ---------------------------------------------------------------------------------------------------
// Start of turn

function beginTurn(state: State): TurnContext {
  const seat = state.toMove;
  let start = state;
  // Placement is setup, not a turn: no start-of-turn effects (Morpheus's coin, Circe's check).
  if (isPlacing(start)) return { seat, start, powers: effectivePowers(start) };
  // A power silenced for this turn (Circe) has no start-of-turn effect either.
  const own = effectivePowers(start)[seat] === null ? null : ownPower(start, seat);
  if (own?.startOfTurn !== undefined) start = own.startOfTurn(start, seat);
  const held = effectivePowers(start)[seat] ?? null;
  if (held !== own && held?.startOfTurn !== undefined) start = held.startOfTurn(start, seat);
  return { seat, start, powers: effectivePowers(start) };
}

// ---------------------------------------------------------------------------------------------------
// Placement (spec §2.3)

function placeNext(ply: Ply): Ply[] {
  const seat = ply.ctx.seat;
  if (ply.phase !== 'place1' && ply.phase !== 'place2') return [];
  const second = ply.phase === 'place2';
  const result: Ply[] = [];
  for (const sq of ALL_SQUARES) {
    if (isOccupied(ply.state, sq)) continue;
    const workers = [...player(ply.state, seat).workers, sq];
    if (second) {
      const squares = workers.filter((w): w is Square => w !== null);
      if (ownPower(ply.state, seat)?.placement?.(squares, ply.state, seat) === false) continue;
    }
    const state = {
      ...ply.state,
      players: ply.state.players.map((p, s) => (s === seat ? { ...p, workers } : p)),
    };
    const placed: Ply = { ...ply, state, events: [...ply.events, { kind: 'place', seat, sq }] };
    result.push(finishStep(ply, placed, placeStepText(sq), second ? 'end' : 'place2', second));
  }
  return result;
}

/** Spec §2.3: placers first, then every seat in turn order from `start`; after the last, `start`. */
function nextPlacer(state: State): number {
  const n = state.players.length;
  const order = [
    ...state.players.map((_, s) => s).filter((s) => ownPower(state, s)?.placesFirst === true),
    ...Array.from({ length: n }, (_, i) => (state.start + i) % n),
  ];
  return order.find((s) => player(state, s).workers.length === 0) ?? state.start;
}

// ---------------------------------------------------------------------------------------------------
// Complete turns, restrictions

function nextOf(ply: Ply): Ply[] {
  if (isPlacing(ply.ctx.start)) return placeNext(ply);
  const power = ply.ctx.powers[ply.ctx.seat];
  return power?.next !== undefined ? power.next(ply) : baseNext(ply);
}

/** The first reason another seat's power forbids this complete turn, or null. */
export function forbiddenBy(ply: Ply): string | null {
  if (isPlacing(ply.ctx.start)) return null;
  for (let s = 0; s < ply.ctx.powers.length; s++) {
    if (s === ply.ctx.seat) continue;
    const reason = ply.ctx.powers[s]?.forbids?.(ply, s) ?? null;
    if (reason !== null) return reason;
  }
  return null;
}

/**
 * Every complete turn that no `forbids` rejects (before `narrows`). Breadth first, so that merged
 * partial turns (`mergeKey`) keep a shortest spelling; depth first when only the first one is wanted.
 */
function* allowedPlies(ctx: TurnContext, depthFirst = false): Generator<Ply> {
  if (ctx.start.winner !== null) return;
  const placing = isPlacing(ctx.start);
  const merge = placing ? undefined : ctx.powers[ctx.seat]?.mergeKey;
  const seen = new Set<string>();
  const pending = [startPly(ctx, placing ? 'place1' : 'start')];
  for (let i = 0; depthFirst ? pending.length > 0 : i < pending.length; i++) {
    const ply = depthFirst ? pending.pop() : pending[i];
    if (ply === undefined) break;
    if (ply.canEnd && forbiddenBy(ply) === null) yield ply;
    if (isWon(ply)) continue;
    for (const child of nextOf(ply)) {
      if (merge !== undefined) {
        const key = merge(child);
        if (seen.has(key)) continue;
        seen.add(key);
      }
      pending.push(child);
    }
  }
}

/** The `narrows` of every other seat (Persephone), as one predicate over the allowed turns. */
function narrowing(ctx: TurnContext, allowed: readonly Ply[]): (ply: Ply) => boolean {
  const predicates = ctx.powers.flatMap((p, s) =>
    s === ctx.seat || p?.narrows === undefined ? [] : [p.narrows(allowed, s)],
  );
  return (ply) => predicates.every((keep) => keep === null || keep(ply));
}

function legalPlies(ctx: TurnContext): Ply[] {
  const allowed = [...allowedPlies(ctx)];
  return allowed.filter(narrowing(ctx, allowed));
}

/** R2: does the player to move have a complete legal turn? (`narrows` never empties a non-empty set.) */
export function hasLegalTurn(state: State): boolean {
  return allowedPlies(beginTurn(state), true).next().done !== true;
}

// ---------------------------------------------------------------------------------------------------
// End of turn, handing over, R2

function finish(ply: Ply): State {
  const { ctx } = ply;
  const seat = ctx.seat;
  let state = ply.state;
  let toMove: number;
  if (isPlacing(ctx.start)) {
    toMove = nextPlacer(state);
  } else {
    // `movedUp` and `extraTurn` tell what happened in the seat's last turn under the power it held
    // then: cleared here, set again by that power (Chaos's card, Circe's borrowing, a silenced seat).
    state = withPlayer(state, seat, { movedUp: false, extraTurn: false });
    const held = ctx.powers[seat];
    if (held?.endOfTurn !== undefined) state = held.endOfTurn({ ...ply, state }, seat);
    // `afterAnyTurn` belongs to the seat's own card, held or not (Chaos's switch: the deck stays with
    // Chaos, R21, whatever card is face up and also while Circe holds its power).
    ctx.powers.forEach((_, s) => {
      const own = ownPower(state, s);
      if (own?.afterAnyTurn !== undefined) state = own.afterAnyTurn(ply, state, s);
    });
    if (state.winner === null) {
      const winner = findWin({ ...ply, state }, [], 'end');
      if (winner !== null) state = { ...state, winner };
    }
    toMove = player(state, seat).extraTurn ? seat : otherSeat(seat);
  }
  state = { ...state, toMove };
  // After play, a player left without workers (Bia, Medusa) is not placing: they have no turn (R2).
  const workerless = !isPlacing(ctx.start) && workerSquares(state, toMove).length === 0;
  if (state.winner === null && (workerless || !hasLegalTurn(state))) state = { ...state, winner: seat };
  return state;
}

function toGodTurn(ply: Ply): GodTurn {
  const state = finish(ply);
  return {
    turn: turnText(ply),
    position: writeState(state),
    winner: state.winner,
    key: stateKey(state),
    state,
  };
}

// ---------------------------------------------------------------------------------------------------
// Public API

/**
 * Every legal turn of the player to move, every spelling the reference generates, with its result.
 * Spellings that end in the same situation (`cycleMergeKey` without phase and builder: board, moved
 * workers, any move up, the other events) share one end-of-turn computation.
 */
export function referenceGodAllTurns(json: unknown): GodTurn[] {
  const finished = new Map<string, GodTurn>();
  return legalPlies(beginTurn(readState(json))).map((ply) => {
    const key = cycleMergeKey({ ...ply, phase: '', lastMover: null });
    const known = finished.get(key);
    if (known !== undefined) return { ...known, turn: turnText(ply) };
    const turn = toGodTurn(ply);
    finished.set(key, turn);
    return turn;
  });
}

/** One entry per distinct resulting position (spec §5 `moves`): the first spelling generated. */
export function referenceGodMoves(json: unknown): GodTurn[] {
  const byKey = new Map<string, GodTurn>();
  for (const turn of referenceGodAllTurns(json)) if (!byKey.has(turn.key)) byKey.set(turn.key, turn);
  return [...byKey.values()];
}

/**
 * Plays `turnText` step by step (spec §3: any legal sequence of steps, case-insensitive, redundant
 * builder prefixes and `D` on level 3 accepted). Null when it is not a legal complete turn here.
 */
export function referenceGodApply(json: unknown, text: string): GodTurn | null {
  const ctx = beginTurn(readState(json));
  if (ctx.start.winner !== null) return null;
  let plies = [startPly(ctx, isPlacing(ctx.start) ? 'place1' : 'start')];
  for (const token of text.toLowerCase().split(' ')) {
    plies = plies
      .filter((p) => !isWon(p))
      .flatMap(nextOf)
      .filter((p) => p.steps[p.steps.length - 1]?.spellings.includes(token) === true);
  }
  const complete = plies.filter((p) => p.canEnd && forbiddenBy(p) === null);
  if (complete.length === 0) return null;
  const narrowed = ctx.powers.some((p, s) => s !== ctx.seat && p?.narrows !== undefined);
  const keep = narrowed ? narrowing(ctx, [...allowedPlies(ctx)]) : () => true;
  const chosen = complete.find(keep);
  return chosen === undefined ? null : { ...toGodTurn(chosen), turn: text };
}
