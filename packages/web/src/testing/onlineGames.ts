import type { GameRecord } from '@santorini/engine';
import { onlineGameFromBody, type OnlineGame } from '../online/onlineGame.js';
import type { GameBody } from '@santorini/protocol';

/** Players of the online tests. */
export const ANN = { id: 'p1', name: 'Ann' };
export const BOB = { id: 'p2', name: 'Bob' };
export const EVE = { id: 'p3', name: 'Eve' };

/** A base game's record for two with these turns. */
export const baseRecord = (turns: readonly string[]): GameRecord => ({
  players: [{ god: null }, { god: null }],
  start: 0,
  rules: {},
  seed: 0,
  turns: [...turns],
});

/** The server's description of a base game in play, Ann (Blue) against Bob (White), with `patch` over it. */
export function gameBody(turns: readonly string[], patch: Partial<GameBody> = {}): GameBody {
  return {
    id: 'g1',
    status: 'playing',
    players: 2,
    gods: 'none',
    rules: {},
    seats: [
      { player: ANN, ai: null },
      { player: BOB, ai: null },
    ],
    seq: turns.length,
    record: baseRecord(turns),
    position: null,
    clocks: null,
    result: null,
    setup: null,
    rematch: null,
    chat: [],
    ...patch,
  };
}

/** The page's game from a description; throws when the model refuses it. */
export function onlineGame(body: GameBody): OnlineGame {
  const made = onlineGameFromBody(body);
  if ('error' in made) throw new Error(made.error);
  return made.online;
}
