import type { TurnEvent } from '../core/events.js';
import type { MemoryField } from '../core/memory.js';
import type { EndOfTurnRemoval } from '../core/powerFact.js';
import type { MutablePosition, Position } from '../core/position.js';
import type { Refusal } from '../core/refusal.js';
import type { RuleSwitches } from '../core/rules.js';
import type { Square } from '../core/square.js';
import type { Step, Turn } from '../core/steps.js';
import type { GodName } from '../core/godNames.js';

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
  /** The power `seat` holds at `pos` now (its own, a card's, a borrowed one, or none). */
  powerOf(seat: number): Power;
  /**
   * Whether `step`, played for the builder's seat on `pos` by the core's mechanics, wins: its
   * consequences and opponents' cancellations (Hera) count. A probe: nothing is added to the turn.
   */
  wins(pos: Position, step: Step): boolean;
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

/** A kind of step only some powers take: a dome below level 3, a force, a removal, a pass. */
export type ExtraStep = 'lowDome' | 'force' | 'remove' | 'pass';

/**
 * The hook interface every God Power implements: one module per god under `gods/`, registered in
 * `gods/index.ts`; the base game is the power `null` (gods/none.ts). A module states only what
 * differs from the base rules (`definePower`, `PowerCard`): every hook left out behaves as in the
 * base game.
 */
export interface Power {
  readonly god: GodName | null;

  // ---- Data on the power (the card and the setup) ----

  /** The card's number in the rulebook (1–10 Simple Gods, 11–30 Advanced Gods; 0 for no power). */
  readonly number: number;
  /** Player counts the card is played with (R14); absent: 2, 3 and 4. */
  readonly playerCounts?: readonly number[];
  /** Powers this card is banned against (R13), unless the named rule switch allows the pair. */
  readonly bannedWith?: readonly { readonly god: GodName; readonly unless?: keyof RuleSwitches }[];
  /** The power is defined for one holder: it cannot face itself (Chaos's one deck, Circe's one borrowing). */
  readonly singleHolder?: boolean;
  /** This power's side places its workers before everyone else's (R7, R25). */
  readonly placesFirst?: boolean;
  /** With this rule switch on, this power's seat is the Start Player (R26: `biaStarts`). */
  readonly startsWith?: keyof RuleSwitches;
  /** The power takes workers off the board, so a player may have fewer than two (Bia, Medusa). */
  readonly removesWorkers?: boolean;
  /** How the workers this power takes off at the end of its turn are gone, where apps say it apart (Medusa). */
  readonly endOfTurnRemoval?: EndOfTurnRemoval;
  /** The holder's two workers are told apart as male and female (Selene): their order is part of the position. */
  readonly keepsWorkerOrder?: boolean;
  /**
   * The powers a seat with this card may hold during a game of `gods` besides its own (Chaos: the
   * Simple Gods no player holds; Circe: her opponents'). Their presence makes the held power change.
   */
  readonly holdablePowers?: (gods: readonly (GodName | null)[], seat: number) => readonly (GodName | null)[];
  /**
   * The power a seat with this card holds now, or undefined for its own god's (Chaos: its face-up
   * card; Circe: her opponent's while she borrows it). `cardPower` gives another seat's card power.
   */
  readonly heldPower?: (
    pos: Position,
    seat: number,
    cardPower: (pos: Position, seat: number) => GodName | null,
  ) => GodName | null | undefined;
  /** The holder has taken `opponent`'s power for now: the opponent holds none (Circe). */
  readonly takesPowerOf?: (pos: Position, holder: number, opponent: number) => boolean;
  /** At the start of a game with this seed, the power sets its memory up (Chaos shuffles its deck). */
  readonly setUp?: (pos: MutablePosition, seat: number, seed: number) => void;
  /**
   * Kinds of step the holder's turns may have beyond the base game's move and build (Atlas's
   * `lowDome`, Charon's `force`, Ares's `remove`, Dionysus's `pass`): for messages and apps.
   */
  readonly extraSteps?: readonly ExtraStep[];
  /** What the power remembers between turns: its JSON fields, parsed, written and hashed through these. */
  readonly memory?: readonly MemoryField<unknown>[];
  /** The memory field that marks the holder's turn as an extra turn (Dionysus's `extraTurn`). */
  readonly extraTurnMemory?: MemoryField<boolean>;

  // ---- Turns ----

  /**
   * Generates every complete turn of `b.seat` from `b.pos` (before opponents' restrictions).
   * Default (`definePower`): the base game's turn, move then build.
   */
  completeTurns(b: TurnBuilder): void;

  /**
   * Whether the seat has a complete turn, ignoring opponents' restrictions: a fast R2 check that
   * must agree with `completeTurns` (gods/hints.test.ts). Default: the base game's, some worker
   * can move (the square it leaves is free to build on).
   */
  readonly hasTurn: (pos: Position, seat: number) => boolean;

  /**
   * Plays `seat`'s worker moving from `from` to `to` with its consequences (Apollo's swap,
   * Minotaur's push, Bia's removal). Default: the worker relocates; the target must be free.
   */
  readonly move?: (
    pos: MutablePosition,
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

  /**
   * Start of the card holder's own turn, before the held power's `startOfTurn`: called for the
   * seat's own god, whatever power it holds (Circe's check decides which power starts the turn).
   */
  readonly beforeTurn?: (pos: MutablePosition, seat: number) => void;

  /** Start of the holder's own turn (Morpheus's coin). */
  readonly startOfTurn?: (pos: MutablePosition, seat: number) => void;

  /** Mandatory effects at the end of the holder's turn that did not win (Medusa; Athena notes a move up). */
  readonly endOfTurn?: (pos: MutablePosition, seat: number, events: readonly TurnEvent[]) => void;

  /**
   * After the holder's turn that won: no end-of-turn effect happens (spec §3), but memory of what
   * happened during the turn is still written (Athena's `movedUp`).
   */
  readonly afterWin?: (pos: MutablePosition, seat: number, events: readonly TurnEvent[]) => void;

  /** Why the holder's power forbids an opponent's complete turn, or null (Athena, Limus, Hypnus…). */
  readonly forbidsOpponentTurn?: (record: TurnRecord, holder: number) => Refusal | null;

  /**
   * With `forbidsOpponentTurn`: it reads the turn's events in order and forbids the turn at the
   * first one it objects to (Athena's move up, Hypnus's frozen worker moving, Limus's build), so a
   * turn whose first steps it forbids is forbidden however it goes on. A walk of legal turns then
   * judges the steps so far and leaves the rest of such a turn unwalked.
   */
  readonly forbidsByPrefix?: boolean;

  /**
   * With `forbidsOpponentTurn`: true when it forbids none of `seat`'s turns from `pos` (Athena
   * before she moved up, Hypnus with no worker higher than the other), so that the R2 check may
   * ask the mover's own `hasTurn` instead of walking its turns. Absent: it may forbid some.
   */
  readonly forbidsNothingFrom?: (pos: Position, holder: number, seat: number) => boolean;

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

  /** Why `narrowOpponentTurns` leaves a turn out: for `apply`'s refusals. */
  readonly narrowReason?: Refusal;

  /**
   * After any player's turn that did not win, the card's own power reacts to what happened (Chaos's
   * card change): called for every seat in the game by its own god, whatever power it holds.
   */
  readonly afterAnyTurn?: (
    pos: MutablePosition,
    holder: number,
    mover: number,
    events: readonly TurnEvent[],
  ) => void;

  /** Generates the holder's extra turn (Dionysus), when its memory says one is due. */
  readonly extraTurns?: (b: TurnBuilder) => void;

  /** Squares where this power's player may place a worker, given the squares placed this turn (Bia, Eros). */
  readonly placementTargets?: (pos: Position, seat: number, placed: readonly Square[]) => number;

  /**
   * Generates the holder's turns in every order a player may write them, where `completeTurns`
   * lists one order per result (Hermes's level moves, Triton's chains, Poseidon's extra builds):
   * `apply` and `nextSteps` read written turns with it (turn/). It only says which step may come
   * next: the core follows it along the written steps, or searches it playing each partial turn
   * once, so a turn may go on without bound (a worker moving to and fro). Every turn it generates
   * must be legal, and every listed one among them. Default: `completeTurns` (its orders are all).
   */
  readonly writtenTurns?: (b: TurnBuilder) => void;

  /**
   * Why the holder's own power does not allow `step` after `done` in its own turn (`pos`: the
   * position after `done`), or null to fall back to the base rules' explanation. Only for the
   * messages of `apply` (legality comes from `completeTurns`): powers with extra steps name the
   * rule their step breaks (Demeter's second build on the same space, Ares's removal of a dome…).
   */
  readonly explainStep?: (pos: Position, seat: number, done: readonly Step[], step: Step) => Refusal | null;
}

/** A power as its module writes it: its card's data and the hooks that differ from the base game's. */
export type PowerCard = Omit<Power, 'completeTurns' | 'hasTurn'> &
  Partial<Pick<Power, 'completeTurns' | 'hasTurn'>>;
