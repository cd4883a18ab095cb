import { ApiError, type Api } from './api.js';

/** How often a turn whose answer was lost (no connection) is sent in all. */
const TURN_ATTEMPTS = 3;

const pause = (ms: number) =>
  new Promise<void>((done) => {
    setTimeout(done, ms);
  });

/**
 * Sends a turn, and again when its answer is lost: the server answers a repeated turn as it
 * answered the first and records it once (spec §7), so a turn is neither lost nor played twice.
 * Refusals are not repeated.
 */
export async function playWithRetries(
  api: Pick<Api, 'playTurn'>,
  id: string,
  seq: number,
  turn: string,
  wait: (ms: number) => Promise<void> = pause,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.playTurn(id, seq, turn);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.code === 'network') || attempt >= TURN_ATTEMPTS)
        throw failure;
      await wait(1000 * attempt);
    }
  }
}
