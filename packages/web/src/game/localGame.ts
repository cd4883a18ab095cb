import {
  applyTurn,
  formatTurn,
  nextSteps,
  replayRecord,
  type GameRecord,
  type Position,
  type Square,
  type Step,
  type StepOptions,
} from '@santorini/engine';
import { lastMover, resolveClick, soleActor, classifySteps } from './clicks.js';
import { explainRefusal } from './refusal.js';
import type { SeatKind } from './seats.js';
import { recordOfPosition, replayFrom } from './startPosition.js';

/**
 * A game at this screen: the record so far, who plays each seat, and the turn being put together
 * step by step. A value: every operation returns a new game.
 */
export interface LocalGame {
  /** The setup and every complete turn played, as a game record (spec §4). */
  readonly record: GameRecord;
  readonly seats: readonly SeatKind[];
  /** `positions[0]` is the initial position, `positions[i]` the one after turn i. */
  readonly positions: readonly Position[];
  /** The steps of the current turn taken so far. */
  readonly prefix: readonly Step[];
  /** The worker chosen to act next. */
  readonly selected: Square | null;
  /** Steps that fit the last click, waiting for the player to pick one (a block or a dome). */
  readonly choice: readonly Step[] | null;
  /** Why the last click did nothing. */
  readonly notice: string | null;
  /**
   * The position the game started from when it did not start from its record's setup (a pasted
   * position); `positions[0]` then. Null for a game that starts from the setup.
   */
  readonly from: Position | null;
  /** A completed turn waits for `confirmTurn` instead of being played at once. */
  readonly confirmTurns: boolean;
}

/** How a game is played at this screen, beside its record and seats. */
export interface GameOptions {
  readonly confirmTurns?: boolean;
}

type Started = { game: LocalGame } | { error: string };

function seatCountProblem(players: number, seats: readonly SeatKind[]): string | null {
  return seats.length === players ? null : `${players} players need ${players} seats, got ${seats.length}`;
}

function fresh(
  record: GameRecord,
  seats: readonly SeatKind[],
  positions: readonly Position[],
  from: Position | null,
  options: GameOptions,
): LocalGame {
  return {
    record,
    seats,
    positions,
    prefix: [],
    selected: null,
    choice: null,
    notice: null,
    from,
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
  const replayed = replayRecord(record);
  if (!replayed.ok) return { error: replayed.error.message };
  const copy = { ...record, turns: [...record.turns] };
  return { game: fresh(copy, seats, replayed.value.positions, null, options) };
}

/** Starts a game from a position (spec §2), with `turns` already played from it, checked by the engine. */
export function startFromPosition(
  from: Position,
  turns: readonly string[],
  seats: readonly SeatKind[],
  options: GameOptions = {},
): Started {
  const badSeats = seatCountProblem(from.playerCount, seats);
  if (badSeats !== null) return { error: badSeats };
  const replayed = replayFrom(from, turns);
  if ('error' in replayed) return replayed;
  const record = recordOfPosition(from, replayed.turns);
  return { game: fresh(record, seats, replayed.positions, from, options) };
}

/** The same game back at its start (the setup, or the position it started from), same seats. */
export const restartGame = (game: LocalGame): LocalGame =>
  fresh({ ...game.record, turns: [] }, game.seats, game.positions.slice(0, 1), game.from, {
    confirmTurns: game.confirmTurns,
  });

export const currentPosition = (game: LocalGame): Position =>
  game.positions[game.positions.length - 1] as Position;

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
  return nextSteps(currentPosition(game), game.prefix);
}

/** A click on a square: a step taken, a worker selected, a choice offered, or the reason it is refused. */
export function clickSquare(game: LocalGame, square: Square): LocalGame {
  if (awaitingConfirmation(game))
    return { ...game, notice: 'The turn is complete: confirm it, or undo a step.' };
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
      return { ...game, choice: null, notice: explainRefusal(game, options, square) };
  }
}

/**
 * Takes one legal step; a turn that cannot go on is played at once, or with `confirmTurns` waits
 * for `confirmTurn`.
 */
export function takeStep(game: LocalGame, step: Step): LocalGame {
  const prefix = [...game.prefix, step];
  const options = nextSteps(currentPosition(game), prefix);
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
  if (!stepOptions(game).canEnd) return { ...game, notice: 'The turn is not finished yet.' };
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
  if (!awaitingConfirmation(game)) return { ...game, notice: 'There is no complete turn to confirm.' };
  return commit(game, game.prefix);
}

/** Plays a whole turn (the AI's), checked by the engine. */
export function playTurn(game: LocalGame, turn: readonly Step[]): LocalGame | { error: string } {
  const applied = applyTurn(currentPosition(game), turn);
  if (!applied.ok) return { error: applied.error.message };
  return record(game, turn, applied.value);
}

function commit(game: LocalGame, turn: readonly Step[]): LocalGame {
  const applied = applyTurn(currentPosition(game), turn);
  if (!applied.ok) return { ...game, notice: applied.error.message };
  return record(game, turn, applied.value);
}

function record(game: LocalGame, turn: readonly Step[], next: Position): LocalGame {
  return {
    ...game,
    record: { ...game.record, turns: [...game.record.turns, formatTurn(turn)] },
    positions: [...game.positions, next],
    prefix: [],
    selected: null,
    choice: null,
    notice: null,
  };
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
  let turns = game.record.turns.length;
  if (turns === 0) return cleared;
  turns--;
  while (turns > 0 && game.seats[(game.positions[turns] as Position).toMove]?.kind === 'ai') turns--;
  if (game.seats[(game.positions[turns] as Position).toMove]?.kind === 'ai') return cleared;
  return {
    ...cleared,
    record: { ...game.record, turns: game.record.turns.slice(0, turns) },
    positions: game.positions.slice(0, turns + 1),
  };
}

/** Whether undoTurn would change anything. */
export function canUndoTurn(game: LocalGame): boolean {
  return game.prefix.length > 0 || undoTurn(game).positions.length < game.positions.length;
}

export const dismissChoice = (game: LocalGame): LocalGame => ({ ...game, choice: null });
