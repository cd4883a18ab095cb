import { writeFile } from 'node:fs/promises';
import {
  err,
  formatRecordText,
  gameFromRecord,
  gameRecord,
  ok,
  parseRecord,
  type Game,
  type Result,
} from '@santorini/engine';
import { parseSeatKind, seatLetter, type SeatKind } from './seats.js';

/**
 * Seats are saved under the names `Player A` and `Player B (random)`: the record stays readable, and
 * a loaded game suggests who played each seat.
 */
const seatName = (seat: number, kind: SeatKind | undefined): string =>
  `Player ${seatLetter(seat)}${kind === undefined || kind === 'human' ? '' : ` (${kind})`}`;

/** The game record (spec §4) of a game so far, in its plain-text form, the seats as names. */
export function recordOf(game: Game, seats: readonly SeatKind[]): string {
  const record = gameRecord(game);
  record.players = record.players.map(({ god }, seat) => ({ god, name: seatName(seat, seats[seat]) }));
  return formatRecordText(record);
}

/** Why a file could not be written, in words, for the system's error codes people meet. */
const WRITE_PROBLEMS: Readonly<Record<string, string>> = {
  ENOENT: 'no such folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'that is a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  ENAMETOOLONG: 'the name is too long',
};

/** `cannot write PATH: no such folder`, or the system's own message for a rarer failure. */
export function writeProblem(path: string, error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? WRITE_PROBLEMS[code] : undefined;
  const detail = known ?? (error instanceof Error ? error.message : String(error));
  return `cannot write ${path}: ${detail}`;
}

/** Writes the record to `path`; null when done, else what went wrong, in words. */
export async function saveRecord(path: string, text: string): Promise<string | null> {
  try {
    await writeFile(path, text, 'utf8');
    return null;
  } catch (error) {
    return writeProblem(path, error);
  }
}

/** A saved game ready to continue, and who played each seat when it was saved. */
export interface LoadedGame {
  readonly game: Game;
  /** The seat kinds the record's names suggest (human where the name says nothing). */
  readonly savedSeats: readonly SeatKind[];
}

/** Reads a game record (JSON or text, spec §4) and replays it; the error names what is wrong. */
export function loadGame(text: string): Result<LoadedGame, string> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return err(parsed.error.message);
  const game = gameFromRecord(parsed.value);
  if (!game.ok) return err(game.error.message);
  const savedSeats = parsed.value.players.map((player) => {
    const hint = /\((\w+)\)$/.exec(player.name ?? '')?.[1];
    return (hint === undefined ? undefined : parseSeatKind(hint)) ?? 'human';
  });
  return ok({ game: game.value, savedSeats });
}
