/**
 * The interface a God Power implements in the reference generator. One god = one file in `powers/`
 * exporting a `Power`, plus one line in `registry.ts`. Every hook is optional: a power with no hooks
 * plays the base game.
 *
 * A turn is built one written step at a time (spec §3: `c3-d4`, `+e5`, `c3+c4`, `@b2`, `pass`, …) as a
 * `Ply` (see ply.ts): the position so far, the steps and events so far, a `phase` string the power
 * chooses, and `canEnd` (the turn may stop here). Every `next` child adds EXACTLY ONE written step;
 * consequences the rules fix (Apollo's swap, Minotaur's push, Bia's removal) happen inside that step
 * as extra events. The core checks wins after every step (ply.ts `finishStep`) and stops a turn that won.
 *
 * `seat` in a hook is always the seat that HOLDS the power. Whose power a seat holds is resolved once
 * per turn, on the position after the start-of-turn effects (registry.ts `effectivePowers`):
 * `silences` (Circe) can leave a seat with no power, `actsAs` (Chaos's card, Circe's borrowed power)
 * can make a seat use another god's hooks; memory fields stay on the seat that holds the power (R21).
 *
 * Pipeline of one turn (turns.ts), for the player P to move:
 *   1. start of turn (none during placement): P's own power's `startOfTurn` unless P is silenced,
 *      then (if different) P's effective power's `startOfTurn` (Morpheus's coin, Circe's check).
 *      Not written to the input position (spec §2).
 *   2. P's effective power's `next` (default: `baseNext`) enumerates complete turns, depth first.
 *      `mergeKey` lets a power whose moves can cycle (Hermes, Triton) merge equal partial turns.
 *   3. every other seat's `forbids` rejects complete turns (Athena, Hypnus, Limus, Aphrodite);
 *      then every other seat's `narrows` (Persephone, R10) keeps a subset of what is left.
 *   4. end of turn: P's `movedUp` and `extraTurn` are cleared, then P's effective power's `endOfTurn`
 *      sets them again (Athena's memory, Medusa, Dionysus's extra turn); then every seat's OWN card's
 *      `afterAnyTurn`, held or silenced (Chaos's switch), then the any-time wins (Chronus) once more.
 *   5. hand over: `toMove` becomes the other seat unless P's `extraTurn` is now set (Dionysus).
 *   6. R2: no winner yet and the next player (after step 1 for them) has no legal turn, or no worker
 *      left (Bia, Medusa) → P wins.
 * Placement (spec §2.3) is done by the core; `placement`/`placesFirst` of the placer's OWN god apply.
 */
import type { GodName, Square, State } from './model.js';

/** One written step: its canonical text and every spelling input may use for it (lower case). */
export interface WrittenStep {
  readonly text: string;
  readonly spellings: readonly string[];
}

export type TurnEvent =
  | { readonly kind: 'place'; readonly seat: number; readonly sq: Square }
  | {
      readonly kind: 'move' | 'force';
      readonly seat: number;
      readonly slot: number;
      readonly from: Square;
      readonly to: Square;
      readonly fromLevel: number;
      readonly toLevel: number;
    }
  /** `level`: the square's level after the build (for a dome: the level under it). */
  | {
      readonly kind: 'build';
      readonly builder: Square | null;
      readonly sq: Square;
      readonly dome: boolean;
      readonly level: number;
    }
  | { readonly kind: 'unbuild'; readonly sq: Square }
  | { readonly kind: 'remove'; readonly seat: number; readonly slot: number; readonly sq: Square };

export type MoveEvent = Extract<TurnEvent, { kind: 'move' | 'force' }>;

/** Fixed for a whole turn. */
export interface TurnContext {
  /** The seat whose turn it is. */
  readonly seat: number;
  /** The position when the turn began, after the start-of-turn effects. */
  readonly start: State;
  /** Per seat, the power it holds during this turn (null: none). */
  readonly powers: readonly (Power | null)[];
}

export interface Ply {
  readonly ctx: TurnContext;
  readonly state: State;
  readonly steps: readonly WrittenStep[];
  readonly events: readonly TurnEvent[];
  /** Where the worker that made the turn's last move stands now (the implied builder), or null. */
  readonly lastMover: Square | null;
  /** Power-defined: where in its turn shape this ply is. */
  readonly phase: string;
  /** The turn may end here (a complete turn). A ply whose state has a winner always can, and goes no further. */
  readonly canEnd: boolean;
}

/** Why a win happened: a step of the active player, or a condition met at any time (Chronus). */
export interface Win {
  readonly seat: number;
  /** `move`: the step's move (level 3, Pan, Eros); `anyTime`: a board condition (Chronus). */
  readonly kind: 'move' | 'anyTime';
  /** For `move`: the move event that won. */
  readonly event?: TurnEvent;
  /** `step`: after a step of the turn; `end`: at the end of the turn, after its end effects. */
  readonly when: 'step' | 'end';
}

export interface Power {
  readonly name: GodName;

  // --- Who holds what -----------------------------------------------------------------------------
  /** This seat uses another god's hooks this turn (Chaos: its card; Circe: the borrowed power, resolved). */
  readonly actsAs?: (state: State, seat: number) => GodName | null;
  /** True when the holder leaves `other` without any power this turn (Circe with `borrowed`). */
  readonly silences?: (state: State, seat: number, other: number) => boolean;

  // --- The holder's own turn ----------------------------------------------------------------------
  /** Start of the holder's turn; returns the changed state (Morpheus +1 coin, Circe's check). */
  readonly startOfTurn?: (state: State, seat: number) => State;
  /** The holder's turn, one written step at a time. Default `baseNext` (ply.ts). */
  readonly next?: (ply: Ply) => Ply[];
  /** Partial turns with equal keys are merged (only the first is expanded). Needed when moves can cycle. */
  readonly mergeKey?: (ply: Ply) => string;
  /** Extra wins of the holder after one of its own steps (Pan, Eros). The level-3 win is the core's. */
  readonly winsAfterStep?: (ply: Ply, seat: number, event: TurnEvent) => boolean;
  /** End of the holder's complete turn (also after a win); returns the changed state. */
  readonly endOfTurn?: (ply: Ply, seat: number) => State;

  // --- Every turn, whoever plays it -----------------------------------------------------------------
  /** A reason why the holder's power makes this complete turn of another seat illegal, or null. */
  readonly forbids?: (ply: Ply, seat: number) => string | null;
  /**
   * Applied after every `forbids`: given all remaining complete turns of another seat, a predicate
   * that keeps only some of them (Persephone, R10). Must keep at least one when given at least one.
   */
  readonly narrows?: (turns: readonly Ply[], seat: number) => ((ply: Ply) => boolean) | null;
  /** A win the holder cancels (Hera: an opponent's move win ending on the perimeter; Dionysus's extra turn). */
  readonly cancelsWin?: (ply: Ply, seat: number, win: Win) => boolean;
  /** The holder wins now, whoever is playing (Chronus: 5 complete towers). Checked after every step. */
  readonly winsAnyTime?: (state: State, seat: number) => boolean;
  /** After every complete turn of any seat (also the holder's), before handing over (Chaos's switch). */
  readonly afterAnyTurn?: (ply: Ply, state: State, seat: number) => State;

  // --- Setup (never borrowed, R21) -----------------------------------------------------------------
  /** May the holder's workers be placed on these squares, in this order (Bia: perimeter; Eros)? */
  readonly placement?: (squares: readonly Square[], state: State, seat: number) => boolean;
  /** The holder places before every other seat (Bia, R7). */
  readonly placesFirst?: boolean;
}
