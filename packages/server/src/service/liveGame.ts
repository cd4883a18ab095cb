import { applyTurnText, currentPosition, type Game, type Position, type Setup } from '@santorini/engine';
import type { ChatRecord, GameRecordRow, PlayerRecord, TurnRecord } from '../store/store.js';
import { baseGame } from './baseGame.js';
import { initialClockMs, spendTurnTime } from './clockTime.js';
import { withSeatOut } from './elimination.js';
import type { GameOptions } from './options.js';

/**
 * A game as the service holds it in memory: its stored row, the position its turns are played on,
 * and for every turn the position it made (for retries and for `since` replays). Rebuilt from the
 * store by replaying the turn log through the engine. A turn adds to it in time that does not grow
 * with the game's length (no copy of its turns or positions).
 */
export interface LiveGame {
  row: GameRecordRow;
  readonly options: GameOptions;
  /** The engine game before any turn (the record's start); null while the challenger flow is not finished. */
  start: Game | null;
  /** The position now (after 3-player resignations too); null while there is none. */
  position: Position | null;
  readonly turns: TurnRecord[];
  readonly after: Position[];
  /** Each seat's clock time left after the last turn (clocks.ts), kept as turns are added. */
  readonly clockMs: number[];
  /** The seated players (and chat speakers) by id, for their names. */
  readonly people: Map<string, PlayerRecord>;
  readonly chat: ChatRecord[];
}

export const CHAT_KEPT = 100;

/** The number of turns played. */
export const seqOf = (live: LiveGame): number => live.turns.length;

export const setupOf = (live: LiveGame): Setup | null => live.row.setup as Setup | null;

/** The seat a player holds in a game, or undefined. */
export function seatOf(live: LiveGame, playerId: string): number | undefined {
  const seat = live.row.seats.findIndex((held) => held.playerId === playerId);
  return seat < 0 ? undefined : seat;
}

/** The game begins play (or is created playing) from this engine game. */
export function beginPlay(live: LiveGame, start: Game): void {
  live.start = start;
  live.position = currentPosition(start);
}

/** Rebuilds a game from its row, turn log, players and chat, every turn checked by the engine. */
export function replayGame(
  row: GameRecordRow,
  turns: readonly TurnRecord[],
  people: readonly PlayerRecord[],
  chat: readonly ChatRecord[],
): LiveGame {
  const options = row.options as GameOptions;
  const start = baseGame(options, row.setup as Setup | null);
  const live: LiveGame = {
    row,
    options,
    start,
    position: start === null ? null : currentPosition(start),
    turns: [],
    after: [],
    clockMs: initialClockMs(options.clock, options.players),
    people: new Map(people.map((player) => [player.id, player])),
    chat: [...chat],
  };
  applyResignations(live, 0);
  for (const turn of turns) {
    const played = live.position === null ? null : applyTurnText(live.position, turn.turn);
    if (played === null || !played.ok)
      throw new Error(`game ${row.id}: the stored turn ${turn.seq} (${turn.turn}) does not replay`);
    addTurn(live, turn, played.value);
    applyResignations(live, turn.seq + 1);
  }
  return live;
}

function applyResignations(live: LiveGame, seq: number): void {
  for (const resigned of live.row.resigned)
    if (resigned.seq === seq && live.position !== null)
      live.position = withSeatOut(live.position, resigned.seat, live.options.seed);
}

/** Records in memory a turn the store has committed, `next` being the position after it. */
export function addTurn(live: LiveGame, turn: TurnRecord, next: Position): void {
  if (live.position === null) throw new Error(`game ${live.row.id}: a turn before the game began`);
  const began = live.turns[live.turns.length - 1]?.created ?? live.row.started ?? turn.created;
  spendTurnTime(live.options.clock, live.clockMs, turn.seat, turn.created - began);
  live.after.push(next);
  live.turns.push(turn);
  live.position = next;
}
