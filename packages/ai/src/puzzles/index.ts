export { ExactSolver, SolverBudgetExceeded } from './exactSolver.js';
export {
  analyseWin,
  analyseDefence,
  winsAfter,
  MAX_WIN_TURNS,
  DEFENCE_HORIZON,
  THREAT_SHARE,
  type WinAnalysis,
  type DefenceAnalysis,
} from './analyse.js';
export {
  isOneSolutionClass,
  sharedFirstMove,
  firstMove,
  hintOf,
  MAX_LOOSE_SOLUTIONS,
  MAX_SOLUTION_SHARE,
  type PuzzleHint,
} from './solutionClass.js';
export {
  puzzleOf,
  PUZZLE_SET_VERSION,
  GENERATOR_NAME,
  type Puzzle,
  type PuzzleSet,
  type PuzzleKind,
  type PuzzleTheme,
} from './puzzle.js';
export { selfPlayGame, type SelfPlayGame } from './selfPlay.js';
export { generatePuzzles, PUZZLE_GODS, type GenerateOptions, type GenerateProgress } from './generate.js';
export { bestDefence } from './defence.js';
