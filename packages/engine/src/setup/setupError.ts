import type { GodName } from '../core/godNames.js';
import type { GodsProblem, RequiredStart } from '../core/godsProblem.js';
import type { GivenValue } from '../core/positionError.js';

/** What the setup waits for. */
export type SetupStage = 'offer' | 'choose' | 'start' | 'ready';

/** Which seat a setup step was given: the Challenger, the choosing player or the Start Player. */
export type SetupSeat = 'challenger' | 'chooser' | 'start';

/**
 * Why a setup step (setup.ts) was refused, as data; words/setupWords.ts writes it. `got` is a
 * value given from outside (`given`).
 */
export type SetupProblem =
  | { readonly kind: 'playerCount'; readonly got: GivenValue }
  /** A seed out of 0…`high`. */
  | { readonly kind: 'seed'; readonly high: number; readonly got: GivenValue }
  | { readonly kind: 'unknownRule'; readonly name: string }
  /** A seat out of 0…players − 1. */
  | { readonly kind: 'seat'; readonly seat: SetupSeat; readonly players: number; readonly got: GivenValue }
  /** The step comes at the wrong stage (`stage`: the one the setup is at). */
  | { readonly kind: 'alreadyOffered'; readonly challenger: number | null }
  | { readonly kind: 'notOfferedYet' }
  | { readonly kind: 'allChosen' }
  | { readonly kind: 'startTooEarly' }
  | { readonly kind: 'startNamed'; readonly start: number | null }
  | {
      readonly kind: 'notFinished';
      readonly stage: SetupStage;
      readonly chooser: number | null;
      readonly challenger: number | null;
    }
  /** The setup record asked for before the setup is ready (at `stage`). */
  | { readonly kind: 'notReady'; readonly stage: SetupStage }
  /** An offer of `count` powers for `players` players. */
  | { readonly kind: 'offerCount'; readonly players: number; readonly count: number }
  | { readonly kind: 'unknownGod'; readonly got: GivenValue }
  | { readonly kind: 'offeredTwice'; readonly god: GodName }
  /** R13, R14. */
  | { readonly kind: 'gods'; readonly problem: GodsProblem }
  /** The Challenger chooses last (`chooser` chooses now). */
  | { readonly kind: 'challengerLast'; readonly seat: number; readonly chooser: number | null }
  | { readonly kind: 'alreadyChose'; readonly seat: number; readonly god: GodName }
  | { readonly kind: 'notYourChoice'; readonly seat: number; readonly chooser: number | null }
  | { readonly kind: 'notOffered'; readonly god: GodName; readonly offered: readonly GodName[] }
  | { readonly kind: 'alreadyChosen'; readonly god: GodName }
  | { readonly kind: 'notChallenger'; readonly challenger: number | null }
  /** R26: a rule switch names the Start Player. */
  | { readonly kind: 'startRule'; readonly required: RequiredStart }
  | { readonly kind: 'noOffer'; readonly players: number }
  | { readonly kind: 'noneLeft' };

export type SetupErrorKind = SetupProblem['kind'];

/** Why a setup step was refused: the problem and its words (`setupErrorText`). */
export type SetupError = SetupProblem & { readonly message: string };
