import type { GameJob, GameOutcome } from './game.js';

/** From the match to a game worker. */
export type WorkerRequest = { readonly type: 'game'; readonly job: GameJob } | { readonly type: 'close' };

/** From a game worker back to the match. */
export type WorkerReply =
  | { readonly type: 'outcome'; readonly outcome: GameOutcome }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'closed' };
