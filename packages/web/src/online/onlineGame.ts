import {
  currentPosition,
  formatPosition,
  gameFromPosition,
  gameFromRecord,
  parsePosition,
  playTurnText,
  type Game,
  type Position,
  type PositionJson,
} from '@santorini/engine';
import type {
  ChatLine,
  ClocksBody,
  GameBody,
  PlayerRef,
  ResultBody,
  SeatBody,
  ServerMessage,
} from '@santorini/protocol';
import { t } from '../i18n/i18n.js';

/**
 * A game of the online server as this page knows it: the server's description (status, seats,
 * the Challenger's flow, the result, chat) and the engine's Game rebuilt from its record and kept
 * up to date turn by turn. A value: every update returns a new one.
 */
export interface OnlineGame {
  readonly body: GameBody;
  /** The rules state; null while there is no record yet (the Challenger still choosing). */
  readonly game: Game | null;
  /** The turns before `game` started, when it restarted from the server's position (for the log). */
  readonly earlier: History;
}

/** Turns in notation and the position before each. */
export interface History {
  readonly positions: readonly Position[];
  readonly turns: readonly string[];
}

const NO_HISTORY: History = { positions: [], turns: [] };

/** Every turn of the game and the position before each, across restarts: what the log shows. */
export function gameHistory(online: OnlineGame): History {
  const { game, earlier } = online;
  if (game === null) return earlier;
  return {
    positions: [...earlier.positions, ...game.positions],
    turns: [...earlier.turns, ...game.record.turns],
  };
}

/** `earlier` with the turns of `played`, when `game` no longer continues it. */
function keptHistory(earlier: History, played: Game, game: Game): History {
  if (game === played) return earlier;
  return {
    positions: [...earlier.positions, ...played.positions.slice(0, -1)],
    turns: [...earlier.turns, ...played.record.turns],
  };
}

/** What a message does to the game: a new game, or a reason to fetch the whole game again. */
export type Update = { readonly online: OnlineGame } | { readonly resync: string };

/** The most chat lines kept. */
const CHAT_KEPT = 200;

const samePosition = (game: Game, json: PositionJson): boolean => {
  const theirs = parsePosition(json);
  return theirs.ok && formatPosition(theirs.value) === formatPosition(currentPosition(game));
};

/**
 * The engine's game agreeing with the server's position: normally the record replayed; when the
 * position says more than the turns (a seat out after resigning in 3 players) the game restarts
 * from the server's position.
 */
function engineGame(game: Game, position: PositionJson | null): Game | { error: string } {
  if (position === null || samePosition(game, position)) return game;
  const parsed = parsePosition(position);
  if (!parsed.ok) return { error: `the server's position cannot be read: ${parsed.error.message}` };
  const restarted = gameFromPosition(parsed.value);
  return restarted.ok ? restarted.value : { error: restarted.error.message };
}

/** The page's game from the server's description, or why its record or position cannot be read. */
export function onlineGameFromBody(body: GameBody): { online: OnlineGame } | { error: string } {
  if (body.record === null) return { online: { body, game: null, earlier: NO_HISTORY } };
  const replayed = gameFromRecord(body.record);
  if (!replayed.ok) return { error: `the game's record cannot be replayed: ${replayed.error.message}` };
  const game = engineGame(replayed.value, body.position);
  if ('error' in game) return game;
  return { online: { body, game, earlier: keptHistory(NO_HISTORY, replayed.value, game) } };
}

const withBody = (online: OnlineGame, patch: Partial<GameBody>): OnlineGame => ({
  ...online,
  body: { ...online.body, ...patch },
});

function applyTurn(
  online: OnlineGame,
  seq: number,
  turn: string,
  position: PositionJson | null,
  /** Undefined when not told (the answer to the page's own POST). */
  clocks: ClocksBody | null | undefined,
): Update {
  const { game } = online;
  // The broadcast of a turn the page already has (its own) still brings the clocks after it.
  if (seq === online.body.seq && clocks !== undefined) return { online: withBody(online, { clocks }) };
  if (seq <= online.body.seq) return { online };
  if (game === null) return { resync: 'a turn came before the game had a record' };
  if (seq !== online.body.seq + 1) return { resync: `turn ${seq} came after turn ${online.body.seq}` };
  const played = playTurnText(game, turn);
  if (!played.ok) return { resync: `turn ${seq} "${turn}" does not play here: ${played.error.message}` };
  const agreed = engineGame(played.value, position);
  if ('error' in agreed) return { resync: agreed.error };
  const status = online.body.status === 'finished' ? 'finished' : 'playing';
  return {
    online: {
      body: {
        ...online.body,
        seq,
        status,
        position: position ?? online.body.position,
        clocks: clocks === undefined ? online.body.clocks : clocks,
      },
      game: agreed,
      earlier: keptHistory(online.earlier, played.value, agreed),
    },
  };
}

/** A turn the page itself had accepted (the answer to its POST): the same as the socket's `turn`. */
export const applyOwnTurn = (online: OnlineGame, seq: number, turn: string, position: PositionJson): Update =>
  applyTurn(online, seq, turn, position, undefined);

/** The seats of `body`, keeping what the socket said about who is connected where the body does not say. */
function keptPresence(known: readonly SeatBody[], seats: readonly SeatBody[]): SeatBody[] {
  return seats.map((seat, index) => {
    const before = known[index];
    const same = before?.player != null && before.player.id === seat.player?.id;
    return seat.connected === undefined && same && before.connected !== undefined
      ? { ...seat, connected: before.connected }
      : seat;
  });
}

/** A newer description of the game replaces this one; an older one (fetched before a turn came) changes nothing. */
export function applyBody(online: OnlineGame, body: GameBody): Update {
  if (body.id !== online.body.id) return onlineUpdate(body);
  if (body.seq < online.body.seq) return { online };
  const update = onlineUpdate({ ...body, seats: keptPresence(online.body.seats, body.seats) });
  return 'online' in update ? { online: keptGame(online, update.online) } : update;
}

/**
 * `fetched` holding on to `known`'s game when both say the same game: a description fetched again
 * (on reconnecting, on a seat taken) must not replace the Game a player's half-made turn is drawn
 * over, or the steps already taken on the board are dropped.
 */
function keptGame(known: OnlineGame, fetched: OnlineGame): OnlineGame {
  if (known.game === null || fetched.game === null) return fetched;
  const same =
    gameHistory(known).turns.join('\n') === gameHistory(fetched).turns.join('\n') &&
    formatPosition(currentPosition(known.game)) === formatPosition(currentPosition(fetched.game));
  return same ? { ...fetched, game: known.game, earlier: known.earlier } : fetched;
}

function onlineUpdate(body: GameBody): Update {
  const made = onlineGameFromBody(body);
  return 'error' in made ? { resync: made.error } : made;
}

/** What a socket message changes; `error`, `pong` and `cancelled` (nobody plays a cancelled game) change nothing. */
export function applyMessage(online: OnlineGame, message: ServerMessage): Update {
  switch (message.type) {
    case 'state':
      return applyBody(online, message.game);
    case 'turn':
      return applyTurn(online, message.seq, message.turn, message.position, message.clocks);
    case 'seats': {
      const seated = withBody(online, { seats: message.seats });
      // The last free seat taken: play (or the Challenger's setup) starts, with a record to fetch.
      if (online.body.status === 'open' && freeSeats(seated).length === 0)
        return { resync: 'every seat is taken' };
      return { online: seated };
    }
    case 'end':
      return { online: withBody(online, { status: 'finished', result: message.result }) };
    case 'chat': {
      const line: ChatLine = { from: message.from, text: message.text, at: Date.now() };
      return { online: withBody(online, { chat: [...online.body.chat, line].slice(-CHAT_KEPT) }) };
    }
    case 'rematch':
      return { online: withBody(online, { rematch: message.id }) };
    case 'error':
    case 'pong':
    case 'cancelled':
      return { online };
  }
}

/** The seats `me` holds (several are possible, none for a spectator). */
export function mySeats(online: OnlineGame, me: PlayerRef | null): number[] {
  if (me === null) return [];
  return online.body.seats.flatMap((seat, index) => (seat.player?.id === me.id ? [index] : []));
}

/** Watching: not holding any seat of the game. */
export const isSpectator = (online: OnlineGame, me: PlayerRef | null): boolean =>
  mySeats(online, me).length === 0;

/** The seat to play a turn now, or null (not playing yet, or over). */
export function seatToMove(online: OnlineGame): number | null {
  if (online.body.status !== 'playing' || online.game === null) return null;
  const pos = currentPosition(online.game);
  return pos.winner === null ? pos.toMove : null;
}

export function isMyTurn(online: OnlineGame, me: PlayerRef | null): boolean {
  const seat = seatToMove(online);
  return seat !== null && mySeats(online, me).includes(seat);
}

/** The seats nobody holds yet. */
export const freeSeats = (online: OnlineGame): number[] =>
  online.body.seats.flatMap((seat, index) => (seat.player === null && seat.ai === null ? [index] : []));

/** The result: the server's, or the board's when a winning turn came before the `end` message. */
export function gameResultOf(online: OnlineGame): ResultBody | null {
  if (online.body.result !== null) return online.body.result;
  const winner = online.game === null ? null : currentPosition(online.game).winner;
  return winner === null ? null : { winner, reason: 'win' };
}

/** Who plays a seat, in words: the person's name, the AI and its level, or "free". */
export function seatHolder(seat: SeatBody | undefined): string {
  if (seat === undefined) return t('online.holder.nobody');
  if (seat.player !== null)
    return seat.player.bot === true
      ? t('online.holder.botName', { name: seat.player.name })
      : seat.player.name;
  if (seat.ai !== null) return t('online.holder.ai', { level: seat.ai });
  return seat.invited === undefined
    ? t('online.holder.free')
    : t('online.holder.reservedFor', { name: seat.invited.name });
}
