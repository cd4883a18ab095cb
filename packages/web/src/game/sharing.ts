import { formatRecordText, parseRecord, positionToJson, recordToJson } from '@santorini/engine';
import { currentPosition, startGame, type LocalGame } from './localGame.js';
import type { SeatKind } from './seats.js';

/**
 * Keeping and sharing a game: its record (spec §4) as text or JSON, the current position (spec §2),
 * and a link that carries the record in the page's fragment (`#game=…`, never sent to a server).
 */
export const recordText = (game: LocalGame): string => formatRecordText(game.record);

export const recordJson = (game: LocalGame): string => recordToJson(game.record);

export const positionJson = (game: LocalGame): string =>
  JSON.stringify(positionToJson(currentPosition(game)));

const PERSON: SeatKind = { kind: 'person' };

/**
 * A game from a pasted record (text or JSON), every turn checked by the engine. Seats the record does
 * not say are people's; `seats` keeps who played when the player count matches.
 */
export function importRecord(
  text: string,
  seats?: readonly SeatKind[],
): { game: LocalGame } | { error: string } {
  if (text.trim() === '') return { error: 'Paste a game record first (its text or JSON form).' };
  const parsed = parseRecord(text);
  if (!parsed.ok) return { error: `This is not a game record: ${parsed.error.message}` };
  const players = parsed.value.players.length;
  const chosen = seats?.length === players ? seats : new Array<SeatKind>(players).fill(PERSON);
  const started = startGame(parsed.value, chosen);
  return 'error' in started ? { error: `The record does not replay: ${started.error}` } : started;
}

const FRAGMENT_KEY = 'game=';

/** The page's address with the game's record in its fragment. */
export function shareLink(game: LocalGame, pageUrl: string): string {
  const base = pageUrl.split('#')[0] ?? pageUrl;
  return `${base}#${FRAGMENT_KEY}${encodeURIComponent(recordJson(game))}`;
}

/** The game a share link's fragment carries (with people at every seat), if any. */
export function gameFromFragment(hash: string): { game: LocalGame } | { error: string } | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!fragment.startsWith(FRAGMENT_KEY)) return null;
  let text: string;
  try {
    text = decodeURIComponent(fragment.slice(FRAGMENT_KEY.length));
  } catch {
    return { error: 'The link is damaged: its game could not be read.' };
  }
  return importRecord(text);
}
