import type { TurnError } from '../written/apply.js';
import type { GodName } from '../core/godNames.js';
import type { NotationError } from '../written/notationError.js';
import type { GivenValue, PositionError } from '../core/positionError.js';
import type { RuleSwitches } from '../core/rules.js';
import type { SetupError } from '../setup/setupError.js';

/** Where a record disagrees with its start position (spec §4 `position`): the record's value and the position's. */
export type Disagreement =
  | { readonly field: 'players'; readonly record: number; readonly position: number }
  | {
      readonly field: 'god';
      readonly seat: number;
      readonly record: GodName | null;
      readonly position: GodName | null;
    }
  | { readonly field: 'start'; readonly record: number; readonly position: number }
  | {
      readonly field: 'rules';
      readonly record: Partial<RuleSwitches>;
      readonly position: RuleSwitches;
    };

/** Why a name (spec §4 `players[i].name`) is refused. */
export type NameProblem = 'notString' | 'empty' | 'control' | 'spaces';

/** Why the Challenger's offer (spec §4 `setup.offered`) does not agree with the players' gods. */
export type OfferedProblem =
  | { readonly kind: 'offerCount'; readonly players: number; readonly count: number }
  | { readonly kind: 'noGod'; readonly seat: number }
  | { readonly kind: 'godNotOffered'; readonly seat: number; readonly god: GodName }
  | { readonly kind: 'offeredTwice'; readonly god: GodName }
  | { readonly kind: 'dealtTwice'; readonly god: GodName; readonly holders: number };

/**
 * Why a game record (spec §4, JSON or text form) was refused, as data; words/recordWords.ts writes
 * it. `got` is the offending value as given (`given`); errors of the parts (a position, a turn's notation,
 * the setup, an illegal turn) are kept whole.
 */
export type RecordProblem =
  | { readonly kind: 'notJson'; readonly detail: string }
  | { readonly kind: 'nestedTooDeep'; readonly limit: number }
  | { readonly kind: 'notObject'; readonly got: GivenValue }
  | { readonly kind: 'unknownField'; readonly name: string; readonly known: readonly string[] }
  | { readonly kind: 'missing'; readonly name: string }
  | { readonly kind: 'notArray'; readonly of: 'players' | 'gods' | 'turns'; readonly got: GivenValue }
  | { readonly kind: 'playerCount'; readonly count: number }
  /** `orNone`: the text form's Gods header, where `none` is no god. */
  | { readonly kind: 'unknownGod'; readonly got: GivenValue; readonly orNone?: boolean }
  | { readonly kind: 'notAGod'; readonly got: GivenValue }
  | { readonly kind: 'badName'; readonly why: NameProblem; readonly got: GivenValue }
  /** One name per player (`inText`: the Players header, where `?` is no name). */
  | {
      readonly kind: 'nameCount';
      readonly players: number;
      readonly names: number;
      readonly inText?: boolean;
    }
  | {
      readonly kind: 'seat';
      readonly seat: 'challenger' | 'start';
      readonly players: number;
      readonly got: GivenValue;
    }
  | { readonly kind: 'seed'; readonly high: number; readonly got: GivenValue }
  | { readonly kind: 'unknownRule'; readonly name: string; readonly known: readonly string[] }
  | { readonly kind: 'notBoolean'; readonly got: GivenValue }
  | { readonly kind: 'offered'; readonly problem: OfferedProblem }
  | { readonly kind: 'position'; readonly error: PositionError }
  | { readonly kind: 'disagrees'; readonly disagreement: Disagreement }
  | { readonly kind: 'turnNotString'; readonly got: GivenValue }
  | { readonly kind: 'notation'; readonly error: NotationError }
  | { readonly kind: 'setup'; readonly error: SetupError }
  /** Turn `number` (1-based), written `text`, is illegal where it is played. */
  | {
      readonly kind: 'illegalTurn';
      readonly number: number;
      readonly text: string;
      readonly error: TurnError;
    }
  // The text form's layout:
  | { readonly kind: 'headerAfterTurns'; readonly text: string }
  | { readonly kind: 'badHeader'; readonly text: string }
  | { readonly kind: 'unknownHeader'; readonly key: string; readonly known: readonly string[] }
  | { readonly kind: 'secondHeader'; readonly key: string; readonly firstLine: number }
  | { readonly kind: 'notTurnLine'; readonly expected: number }
  | { readonly kind: 'turnNumber'; readonly expected: number; readonly got: string }
  | { readonly kind: 'missingHeader'; readonly key: string }
  /** A header that comes with another (`Challenger` with `Offered`). */
  | { readonly kind: 'headerWithout'; readonly other: string }
  | { readonly kind: 'notNumber'; readonly got: GivenValue }
  | { readonly kind: 'listedTwice'; readonly name: string }
  | { readonly kind: 'result'; readonly allowed: readonly string[]; readonly got: GivenValue };

export type RecordErrorKind = RecordProblem['kind'];

/**
 * Where in a record a problem is: `field` the JSON path (`players[1].god`, `record` for the whole)
 * or the text form's header key (`Gods`), `line` the text form's line, `turn` the turn's number
 * (1-based), `player` a seat inside a header's list.
 */
export interface RecordPlace {
  readonly field?: string;
  readonly line?: number;
  readonly turn?: number;
  readonly player?: number;
}

/** Why a record was refused: the problem, where it is, and the words (`recordErrorText`), which say where. */
export type RecordError = RecordProblem & RecordPlace & { readonly message: string };
