import { applyTurn, formatTurn, positionToJson, type Turn } from '@santorini/engine';
import type { TurnRequest } from '@santorini/protocol';
import type { GameMessage } from '../events/eventBus.js';
import type { GameChanges, TurnRecord } from '../store/store.js';
import { signedIn, type Actor } from './actor.js';
import { clocksAfterTurns, clocksView, type ClocksView } from './clocks.js';
import type { GameRoom } from './gameRoom.js';
import { bringUpToDate } from './catchUp.js';
import { addTurn, seqOf, type LiveGame } from './liveGame.js';
import { ratingChanges } from './ratingChanges.js';
import { refuse, refuseIllegalTurn } from './refusal.js';
import { withoutRatings } from './seating.js';
import { onlyAiLeft } from './onlyAiLeft.js';
import { answerOf, resultOf, retriedAnswer, type TurnAnswer } from './turnOutcome.js';
import { readTurnText } from './turnText.js';

/** A played turn's answer; for a repeated request also the turn message of the turn it repeats. */
export interface PlayedTurn {
  readonly answer: TurnAnswer;
  readonly retried?: GameMessage;
}

/** `POST /api/games/:id/turns` and a socket's `turn` (spec §7): the caller's seat plays a turn. */
export async function playTurn(
  room: GameRoom,
  actor: Actor,
  gameId: string,
  request: TurnRequest,
): Promise<PlayedTurn> {
  const { seq, turn } = request;
  // The turn's text is read here, once (malformed comes before unauthorized): the engine plays its steps.
  const steps = readTurnText(turn);
  const player = signedIn(actor);
  return room.lock.run(gameId, async () => {
    const live = await room.fresherFor(gameId, seq);
    const retried = retriedAnswer(live, player.id, seq, formatTurn(steps));
    const last = live.turns[seq];
    if (retried !== undefined && last !== undefined)
      return { answer: retried, retried: turnMessage(live, last) };
    const seat = seatToMove(live);
    if (live.row.seats[seat]?.playerId !== player.id)
      return refuse('not-your-turn', `seat ${seat} is to move, and you do not hold it`);
    return commitTurn(room, live, seat, player.id, seq, steps);
  });
}

/** The seat to move, or why no turn is played now (the game over, or play not begun). */
export function seatToMove(live: LiveGame): number {
  if (live.row.status === 'finished') return refuse('finished', 'the game is over');
  if (live.row.status !== 'playing' || live.position === null)
    return refuse('not-your-turn', 'play has not begun: no seat is to move');
  return live.position.toMove;
}

/**
 * Checks `seq` and the turn, commits it, then tells everyone; the seat is the one to move. The
 * engine plays the steps on the position now (not on its Game, whose every turn copies the game's
 * turns): a turn costs the same however long the game is.
 */
export async function commitTurn(
  room: GameRoom,
  live: LiveGame,
  seat: number,
  playerId: string | null,
  seq: number,
  steps: Turn,
): Promise<PlayedTurn> {
  const current = seqOf(live);
  if (seq !== current) return refuse('stale', `the game has had ${current} turns, not ${seq}`, current);
  const before = live.position ?? refuse('not-your-turn', 'play has not begun');
  const played = applyTurn(before, steps);
  if (!played.ok) return refuseIllegalTurn(played.error);
  const next = played.value;
  const result = resultOf(before, steps, next, live.options.seed) ?? onlyAiLeft(live, next);
  const turn: TurnRecord = {
    gameId: live.row.id,
    seq,
    seat,
    turn: formatTurn(steps),
    playerId,
    created: room.now(),
  };
  const changes: GameChanges =
    result === null
      ? {}
      : { status: 'finished', result, ratings: await ratingChanges(room.store, live, result) };
  if (!(await room.store.appendTurn(turn, changes))) return recordedMeanwhile(room, live.row.id, turn);
  addTurn(live, turn, next);
  live.row = { ...live.row, ...withoutRatings(changes) };
  room.publish(live, turnMessage(live, turn));
  if (result !== null) room.publish(live, { type: 'end', result });
  room.moved(live);
  if (playerId !== null) await room.presence.acted(live.row.id, playerId);
  return { answer: answerOf(next, seq) };
}

/**
 * Another server process recorded a turn at `tried.seq` first: the game is brought up to the
 * store, then the request is answered as a repeat when what was recorded is the same player's same
 * turn and no later turn has been (the same request sent to two processes at once), else `stale`
 * with the game's seq.
 */
async function recordedMeanwhile(room: GameRoom, gameId: string, tried: TurnRecord): Promise<PlayedTurn> {
  await bringUpToDate(room, gameId);
  const fresh = await room.found(gameId);
  const recorded = fresh.turns[tried.seq];
  if (tried.playerId !== null && recorded !== undefined) {
    const repeat = retriedAnswer(fresh, tried.playerId, tried.seq, tried.turn);
    if (repeat !== undefined) return { answer: repeat, retried: turnMessage(fresh, recorded) };
  }
  return refuse('stale', `the game has had ${seqOf(fresh)} turns, not ${tried.seq}`, seqOf(fresh));
}

/** A turn's message; its clocks those after it (by default those now: it is the last turn). */
function turnMessage(
  live: LiveGame,
  turn: TurnRecord,
  clocks: ClocksView | null = clocksView(live),
): GameMessage {
  const after = live.after[turn.seq];
  return {
    type: 'turn',
    seq: turn.seq + 1,
    seat: turn.seat,
    turn: turn.turn,
    position: after === undefined ? null : positionToJson(after),
    clocks,
  };
}

/** The `turn` messages of turns after `since` (the socket's `?since=`). */
export function turnMessagesSince(live: LiveGame, since: number): GameMessage[] {
  const from = Math.max(0, since);
  const clocks = clocksAfterTurns(live, from);
  return live.turns.slice(from).map((turn, index) => turnMessage(live, turn, clocks[index] ?? null));
}
