import { formatRecordText, positionToJson, recordToJson } from '@santorini/engine';
import { currentPosition, type GameOptions, type LocalGame } from './localGame.js';
import { readPaste } from './paste.js';
import type { SeatKind } from './seats.js';

/**
 * Keeping and sharing a game: its record (spec §4) as text or JSON, the current position (spec §2),
 * and a link that carries the game in the page's fragment (`#game=…`, never sent to a server).
 *
 * A game started from a pasted position has no spec §4 record (a record starts from the setup):
 * it is kept as a *game from a position*, `{"from": <position>, "turns": [<turn>, …]}`.
 */

/** The record as text, or null for a game started from a position (a record cannot hold it). */
export const recordText = (game: LocalGame): string | null =>
  game.from === null ? formatRecordText(game.record) : null;

/** The record as JSON, or null for a game started from a position. */
export const recordJson = (game: LocalGame): string | null =>
  game.from === null ? recordToJson(game.record) : null;

/** A game started from a position: that position and every turn since, as one JSON line. */
export function fromPositionJson(game: LocalGame): string | null {
  if (game.from === null) return null;
  return JSON.stringify({ from: positionToJson(game.from), turns: game.record.turns });
}

/** The whole game as JSON: its record, or for a game started from a position its start and turns. */
export const gameJson = (game: LocalGame): string => fromPositionJson(game) ?? recordToJson(game.record);

export const positionJson = (game: LocalGame): string =>
  JSON.stringify(positionToJson(currentPosition(game)));

/**
 * A game from a paste: a record (text or JSON), a position (JSON), or a game from a position, every
 * turn checked by the engine. `seats` (who played until now) is kept when the player count matches;
 * otherwise people play every seat. A paste that does not load returns the reason and no game.
 */
export function importGame(
  text: string,
  seats?: readonly SeatKind[],
  options: GameOptions = {},
): { game: LocalGame } | { error: string } {
  return readPaste(text, (players) => (seats?.length === players ? seats : people(players)), options);
}

const people = (players: number): SeatKind[] =>
  Array.from({ length: players }, () => ({ kind: 'person' }) as const);

const FRAGMENT_KEY = 'game=';

/** The page's address with the game in its fragment (`gameJson`). */
export function shareLink(game: LocalGame, pageUrl: string): string {
  const base = pageUrl.split('#')[0] ?? pageUrl;
  return `${base}#${FRAGMENT_KEY}${encodeURIComponent(gameJson(game))}`;
}

/** The game a share link's fragment carries (with people at every seat), if any. */
export function gameFromFragment(
  hash: string,
  options: GameOptions = {},
): { game: LocalGame } | { error: string } | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(FRAGMENT_KEY)) return null;
  let text: string;
  try {
    text = decodeURIComponent(fragment.slice(FRAGMENT_KEY.length));
  } catch {
    return { error: 'The link is damaged: its game could not be read.' };
  }
  const linked = importGame(text, undefined, options);
  return 'error' in linked ? { error: `The link's game does not load. ${linked.error}` } : linked;
}
