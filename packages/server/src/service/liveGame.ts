import { currentPosition, playTurnText, type Game, type Position, type Setup } from '@santorini/engine';
import type { ChatRecord, GameRecordRow, PlayerRecord, TurnRecord } from '../store/store.js';
import { baseGame } from './baseGame.js';
import { withSeatOut } from './elimination.js';
import type { GameOptions } from './options.js';

/**
 * A game as the service holds it in memory: its stored row, the engine game its turns are played
 * on, and for every turn the position it was played on and the one it made (for retries and for
 * `since` replays). Rebuilt from the store by replaying the turn log through the engine.
 */
export interface LiveGame {
  row: GameRecordRow;
  readonly options: GameOptions;
  /** The engine game before any turn; null while the challenger flow is not finished. */
  start: Game | null;
  /** The engine game now (after 3-player resignations, a game that starts from that position). */
  now: Game | null;
  readonly turns: TurnRecord[];
  readonly before: Position[];
  readonly after: Position[];
  /** The seated players (and chat speakers) by id, for their names. */
  readonly people: Map<string, PlayerRecord>;
  readonly chat: ChatRecord[];
}

export const CHAT_KEPT = 100;

/** The number of turns played. */
export const seqOf = (live: LiveGame): number => live.turns.length;

export const setupOf = (live: LiveGame): Setup | null => live.row.setup as Setup | null;

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
    now: start,
    turns: [],
    before: [],
    after: [],
    people: new Map(people.map((player) => [player.id, player])),
    chat: [...chat],
  };
  applyResignations(live, 0);
  for (const turn of turns) {
    const played = live.now === null ? null : playTurnText(live.now, turn.turn);
    if (played === null || !played.ok)
      throw new Error(`game ${row.id}: the stored turn ${turn.seq} (${turn.turn}) does not replay`);
    addTurn(live, turn, played.value);
    applyResignations(live, turn.seq + 1);
  }
  return live;
}

function applyResignations(live: LiveGame, seq: number): void {
  for (const resigned of live.row.resigned)
    if (resigned.seq === seq && live.now !== null)
      live.now = withSeatOut(live.now, resigned.seat, live.options.seed);
}

/** Records in memory a turn the store has committed, `next` being the engine game after it. */
export function addTurn(live: LiveGame, turn: TurnRecord, next: Game): void {
  if (live.now === null) throw new Error(`game ${live.row.id}: a turn before the game began`);
  live.before.push(currentPosition(live.now));
  live.after.push(currentPosition(next));
  live.turns.push(turn);
  live.now = next;
}
