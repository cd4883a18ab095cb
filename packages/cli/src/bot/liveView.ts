import type { ServerMessage } from '@santorini/protocol';
import type { GameView } from './serverApi.js';

/** What the bot knows of a game it follows: its latest view, or 'gone' once it was cancelled. */
export type Followed = GameView | 'gone';

/**
 * The view after one message of the game's socket (spec §7 Live): `state` replaces it, a `turn`
 * later than the view moves it on, `end` finishes it, `cancelled` ends it; anything else (seats,
 * chat, a turn it has already, a message before the first view) leaves it as it was, the same object.
 */
export function viewAfterMessage(view: GameView | null, message: ServerMessage): Followed | null {
  switch (message.type) {
    case 'state':
      return message.game;
    case 'turn':
      if (view === null || message.seq <= view.seq) return view;
      return { ...view, seq: message.seq, position: message.position, clocks: message.clocks };
    case 'end':
      return view === null ? view : { ...view, status: 'finished', result: message.result };
    case 'cancelled':
      return 'gone';
    default:
      return view;
  }
}

/**
 * The view after a read of the whole game (`GET /api/games/:id`): the read, unless the view has
 * seen a later turn already (the read was answered before that turn was recorded).
 */
export const viewAfterRead = (view: GameView | null, read: GameView): GameView =>
  view !== null && view.seq > read.seq ? view : read;
