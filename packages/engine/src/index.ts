export {
  parseSquare,
  squareName,
  squareFile,
  squareRank,
  squareAt,
  SQUARE_COUNT,
  type Square,
} from './core/square.js';
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
} from './core/squareSet.js';
export { ok, err, type Result } from './core/result.js';
export { mulberry32 } from './core/random.js';
export { GOD_NAMES, isGodName, godTitle, type GodName } from './core/godNames.js';
export { GOD_SUMMARIES } from './gods/summaries.js';
export { godsTakingStep, implementedGods, isImplemented } from './gods/index.js';
export type { ExtraStep } from './gods/power.js';
export { heldGod, isExtraTurn } from './turn/held.js';
export { powerMemory, type PowerMemory } from './json/jsonMemory.js';
export { powerState, endOfTurnRemoval } from './turn/powerState.js';
export { heldPowersChange } from './turn/traits.js';
export type { PowerFact, PowerFactKind, EndOfTurnRemoval } from './core/powerFact.js';
export { chaosCards, type ChaosCards } from './gods/chaos.js';
export { DEFAULT_RULES, RULE_SWITCH_NAMES, type RuleSwitches } from './core/rules.js';
export { type Step, type Turn, type StepKind, sameStep } from './core/steps.js';
export { emptyPosition, NONE, type Position, type GameSetup, type WorkerOnSquare } from './core/position.js';
export {
  parsePosition,
  parsePositionText,
  positionToJson,
  formatPosition,
  positionKey,
  type PositionJson,
  type PlayerJson,
  type PositionError,
} from './json/json.js';
export { parseTurn, type NotationError } from './written/notation.js';
export { formatTurn, formatStep } from './core/turnText.js';
export { quoteText, quoteValue, excerpt, QUOTE_LIMIT } from './core/quote.js';
export { MAX_JSON_DEPTH } from './json/jsonDepth.js';
export type {
  PositionProblem,
  PositionErrorKind,
  PlacementOrder,
  GivenValue,
  JsonType,
} from './core/positionError.js';
export type { NotationProblem, NotationErrorKind } from './written/notationError.js';
export type { SetupProblem, SetupErrorKind, SetupSeat, SetupStage } from './setup/setupError.js';
export type {
  RecordProblem,
  RecordErrorKind,
  RecordPlace,
  Disagreement,
  NameProblem,
  OfferedProblem,
} from './record/recordError.js';
export type { GodsProblem, RequiredStart } from './core/godsProblem.js';
export { requiredStart } from './setup/setupRules.js';
export { positionErrorText, positionProblemText } from './words/positionWords.js';
export { notationErrorText } from './words/notationWords.js';
export { setupErrorText } from './words/setupWords.js';
export { recordErrorText, recordProblemText, disagreementText } from './words/recordWords.js';
export { godsProblemText, requiredStartText } from './words/godsWords.js';
export {
  legalTurns,
  forEachLegalTurn,
  firstListedTurn,
  type LegalTurn,
  type TurnVisitor,
  type TurnDelivery,
} from './turn/legalTurns.js';
export { withSeatOut } from './turn/finish.js';
export { completeTurns } from './turn/generate.js';
export { hasLegalTurn } from './turn/legality.js';
export {
  applyTurn,
  applyTurnText,
  nextSteps,
  type IllegalTurnError,
  type TurnError,
  type StepOptions,
} from './written/apply.js';
export { refusal, type Refusal, type RefusalReason } from './core/refusal.js';
export { refusalText, illegalTurnText } from './words/refusalWords.js';
export { perft, perftMakeUnmake, type PerftOptions } from './kernel/perft.js';
export { generateBaseTurns } from './kernel/fastBase.js';
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
  type Setup,
  type SetupError,
  type SetupRecord,
} from './setup/setup.js';
export { shuffledChaosCards } from './gods/chaos.js';
export { recordFromSetup, type GameRecord, type RecordError } from './record/record.js';
export { parseRecordJson, recordToJson } from './record/recordJson.js';
export { parseRecordText, formatRecordText } from './record/recordText.js';
export { parseRecord } from './record/recordParse.js';
export { replayRecord, type ReplayedGame } from './record/recordReplay.js';
export { gameResult } from './record/recordResult.js';
export { positionAfterSteps, positionsDuringTurn } from './written/partialTurn.js';
export { type Game, type PlayedTurn, currentPosition, startPosition, gameRecord } from './game/game.js';
export {
  gameFromRecord,
  gameFromSetup,
  gameFromPosition,
  newGame,
  type NewGameOptions,
} from './game/start.js';
export { playTurn, playTurnText } from './game/play.js';
export { undoTurn, restartGame, type Undone } from './game/undo.js';
export { gameOutcome, type GameOutcome, type WinReason } from './game/outcome.js';
