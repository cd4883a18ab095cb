import type { SetupStepRequest } from '@santorini/protocol';
import { signedIn, type Actor } from './actor.js';
import { changeGame } from './gameChanges.js';
import type { GameRoom } from './gameRoom.js';
import { seatOf } from './liveGame.js';
import { refuse } from './refusal.js';
import { readSetupStep, setupAfterStep } from './setupFlow.js';
import { gameView, type GameView } from './view.js';

/** `POST /api/games/:id/setup`: one step of the challenger flow, by the seat it waits on. */
export async function takeSetupStep(
  room: GameRoom,
  actor: Actor,
  gameId: string,
  body: SetupStepRequest,
): Promise<GameView> {
  const step = readSetupStep(body);
  const player = signedIn(actor);
  return room.lock.run(gameId, async () => {
    const live = await room.found(gameId);
    if (live.row.status === 'finished') return refuse('finished', 'the game is over');
    if (live.row.status !== 'setup') return refuse('not-your-turn', 'the game is not choosing gods now');
    const setup = setupAfterStep(live, step, seatOf(live, player.id));
    await room.seenActing(live, player.id);
    await changeGame(room, live, { setup, status: 'setup' });
    return gameView(live);
  });
}
