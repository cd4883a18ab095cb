export { Searcher, type SearcherOptions, type SharedTables } from './searcher.js';
export { SearchClock, searchTimeMs, type SearchLimits } from './clock.js';
export { CLOCK_RESERVE_MS, EXPECTED_TURNS_LEFT, turnTimeMs, type TurnClock } from './timeAllocation.js';
export { formatScore, isForced, WIN } from './score.js';
export type { SearchInfo, SearchResult } from './result.js';
export { BASE_GAME_WEIGHTS, DEFAULT_WEIGHTS, Evaluator } from './base/evaluate.js';
export type { EvalWeights, TunedWeights } from './base/weights.js';
export { evalFeatures, dot } from './base/evalFeatures.js';
export { PARAMETER_NAMES, PARAMETER_COUNT, weightVector, weightsFromVector } from './base/weightVector.js';
export { TUNED_WEIGHTS } from './base/tunedWeights.js';
export { TUNED_POWER_WEIGHTS } from './general/tunedPowerWeights.js';
export {
  LevelPlayer,
  levelSettings,
  LEVELS,
  MIN_LEVEL,
  MAX_LEVEL,
  DEFAULT_TIME_MS,
  type LevelSettings,
} from './levels.js';
export { GeneralSearch, type RankedTurn } from './general/generalSearch.js';
export { GeneralEvaluator } from './general/evaluate.js';
export { MAX_CHILDREN } from './general/children.js';
export {
  GeneralFeatures,
  GENERAL_PARAMETER_COUNT,
  type GeneralFeatureRow,
} from './general/generalFeatures.js';
export { mulberry32 } from './random.js';
export { heightBotTurn } from './baselines/heightBot.js';
export { rolloutMctsTurn } from './baselines/rolloutMcts.js';
export { DEFAULT_TUNING, type SearchTuning } from './base/baseSearch.js';
export { BOARD_SYMMETRIES, canonicalPair } from './base/boardSymmetry.js';
export {
  bookPlacement,
  classText,
  pairText,
  type BookEntry,
  type BookPlacement,
  type PlacementBook,
} from './base/placementBook.js';
export * from './puzzles/index.js';
export * from './nnue/index.js';
export { NnueBaseEvaluator, type BaseEvaluation } from './base/nnueEvaluator.js';
export { HelperReport, type HelperIteration } from './smp/helperReport.js';
export { HelperThread, type HelperSearchRequest, type HelperSetup } from './smp/helperThread.js';
export {
  HELPER_STOP_WAIT_MS,
  SearchHelpers,
  type HelperPort,
  type StartHelper,
} from './smp/searchHelpers.js';
