/**
 * The engine's test helpers, one entry point: build boards, play turns by text, expect refusals,
 * random games for property tests, records, `unwrap`. Tests only: not part of the package's build.
 */
export {
  board,
  boardError,
  emptyBoard,
  FLAT,
  json,
  key,
  levels,
  player,
  players,
  workers,
  type BoardSpec,
} from './board.js';
export type { PlayerJson } from '../json/json.js';
export { firstSteps, listed, longerThanNeeded, offered, play, texts, turnsFrom } from './play.js';
export { mulberry32, pick } from './random.js';
export { crowdedBoard } from './crowded.js';
export { randomGame, randomGameProblems, randomGames, randomGamesOfLineup } from './randomGames.js';
export { randomPlayouts } from './playouts.js';
export { arbitraryName, arbitraryRecipe, playRandomGame } from './records.js';
export { refused, rejection } from './refusal.js';
export { FULL_SWEEP, sweepSize } from './sweep.js';
export { unwrap } from './unwrap.js';
