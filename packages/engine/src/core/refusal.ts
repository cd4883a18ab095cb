import type { GodName } from './godNames.js';
import type { Square } from './square.js';
import type { Step, Turn } from './steps.js';

/**
 * Why a step or a turn is not legal here, as data: the rule broken (`reason`), the power whose rule
 * it is, and the squares, levels and counts it is about. `words/refusalWords.ts` writes it in
 * English; apps and servers decide on the reason, never on the words.
 */
export interface Refusal {
  readonly reason: RefusalReason;
  /** The power whose rule this is (the mover's, or an opponent's that forbids the turn). */
  readonly power?: GodName;
  /** The squares the reason names, in the order its words name them. */
  readonly squares?: readonly Square[];
  /** The levels the reason names, in the same order as `squares`. */
  readonly levels?: readonly number[];
  /** A number the reason names: a limit, the coins a turn had. */
  readonly count?: number;
  /** A second number: coins spent. */
  readonly spent?: number;
  /** The seat the reason is about (who won, who must place, who has no turn). */
  readonly seat?: number;
  /** Steps the reason names: the steps that won, a complete turn, an example. */
  readonly steps?: Turn;
  /** What lies under this reason (a swap that breaks the height rule; why there is no legal turn). */
  readonly cause?: Refusal;
  /** The rule switch that changes the reason's words (Limus's `limusAnyDome`). */
  readonly anyDome?: boolean;
}

/** Every reason a step or a turn can be refused for (spec §3: "illegal"). */
export type RefusalReason =
  // The game and the turn as a whole
  | 'gameOver'
  | 'noLegalTurn'
  | 'incomplete'
  | 'incompleteAfterMove'
  | 'turnEnded'
  | 'turnComplete'
  | 'forbidden'
  // Placement
  | 'placeFirst'
  | 'placementOver'
  | 'notPlaceable'
  // Moves, by the base rules
  | 'oneMove'
  | 'noWorker'
  | 'notYours'
  | 'notNeighbour'
  | 'domed'
  | 'occupied'
  | 'tooHigh'
  | 'notLegalMove'
  // Builds, by the base rules
  | 'moveFirst'
  | 'oneBuild'
  | 'onlyMoverBuilds'
  | 'buildUnderSelf'
  | 'notNextToBuilder'
  | 'buildOnDome'
  | 'lowDome'
  | 'notLegalBuild'
  // Steps only powers take
  | 'noForce'
  | 'noRemove'
  | 'noPass'
  // Powers' own rules (each names its power)
  | 'mustEndNextTo'
  | 'swapOwn'
  | 'swapHeight'
  | 'swapNoBuild'
  | 'removeAfterBuild'
  | 'removeOnce'
  | 'noUnmovedWorker'
  | 'removeNotNextToUnmoved'
  | 'removeDome'
  | 'removeOccupied'
  | 'removeNoBlock'
  | 'moveTwiceAtMost'
  | 'secondMoveSameWorker'
  | 'secondMoveNotBack'
  | 'noMoveUp'
  | 'forceOnce'
  | 'forceBeforeMove'
  | 'noWorkerToForce'
  | 'forceOwn'
  | 'forceNotOpposite'
  | 'forceOntoDome'
  | 'forceOntoOccupied'
  | 'forceLeavesNoMove'
  | 'forcerMoves'
  | 'buildTwiceAtMost'
  | 'secondBuildSameWorker'
  | 'secondBuildNotSameSpace'
  | 'secondBuildNotPerimeter'
  | 'extraTurnPassAlone'
  | 'extraTurnPassed'
  | 'extraTurnNoPower'
  | 'extraTurnOpponentWorker'
  | 'extraBlockOnce'
  | 'extraBlockSameWorker'
  | 'extraBlockSameSpace'
  | 'extraBlockNotDome'
  | 'levelMoveBuildsNow'
  | 'levelMovesOnly'
  | 'buildWithoutMoving'
  | 'levelMoverBuilds'
  | 'noOwnWorker'
  | 'frozenOnly'
  | 'frozenHigher'
  | 'nextToLimus'
  | 'pushOwn'
  | 'pushHeight'
  | 'pushOffBoard'
  | 'pushIntoDome'
  | 'pushIntoOccupied'
  | 'buildsOnlyWithCoins'
  | 'mustMoveUp'
  | 'unmovedBuildsAfter'
  | 'unmovedNotGround'
  | 'unmovedBuildsAtMost'
  | 'moveFirstOrBuilder'
  | 'builderMoves'
  | 'builtNoMoveUp'
  | 'buildFirstOnce'
  | 'buildBeforeAndAfter'
  | 'femaleDomeInstead'
  | 'femaleOnlyDome'
  | 'moverOrFemaleBuilds'
  | 'moveAgainSameWorker'
  | 'moveAgainFromPerimeter'
  | 'underSelfNoDome'
  | 'underSelfBlockOnly'
  | 'buildFirstLeavesNoMove'
  | 'femaleRemoved'
  | 'onlyFemaleDomes'
  | 'movedBuildsOnce'
  | 'moverBuildsForPower';

/** A refusal: the reason and what it is about. */
export const refusal = (reason: RefusalReason, about: Omit<Refusal, 'reason'> = {}): Refusal => ({
  reason,
  ...about,
});

/** Why a turn (or the step `step` of it, written after `lastMover`'s move) is illegal: data, and its words. */
export interface IllegalTurnError {
  readonly refusal: Refusal;
  /** The step at fault, as written, when one step is. */
  readonly step?: Step;
  /** The square of the last worker that moved before `step` (to write it as the text did). */
  readonly lastMover?: Square;
  /** The whole turn, when the turn as a whole is at fault. */
  readonly turn?: Turn;
  /** `refusal` in words, with the step or turn it is about: derived (words/refusalWords.ts). */
  readonly message: string;
}
