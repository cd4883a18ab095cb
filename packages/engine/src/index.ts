export {
  parseSquare,
  squareName,
  squareFile,
  squareRank,
  squareAt,
  SQUARE_COUNT,
  type Square,
} from './square.js';
export {
  bit,
  has,
  popcount,
  squares,
  setOf,
  neighbours,
  areNeighbours,
  NEIGHBOURS,
  PERIMETER,
  type SquareSet,
} from './squareSet.js';
export { ok, err, type Result } from './result.js';
export { mulberry32 } from './random.js';
export { GOD_NAMES, isGodName, godTitle, type GodName } from './gods/names.js';
export { GOD_SUMMARIES } from './gods/summaries.js';
export { implementedGods, isImplemented } from './gods/index.js';
export { heldGod } from './held.js';
export { DEFAULT_RULES, RULE_SWITCH_NAMES, type RuleSwitches } from './rules.js';
export { type Step, type Turn, type StepKind, sameStep } from './steps.js';
export { Position, emptyPosition, NONE, type GameSetup } from './position.js';
export {
  parsePosition,
  parsePositionText,
  positionToJson,
  formatPosition,
  positionKey,
  type PositionJson,
  type PlayerJson,
  type PositionError,
} from './json.js';
export { parseTurn, formatTurn, formatStep, type NotationError } from './notation.js';
export { legalTurns, completeTurns, hasLegalTurn, type LegalTurn } from './turns.js';
export {
  applyTurn,
  applyTurnText,
  nextSteps,
  type IllegalTurnError,
  type TurnError,
  type StepOptions,
} from './apply.js';
export { perft, perftMakeUnmake, type PerftOptions } from './perft.js';
export { generateBaseTurns, makeBaseTurn, unmakeBaseTurn } from './fastBase.js';
export * from './kernel/index.js';
export {
  newSetup,
  offerGods,
  chooseGod,
  chooseStart,
  randomGods,
  initialPosition,
  startingPosition,
  setupRecord,
  setupStage,
  nextChooser,
  remainingGods,
  offerProblem,
  shuffledChaosCards,
  type Setup,
  type SetupError,
  type SetupStage,
  type SetupRecord,
} from './setup.js';
export { recordFromSetup, type GameRecord, type RecordError } from './record.js';
export { parseRecordJson, recordToJson } from './recordJson.js';
export { parseRecordText, formatRecordText } from './recordText.js';
export { parseRecord } from './recordParse.js';
export { replayRecord, type ReplayedGame } from './recordReplay.js';
export { gameResult } from './recordResult.js';
export { positionAfterSteps, positionsDuringTurn } from './partialTurn.js';
