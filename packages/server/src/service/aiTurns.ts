import { positionToJson } from '@santorini/engine';
import type { AiMove } from './aiSeats.js';
import { aiTurnTimeMs } from './aiTime.js';
import type { GameRoom } from './gameRoom.js';
import type { GameTimers } from './gameTimers.js';
import { seqOf } from './liveGame.js';
import { refuse } from './refusal.js';
import { commitTurn, seatToMove } from './turns.js';
import { readTurnText } from './turnText.js';

/** What the AI seat to move is asked (its position, level, seq and time), or null when none is to move. */
export function aiToMove(room: GameRoom, gameId: string): AiMove | null {
  const live = room.games.get(gameId);
  const position = live?.row.status === 'playing' ? live.position : null;
  if (live === undefined || position === null) return null;
  const level = live.row.seats[position.toMove]?.ai ?? null;
  if (level === null) return null;
  // A person still plays: their game goes before games that only AI seats play (fairQueue.ts).
  const forPerson = live.row.seats.some(
    (seat, index) => seat.ai === null && seat.playerId !== null && !position.isOut(index),
  );
  const move = { position: positionToJson(position), level, seq: seqOf(live), forPerson };
  const timeMs = aiTurnTimeMs(live, room.now());
  return timeMs === undefined ? move : { ...move, timeMs };
}

/** Plays the AI seat's turn, unless its time ran out first (then the clock decides the game). */
export function playAiTurn(
  room: GameRoom,
  timers: GameTimers,
  gameId: string,
  seq: number,
  turn: string,
): Promise<void> {
  return room.lock.run(gameId, async () => {
    const live = await room.found(gameId);
    await timers.checkClock(gameId);
    const seat = seatToMove(live);
    if (live.row.seats[seat]?.ai == null) return refuse('not-your-turn', `seat ${seat} is not an AI seat`);
    await commitTurn(room, live, seat, null, seq, readTurnText(turn));
  });
}
