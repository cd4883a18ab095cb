import { writeFile } from 'node:fs/promises';
import {
  err,
  formatRecordText,
  ok,
  parseRecord,
  replayRecord,
  type GameRecord,
  type Result,
} from '@santorini/engine';
import type { PlayedTurns } from '../gameSession.js';
import type { GameStart } from './gameStart.js';
import { parseSeatKind, seatLetter, type SeatKind } from './seats.js';

/**
 * Seats are saved under the names `Player A` and `Player B (random)`: the record stays readable, and
 * a loaded game suggests who played each seat.
 */
const seatName = (seat: number, kind: SeatKind | undefined): string =>
  `Player ${seatLetter(seat)}${kind === undefined || kind === 'human' ? '' : ` (${kind})`}`;

/** The game record (spec §4) of a game so far, in its plain-text form. */
export function recordOf(game: GameStart, seats: readonly SeatKind[], turns: readonly string[]): string {
  const record: GameRecord = {
    players: game.gods.map((god, seat) => ({ god, name: seatName(seat, seats[seat]) })),
    start: game.start,
    rules: { ...game.rules },
    seed: game.seed,
    turns: [...turns],
  };
  if (game.setup !== null)
    record.setup = { challenger: game.setup.challenger, offered: [...game.setup.offered] };
  return formatRecordText(record);
}

/** Writes the record to `path`; null when done, else what went wrong. */
export async function saveRecord(path: string, text: string): Promise<string | null> {
  try {
    await writeFile(path, text, 'utf8');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A saved game ready to continue: how it began, its turns, and who played each seat when saved. */
export interface LoadedGame {
  readonly game: GameStart;
  readonly played: PlayedTurns;
  /** The seat kinds the record's names suggest (human where the name says nothing). */
  readonly savedSeats: readonly SeatKind[];
}

/** Reads a game record (JSON or text, spec §4) and replays it; the error names what is wrong. */
export function loadGame(text: string): Result<LoadedGame, string> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return err(parsed.error.message);
  const record = parsed.value;
  const replayed = replayRecord(record);
  if (!replayed.ok) return err(replayed.error.message);
  const { positions, final } = replayed.value;
  const initial = positions[0] ?? final;
  const game: GameStart = {
    gods: record.players.map((player) => player.god),
    start: record.start,
    rules: record.rules,
    seed: record.seed,
    setup: record.setup ?? null,
    position: initial,
  };
  const savedSeats = record.players.map((player) => {
    const hint = /\((\w+)\)$/.exec(player.name ?? '')?.[1];
    return (hint === undefined ? undefined : parseSeatKind(hint)) ?? 'human';
  });
  return ok({
    game,
    played: { before: positions.slice(0, -1), turns: record.turns, final },
    savedSeats,
  });
}
