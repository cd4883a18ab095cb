import {
  formatRecordText,
  gameRecord,
  positionToJson,
  recordToJson,
  type GameRecord,
} from '@santorini/engine';
import { currentPosition, type GameOptions, type LocalGame } from './localGame.js';
import { t } from '../i18n/i18n.js';
import { readPaste } from './paste.js';
import { seatName, type SeatKind } from './seats.js';

/**
 * Keeping and sharing a game: its record (spec §4) as text or JSON — for a game started from a
 * pasted position, the record carries that position — the current position (spec §2), and a link
 * that carries the game in the page's fragment (`#game=…`, never sent to a server). Old links
 * holding `{"from": <position>, "turns": […]}` still load (legacyGame.ts).
 */

/** The record as text. */
/** Who played a seat, for the record's players: "Blue (person)", "White (AI level 5)". */
const seatPlayerName = (game: LocalGame, seat: number): string => {
  const kind = game.seats[seat];
  const who = kind?.kind === 'ai' ? t('local.share.ai', { level: kind.level }) : t('local.share.person');
  return t('local.share.player', { seat: seatName(game.seats.length, seat), who });
};

/** The record to export: the game's, with a name for each seat that has none. */
function exportedRecord(game: LocalGame): GameRecord {
  const record = gameRecord(game);
  return {
    ...record,
    players: record.players.map((player, seat) => ({
      ...player,
      name: player.name ?? seatPlayerName(game, seat),
    })),
  };
}

export const recordText = (game: LocalGame): string => formatRecordText(exportedRecord(game));

/** The record as JSON, on one line. */
export const recordJson = (game: LocalGame): string => recordToJson(exportedRecord(game));

/** The whole game as JSON, for a share link: its record as played (who plays is the opener's choice). */
export const gameJson = (game: LocalGame): string => recordToJson(gameRecord(game));

export const positionJson = (game: LocalGame): string =>
  JSON.stringify(positionToJson(currentPosition(game)));

/**
 * A game from a paste: a record (text or JSON), a position (JSON), or an old game from a position,
 * every turn checked by the engine. `seats` (who played until now) is kept when the player count matches;
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
    return { error: t('local.paste.linkDamaged') };
  }
  const linked = importGame(text, undefined, options);
  return 'error' in linked ? { error: t('local.paste.linkFails', { reason: linked.error }) } : linked;
}
