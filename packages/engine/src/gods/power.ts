import type { TurnEvent } from '../events.js';
import type { Position } from '../position.js';
import type { Square } from '../square.js';
import type { Step, Turn } from '../steps.js';
import type { GodName } from './names.js';

/**
 * Builds complete turns step by step for a power's generator. `step` plays a step on a copy of the
 * current position (with its consequences and win checks): a winning step completes the turn at
 * once; otherwise `then` continues the turn from the new position. `end` completes the turn here.
 */
export interface TurnBuilder {
  /** The position after the steps taken so far (start-of-turn effects applied). */
  readonly pos: Position;
  /** The seat taking the turn. */
  readonly seat: number;
  /** The steps taken so far, and what they did. */
  readonly steps: readonly Step[];
  readonly events: readonly TurnEvent[];
  step(step: Step, then: () => void): void;
  end(): void;
}

/** A step that may come next in a partial turn, for `Power.spellingSteps`. */
export interface SpellingStep {
  readonly step: Step;
  /** The rests of complete turns after `step`, the likeliest legal first; computed on demand. */
  readonly finishes: () => Iterable<Turn>;
}

/** A complete turn with what it did: judged by opponents' powers before it is offered. */
export interface TurnRecord {
  readonly turn: Turn;
  /** The position the turn started from, start-of-turn effects applied. */
  readonly before: Position;
  /** The position right after the last step, before end-of-turn effects and the hand-over. */
  readonly after: Position;
  readonly events: readonly TurnEvent[];
  readonly seat: number;
}

/**
 * The hook interface every God Power implements: one module per god under `gods/`, registered in
 * `gods/index.ts`; the base game is the power `null` (gods/none.ts). Only `completeTurns` is
 * required; every other hook defaults to the base rules.
 */
export interface Power {
  readonly god: GodName | null;

  /** Generates every complete turn of `b.seat` from `b.pos` (before opponents' restrictions). */
  completeTurns(b: TurnBuilder): void;

  /** Whether the seat has a complete turn, ignoring opponents' restrictions: a fast R2 check. */
  readonly hasTurn?: (pos: Position, seat: number) => boolean;

  /**
   * Plays `seat`'s worker moving from `from` to `to` with its consequences (Apollo's swap,
   * Minotaur's push, Bia's removal). Default: the worker relocates; the target must be free.
   */
  readonly move?: (
    pos: Position,
    seat: number,
    from: Square,
    to: Square,
    removed: (worker: number, at: Square) => void,
  ) => void;

  /** An extra win for the mover after its own move (Pan, Eros). */
  readonly winsByMove?: (pos: Position, seat: number, move: Extract<TurnEvent, { kind: 'move' }>) => boolean;

  /** The holder cancels opponent `mover`'s win by this move (Hera). */
  readonly cancelsWin?: (
    pos: Position,
    holder: number,
    mover: number,
    move: Extract<TurnEvent, { kind: 'move' }>,
  ) => boolean;

  /** The holder wins whatever the turn (Chronus): checked after every step. */
  readonly winsAnyTime?: (pos: Position, holder: number) => boolean;

  /** Start of the holder's own turn (Morpheus's coin). */
  readonly startOfTurn?: (pos: Position, seat: number) => void;

  /** Mandatory effects at the end of the holder's turn (Medusa; Athena notes a move up). */
  readonly endOfTurn?: (pos: Position, seat: number, events: readonly TurnEvent[]) => void;

  /** Why the holder's power forbids an opponent's complete turn, or null (Athena, Limus, Hypnus…). */
  readonly forbidsOpponentTurn?: (record: TurnRecord, holder: number) => string | null;

  /**
   * Narrows an opponent's legal turns as a whole (Persephone), after every other restriction:
   * returns a subset of `records` (the same objects).
   */
  readonly narrowOpponentTurns?: (records: readonly TurnRecord[], holder: number) => readonly TurnRecord[];

  /**
   * With `narrowOpponentTurns`, for turns judged one at a time (`forEachLegalTurn`): whether this
   * turn makes the narrowing bite. A set with no such turn is left as it is; given one, `w`, a turn
   * `r` stays exactly when `narrowOpponentTurns([w, r])` keeps it (Persephone: a move up).
   */
  readonly narrowsWith?: (record: TurnRecord, holder: number) => boolean;

  /** Why `narrowOpponentTurns` leaves a turn out, naming the power: for `apply`'s messages. */
  readonly narrowReason?: string;

  /** After any player's turn, the holder's power reacts to what happened (Chaos's card change). */
  readonly afterAnyTurn?: (
    pos: Position,
    holder: number,
    mover: number,
    events: readonly TurnEvent[],
  ) => void;

  /** Generates the holder's extra turn (Dionysus), when its memory says one is due. */
  readonly extraTurns?: (b: TurnBuilder) => void;

  /** Squares where this power's player may place a worker, given the squares placed this turn (Bia, Eros). */
  readonly placementTargets?: (pos: Position, seat: number, placed: readonly Square[]) => number;

  /**
   * Maps any legal spelling of the holder's turn to the spelling `completeTurns` generates, or null
   * when it has none. For powers whose turns can be spelled many ways (Hermes's interleaved moves,
   * Triton's revisits), so that `apply` accepts every legal sequence while `moves` lists one.
   */
  readonly canonicalTurn?: (pos: Position, seat: number, steps: Turn) => Turn | null;

  /**
   * With `canonicalTurn`, for step-by-step play: the steps that may follow `done` (steps as the
   * generator writes them, builders named) in some spelling of one of `turns` (the holder's legal
   * turns as generated), each with ways to finish it. `nextSteps` offers a step once one of its
   * finished turns passes `apply`'s checks, so a step listed here may still be left out.
   */
  readonly spellingSteps?: (
    pos: Position,
    seat: number,
    done: Turn,
    turns: readonly Turn[],
  ) => readonly SpellingStep[];

  /**
   * Why the holder's own power does not allow `step` after `done` in its own turn (`pos`: the
   * position after `done`), or null to fall back to the base rules' explanation. Only for the
   * messages of `apply` (legality comes from `completeTurns`): powers with extra steps name the
   * rule their step breaks (Demeter's second build on the same space, Ares's removal of a dome…).
   */
  readonly explainStep?: (pos: Position, seat: number, done: readonly Step[], step: Step) => string | null;
}
