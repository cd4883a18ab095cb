import {
  formatTurn,
  nextSteps,
  parseRecordJson,
  parseTurn,
  sameStep,
  type GameRecord,
  type Step,
} from '@santorini/engine';
import { currentPosition, startGame, type LocalGame } from './localGame.js';
import type { SeatKind } from './seats.js';

/** Where the game at this screen is kept between visits. */
export const SAVE_KEY = 'santorini.localGame';

/** The saved form: the game record, who plays each seat, and the turn being built (in notation). */
interface SavedGame {
  readonly version: 1;
  readonly record: GameRecord;
  readonly seats: readonly SeatKind[];
  readonly partial: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveGame(store: Store, game: LocalGame): void {
  const saved: SavedGame = {
    version: 1,
    record: game.record,
    seats: game.seats,
    partial: game.prefix.length === 0 ? '' : formatTurn(game.prefix),
  };
  try {
    store.setItem(SAVE_KEY, JSON.stringify(saved));
  } catch {
    // A full or disabled store: the game goes on unsaved.
  }
}

export function clearSavedGame(store: Store): void {
  store.removeItem(SAVE_KEY);
}

/** The saved game, replayed and checked by the engine; null when there is none or it does not load. */
export function loadGame(store: Store): LocalGame | null {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(SAVE_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isSavedGame(value)) return null;
  const record = parseRecordJson(value.record);
  if (!record.ok) return null;
  const started = startGame(record.value, value.seats);
  if ('error' in started) return null;
  return withPartialTurn(started.game, value.partial);
}

/** Replays the saved steps of the unfinished turn while each is still a legal next step. */
function withPartialTurn(game: LocalGame, partial: string): LocalGame {
  if (partial === '') return game;
  const parsed = parseTurn(partial);
  if (!parsed.ok) return game;
  const pos = currentPosition(game);
  const prefix: Step[] = [];
  for (const step of parsed.value) {
    const legal = nextSteps(pos, prefix).steps.find((option) => sameStep(option, step));
    if (legal === undefined) break;
    prefix.push(legal);
  }
  return { ...game, prefix };
}

function isSeatKind(value: unknown): value is SeatKind {
  if (typeof value !== 'object' || value === null) return false;
  const seat = value as { kind?: unknown; level?: unknown };
  if (seat.kind === 'person') return true;
  return (
    seat.kind === 'ai' &&
    typeof seat.level === 'number' &&
    Number.isInteger(seat.level) &&
    seat.level >= 1 &&
    seat.level <= 8
  );
}

function isSavedGame(value: unknown): value is SavedGame {
  if (typeof value !== 'object' || value === null) return false;
  const saved = value as Partial<Record<keyof SavedGame, unknown>>;
  return (
    saved.version === 1 &&
    Array.isArray(saved.seats) &&
    saved.seats.every(isSeatKind) &&
    typeof saved.partial === 'string'
  );
}
