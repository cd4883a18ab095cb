export { Searcher, type SearcherOptions } from './searcher.js';
export { SearchClock, type SearchLimits } from './clock.js';
export { formatScore, isForced, WIN } from './score.js';
export type { SearchInfo, SearchResult } from './result.js';
export { DEFAULT_WEIGHTS, Evaluator, type EvalWeights } from './base/evaluate.js';
