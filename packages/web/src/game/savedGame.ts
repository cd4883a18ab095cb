import {
  formatTurn,
  nextSteps,
  parseRecordJson,
  parseTurn,
  sameStep,
  type GameRecord,
  type Step,
} from '@santorini/engine';
import { legacyGame } from './legacyGame.js';
import { currentPosition, startGame, type LocalGame } from './localGame.js';
import type { SeatKind } from './seats.js';

/** Where the game at this screen is kept between visits. */
export const SAVE_KEY = 'santorini.localGame';

/**
 * The saved form: the game's record (spec §4, with its start `position` for a game from a
 * position), who plays each seat, the turn being built (in notation) and whether turns wait for
 * confirmation. Saves written before a record could carry a position kept such a game as version
 * 2, that position and the turns since (`from`, `turns`): they still load (legacyGame.ts). Version
 * 1 saves written before `confirmTurns` lack it.
 */
type SavedGame = SavedFields &
  (
    | { readonly version: 1; readonly record: GameRecord }
    | { readonly version: 2; readonly from: unknown; readonly turns: readonly string[] }
  );

interface SavedFields {
  readonly seats: readonly SeatKind[];
  readonly partial: string;
  readonly confirmTurns?: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Writes `game` to `store`, unless the store holds that very save already (a click that only
 * selects a worker or asks which step changes nothing saved): a write costs far more than a read.
 */
export function saveGame(store: Store, game: LocalGame): void {
  const fields: SavedFields = {
    seats: game.seats,
    partial: game.prefix.length === 0 ? '' : formatTurn(game.prefix),
    confirmTurns: game.confirmTurns,
  };
  // The record as JSON is `gameRecord(game)` as JSON: the record itself is written, not a copy.
  const saved: SavedGame = { version: 1, record: game.record, ...fields };
  const text = JSON.stringify(saved);
  try {
    if (store.getItem(SAVE_KEY) !== text) store.setItem(SAVE_KEY, text);
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
  const game = savedLocalGame(value);
  return game === null ? null : withPartialTurn(game, value.partial);
}

function savedLocalGame(saved: SavedGame): LocalGame | null {
  const options = { confirmTurns: saved.confirmTurns === true };
  if (saved.version === 1) {
    const record = parseRecordJson(saved.record);
    if (!record.ok) return null;
    const started = startGame(record.value, saved.seats, options);
    return 'error' in started ? null : started.game;
  }
  const old = legacyGame({ from: saved.from, turns: saved.turns }, () => saved.seats, options);
  return 'error' in old ? null : old.game;
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
  const saved = value as Record<string, unknown>;
  const game =
    saved.version === 1 ||
    (saved.version === 2 &&
      Array.isArray(saved.turns) &&
      (saved.turns as unknown[]).every((turn) => typeof turn === 'string'));
  return (
    game &&
    Array.isArray(saved.seats) &&
    saved.seats.every(isSeatKind) &&
    typeof saved.partial === 'string' &&
    (saved.confirmTurns === undefined || typeof saved.confirmTurns === 'boolean')
  );
}
