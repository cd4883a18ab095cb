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
}

/** Starts a game from a record (which may already hold turns), checking every turn with the engine. */
export function startGame(
  record: GameRecord,
  seats: readonly SeatKind[],
): { game: LocalGame } | { error: string } {
  if (seats.length !== record.players.length)
    return {
      error: `${record.players.length} players need ${record.players.length} seats, got ${seats.length}`,
    };
  const replayed = replayRecord(record);
  if (!replayed.ok) return { error: replayed.error.message };
  return {
    game: {
      record: { ...record, turns: [...record.turns] },
      seats,
      positions: replayed.value.positions,
      prefix: [],
      selected: null,
      choice: null,
      notice: null,
    },
  };
}

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

/** Takes one legal step; a turn that cannot go on is played at once. */
export function takeStep(game: LocalGame, step: Step): LocalGame {
  const prefix = [...game.prefix, step];
  const options = nextSteps(currentPosition(game), prefix);
  if (options.steps.length === 0 && options.canEnd) return commit(game, prefix);
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
