import { parseSquare, type GameRecord, type GodName } from '@santorini/engine';
import { clickSquare, startGame, type LocalGame } from '../game/localGame.js';
import type { SeatKind } from '../game/seats.js';

export const PEOPLE: readonly SeatKind[] = [{ kind: 'person' }, { kind: 'person' }];

/** A local game from gods and turns already played; throws when the engine refuses them. */
export function gameFrom(
  gods: readonly (GodName | null)[],
  turns: readonly string[],
  seats: readonly SeatKind[] = PEOPLE,
): LocalGame {
  const record: GameRecord = {
    players: gods.map((god) => ({ god })),
    start: 0,
    rules: {},
    seed: 0,
    turns: [...turns],
  };
  const started = startGame(record, seats);
  if ('error' in started) throw new Error(started.error);
  return started.game;
}

export function square(name: string): number {
  const parsed = parseSquare(name);
  if (parsed === undefined) throw new Error(`not a square: ${name}`);
  return parsed;
}

/** Clicks the squares in order. */
export const clicks = (game: LocalGame, ...names: string[]): LocalGame =>
  names.reduce((played, name) => clickSquare(played, square(name)), game);

/** A base game Blue wins in six turns, as clicks: its worker climbs c2/c3 while White builds far away. */
export const BLUE_WINS: readonly (readonly string[])[] = [
  ['b2', 'a1'],
  ['e5', 'a5'],
  ['b2', 'c2', 'c3'],
  ['e5', 'e4', 'e5'],
  ['c2', 'c3', 'c2'],
  ['e4', 'e5', 'e4'],
  ['c3', 'c2', 'c3'],
  ['e5', 'e4', 'e5'],
  ['c2', 'c3', 'c2'],
  ['e4', 'e5', 'e4'],
  ['c3', 'c2', 'c3'],
  ['e5', 'e4', 'e5'],
  ['c2', 'c3'],
];
