import type { PlayerRecord } from '../store/store.js';
import { refuse } from './refusal.js';

/** Who makes a request: a player with a valid token, or nobody (no token). */
export type Actor = PlayerRecord | null;

/** The player making the request, or an unauthorized refusal. */
export const signedIn = (actor: Actor): PlayerRecord =>
  actor ?? refuse('unauthorized', 'this needs a token: POST /api/session gives one');
