import {
  currentPosition,
  gameFromPosition,
  gameFromRecord,
  playTurn as playEngineTurn,
  playTurnText,
  restartGame as restartEngineGame,
  undoTurn as undoEngineTurn,
  type Game,
  type GameRecord,
  type Position,
  type Square,
  type Step,
  type StepOptions,
} from '@santorini/engine';
import { t } from '../i18n/i18n.js';
import { recordErrorWords } from '../i18n/problemText.js';
import { lastMover, resolveClick, soleActor, classifySteps } from './clicks.js';
import { explainRefusal } from './refusal.js';
import type { SeatKind } from './seats.js';
import { memoNextSteps } from './turnMemo.js';

export { currentPosition } from '@santorini/engine';

/**
 * A game at this screen: the engine's Game (its record, turns and positions: the rules state), who
 * plays each seat, and the turn being put together step by step. A value: every operation returns
 * a new game, whose Game fields come from the engine's Game functions.
 */
export interface LocalGame extends Game {
  readonly seats: readonly SeatKind[];
  /** The steps of the current turn taken so far. */
  readonly prefix: readonly Step[];
  /** The worker chosen to act next. */
  readonly selected: Square | null;
  /** Steps that fit the last click, waiting for the player to pick one (a block or a dome). */
  readonly choice: readonly Step[] | null;
  /** Why the last click did nothing: as data, worded when shown (`noticeText`), so a switch of language re-words it. */
  readonly notice: Notice | null;
  /** A completed turn waits for `confirmTurn` instead of being played at once. */
  readonly confirmTurns: boolean;
}

/**
 * Why the last click or button did nothing, kept as data: a refused click on a square (explained
 * from the game as it stands, which the notice is cleared with), a plain notice by its key, or the
 * engine's own words for a turn it refused (a bug's, in English).
 */
export type Notice =
  | { readonly kind: 'refused'; readonly square: Square }
  | { readonly kind: 'said'; readonly key: 'complete' | 'notFinished' | 'nothingToConfirm' }
  | { readonly kind: 'engine'; readonly message: string };

/** The game's notice in the current language, or null when it has none. */
export function noticeText(game: LocalGame): string | null {
  const notice = game.notice;
  if (notice === null) return null;
  switch (notice.kind) {
    case 'refused':
      return explainRefusal(game, stepOptions(game), notice.square);
    case 'said':
      return t(`local.notice.${notice.key}`);
    case 'engine':
      return notice.message;
  }
}

/** How a game is played at this screen, beside its record and seats. */
export interface GameOptions {
  readonly confirmTurns?: boolean;
}

type Started = { game: LocalGame } | { error: string };

function seatCountProblem(players: number, seats: readonly SeatKind[]): string | null {
  return seats.length === players ? null : `${players} players need ${players} seats, got ${seats.length}`;
}

/** The engine's part of a game, as a plain Game. */
const engineGame = ({ record, turns, positions }: Game): Game => ({ record, turns, positions });

/** The local game with `game`'s record, turns and positions, and nothing of a turn being built. */
const withGame = (local: LocalGame, game: Game): LocalGame => ({
  ...local,
  ...engineGame(game),
  prefix: [],
  selected: null,
  choice: null,
  notice: null,
});

function fresh(game: Game, seats: readonly SeatKind[], options: GameOptions): LocalGame {
  return {
    ...engineGame(game),
    seats,
    prefix: [],
    selected: null,
    choice: null,
    notice: null,
    confirmTurns: options.confirmTurns ?? false,
  };
}

/** Starts a game from a record (which may already hold turns), checking every turn with the engine. */
export function startGame(
  record: GameRecord,
  seats: readonly SeatKind[],
  options: GameOptions = {},
): Started {
  const badSeats = seatCountProblem(record.players.length, seats);
  if (badSeats !== null) return { error: badSeats };
  const game = gameFromRecord(record);
  return game.ok ? { game: fresh(game.value, seats, options) } : { error: recordErrorWords(game.error) };
}

/**
 * Starts a game from a position (spec §2), with `turns` already played from it, checked by the
 * engine; its record carries the position (spec §4 `position`).
 */
export function startFromPosition(
  from: Position,
  turns: readonly string[],
  seats: readonly SeatKind[],
  options: GameOptions = {},
): Started {
  const badSeats = seatCountProblem(from.playerCount, seats);
  if (badSeats !== null) return { error: badSeats };
  const started = gameFromPosition(from);
  if (!started.ok) return { error: recordErrorWords(started.error) };
  let game = started.value;
  for (const [index, text] of turns.entries()) {
    const played = playTurnText(game, text);
    if (!played.ok) return { error: `turn ${index + 1} "${text}": ${played.error.message}` };
    game = played.value;
  }
  return { game: fresh(game, seats, options) };
}

/** Whether the game started from a given position rather than from its setup. */
export const startedFromPosition = (game: LocalGame): boolean => game.record.position !== undefined;

/** The same game back at its start (the setup, or the position it started from), same seats. */
export const restartGame = (game: LocalGame): LocalGame => withGame(game, restartEngineGame(game));

export const isOver = (game: LocalGame): boolean => currentPosition(game).winner !== null;

/** The seat to move is played by the AI (and the game goes on). */
export function aiToMove(game: LocalGame): SeatKind | null {
  const pos = currentPosition(game);
  if (pos.winner !== null) return null;
  const seat = game.seats[pos.toMove];
  return seat?.kind === 'ai' ? seat : null;
}

const NO_OPTIONS: StepOptions = { steps: [], canEnd: false };

/** The legal next steps of the turn being built (none while the AI plays or once the game is over). */
export function stepOptions(game: LocalGame): StepOptions {
  if (isOver(game) || aiToMove(game) !== null) return NO_OPTIONS;
  return memoNextSteps(currentPosition(game), game.prefix);
}

/** A click on a square: a step taken, a worker selected, a choice offered, or the reason it is refused. */
export function clickSquare(game: LocalGame, square: Square): LocalGame {
  if (awaitingConfirmation(game)) return { ...game, notice: { kind: 'said', key: 'complete' } };
  const options = stepOptions(game);
  const outcome = resolveClick(options, game.prefix, game.selected, square);
  switch (outcome.kind) {
    case 'take':
      return takeStep(game, outcome.step);
    case 'choose':
      return { ...game, choice: outcome.steps, notice: null };
    case 'select':
      return { ...game, selected: outcome.square, choice: null, notice: null };
    case 'deselect':
      return { ...game, selected: null, choice: null, notice: null };
    case 'refuse':
      return { ...game, choice: null, notice: { kind: 'refused', square } };
  }
}

/**
 * Takes one legal step; a turn that cannot go on is played at once, or with `confirmTurns` waits
 * for `confirmTurn`.
 */
export function takeStep(game: LocalGame, step: Step): LocalGame {
  const prefix = [...game.prefix, step];
  const options = memoNextSteps(currentPosition(game), prefix);
  if (options.steps.length === 0 && options.canEnd) {
    if (!game.confirmTurns) return commit(game, prefix);
    return { ...game, prefix, selected: null, choice: null, notice: null };
  }
  const mover = lastMover(prefix);
  const { byActor } = classifySteps(options, prefix);
  const selected = mover !== undefined && byActor.has(mover) ? mover : soleActor(options, prefix);
  return { ...game, prefix, selected, choice: null, notice: null };
}

/** Ends the turn where it stands, when the steps so far make a complete turn (optional steps skipped). */
export function endTurn(game: LocalGame): LocalGame {
  if (!stepOptions(game).canEnd) return { ...game, notice: { kind: 'said', key: 'notFinished' } };
  return commit(game, game.prefix);
}

/** The turn being built is complete and waits for the player to confirm it (`confirmTurns`). */
export function awaitingConfirmation(game: LocalGame): boolean {
  if (game.prefix.length === 0) return false;
  const options = stepOptions(game);
  return options.canEnd && options.steps.length === 0;
}

/** Plays the completed turn that waits for confirmation. */
export function confirmTurn(game: LocalGame): LocalGame {
  if (!awaitingConfirmation(game)) return { ...game, notice: { kind: 'said', key: 'nothingToConfirm' } };
  return commit(game, game.prefix);
}

/** Plays a whole turn (the AI's), checked by the engine. */
export function playTurn(game: LocalGame, turn: readonly Step[]): LocalGame | { error: string } {
  const played = playEngineTurn(game, turn);
  return played.ok ? withGame(game, played.value) : { error: played.error.message };
}

function commit(game: LocalGame, turn: readonly Step[]): LocalGame {
  const played = playEngineTurn(game, turn);
  return played.ok
    ? withGame(game, played.value)
    : { ...game, notice: { kind: 'engine', message: played.error.message } };
}

/** Takes back the last step of the turn being built. */
export function undoStep(game: LocalGame): LocalGame {
  if (game.prefix.length === 0) return game;
  return { ...game, prefix: game.prefix.slice(0, -1), selected: null, choice: null, notice: null };
}

/**
 * Takes back the turn being built, or else the last complete turn — and the AI's turns after the
 * last person's, so that the person is to move again.
 */
export function undoTurn(game: LocalGame): LocalGame {
  const cleared = { ...game, prefix: [], selected: null, choice: null, notice: null };
  if (game.prefix.length > 0) return cleared;
  const personAt = game.turns.findLastIndex((turn) => game.seats[turn.seat]?.kind !== 'ai');
  if (personAt < 0) return cleared;
  let back: Game = game;
  while (back.turns.length > personAt) back = undoEngineTurn(back)?.game ?? back;
  return withGame(game, back);
}

/** Whether undoTurn would change anything. */
export function canUndoTurn(game: LocalGame): boolean {
  return game.prefix.length > 0 || undoTurn(game).positions.length < game.positions.length;
}

export const dismissChoice = (game: LocalGame): LocalGame => ({ ...game, choice: null });
