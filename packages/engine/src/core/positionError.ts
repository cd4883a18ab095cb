import type { GodName } from './godNames.js';
import type { GodsProblem, RequiredStart } from './godsProblem.js';
import type { MemoryHolder } from './seatMemory.js';
import type { Square } from './square.js';

/** The JSON type of a value as given. */
export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object' | 'undefined';

/** A value as it was given: its JSON type and its text, shortened to quote in a message (`describeValue`). */
export interface GivenValue {
  readonly type: JsonType;
  readonly text: string;
}

/** Where placement (spec §2.3) is broken: the seat named, the player to move, the Start Player. */
export interface PlacementOrder {
  /** `teammatePlaces`: the seat to move does not place (its team's first seat does); `earlierNotPlaced`: `seat` places before the seat to move and has not; `laterPlaced`: `seat` places after it and has; `playBeforePlacement`: `seat` has no workers while play goes on. */
  readonly order: 'teammatePlaces' | 'earlierNotPlaced' | 'laterPlaced' | 'playBeforePlacement';
  readonly seat: number;
  readonly toMove: number;
  readonly start: number;
}

/**
 * Why a position breaks spec §2, as data: `kind` says what is wrong, the other fields what the words
 * (words/positionWords.ts) need. `got` is the offending value where there is one.
 */
export type PositionProblem =
  | { readonly kind: 'notJson'; readonly detail: string }
  /** Arrays and objects nested past `limit` levels (jsonDepth.ts). */
  | { readonly kind: 'nestedTooDeep'; readonly limit: number }
  /** `what`: the position, a player, or the rule switches. */
  | { readonly kind: 'notObject'; readonly what: 'position' | 'player' | 'rules'; readonly got: GivenValue }
  | { readonly kind: 'unknownField'; readonly name: string }
  /** A required field left out; `workers` may be `[]` before placement. */
  | { readonly kind: 'missing'; readonly name: string }
  | { readonly kind: 'notPlayers'; readonly got: GivenValue }
  | { readonly kind: 'badLevels'; readonly got: GivenValue }
  | { readonly kind: 'badLevelRow'; readonly got: GivenValue }
  | { readonly kind: 'notSquares'; readonly got: GivenValue }
  | { readonly kind: 'notSquare'; readonly got: GivenValue }
  | { readonly kind: 'duplicate'; readonly square: Square }
  /** A whole number out of `low`…`high` (no `high`: any from `low` up). */
  | { readonly kind: 'outOfRange'; readonly low: number; readonly high?: number; readonly got: GivenValue }
  | { readonly kind: 'notBoolean'; readonly got: GivenValue }
  | { readonly kind: 'unknownGod'; readonly got: GivenValue }
  /** `out` in a game of `players` players: only a 3-player game eliminates players. */
  | { readonly kind: 'outNotInThree'; readonly players: number }
  | { readonly kind: 'tooManyWorkers'; readonly count: number }
  | { readonly kind: 'outWithWorkers' }
  /** R13/R14: the gods cannot play together. */
  | { readonly kind: 'gods'; readonly problem: GodsProblem }
  | { readonly kind: 'toMoveOut'; readonly seat: number }
  /** 4 players: this seat's workers differ from its teammate's (`teammate`, the seat that lists them first). */
  | { readonly kind: 'teammatesDiffer'; readonly teammate: number }
  /** A `null` worker where workers are not told apart: only the powers `keepOrder` keep them apart. */
  | { readonly kind: 'nullWorker'; readonly keepOrder: readonly GodName[] }
  /** `square` already holds a worker, listed at the field `by`. */
  | { readonly kind: 'squareTaken'; readonly square: Square; readonly by: string }
  | { readonly kind: 'workerOnDome'; readonly square: Square }
  /** One worker on the board although no power in the game removes workers (`removers` can). */
  | { readonly kind: 'workerCount'; readonly removers: readonly GodName[] }
  /** R26: a rule switch makes another seat the Start Player. */
  | { readonly kind: 'startRule'; readonly required: RequiredStart }
  | ({ readonly kind: 'placementOrder' } & PlacementOrder)
  /** Memory field `name` on a seat whose power cannot use it (`holder`: who may carry `god`'s field). */
  | {
      readonly kind: 'notAllowedFor';
      readonly name: string;
      readonly god: GodName;
      readonly holder: MemoryHolder;
    }
  /** Memory field `name` on an eliminated seat. */
  | { readonly kind: 'memoryWhenOut'; readonly name: string }
  /** Cards (`god`'s deck of Simple Gods): not one of them (`first` … `last`, in number order). */
  | {
      readonly kind: 'notSimpleGod';
      readonly first: GodName;
      readonly last: GodName;
      readonly got: GivenValue;
    }
  | { readonly kind: 'notSimpleGods'; readonly got: GivenValue }
  /** No face-up card given, and every free Simple God is in the deck or the discards. */
  | { readonly kind: 'cardMissing' }
  /** `card` is held by a player, so it is not among `god`'s cards. */
  | { readonly kind: 'cardHeld'; readonly god: GodName; readonly card: GodName }
  | { readonly kind: 'cardTwice'; readonly god: GodName; readonly card: GodName }
  | { readonly kind: 'cardsMissing'; readonly god: GodName; readonly cards: readonly GodName[] }
  /** An extra turn (`god`'s memory) on a seat that is not to move. */
  | { readonly kind: 'extraTurnNotToMove'; readonly god: GodName; readonly toMove: number };

/** Every kind of PositionProblem. */
export type PositionErrorKind = PositionProblem['kind'];

/**
 * Why a position was rejected: the problem, `field` (its JSON path, `players[1].workers[0]`; the
 * whole value is `position`) and `message`, the words for it (`positionErrorText`), which start with
 * the field.
 */
export type PositionError = PositionProblem & { readonly field: string; readonly message: string };
