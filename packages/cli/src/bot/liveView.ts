import type { PositionJson } from '@santorini/engine';
import type { ClocksView } from './movetime.js';
import type { GameView } from './serverApi.js';

/** What the bot knows of a game it follows: its latest view, or 'gone' once it was cancelled. */
export type Followed = GameView | 'gone';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The view after one message of the game's socket (spec §7 Live): `state` replaces it, a `turn`
 * later than the view moves it on, `end` finishes it, `cancelled` ends it; anything else (seats,
 * chat, a turn it has already, a message before the first view) leaves it as it was, the same object.
 */
export function viewAfterMessage(view: GameView | null, message: unknown): Followed | null {
  if (!isObject(message)) return view;
  switch (message.type) {
    case 'state':
      return isObject(message.game) ? (message.game as unknown as GameView) : view;
    case 'turn':
      if (view === null || typeof message.seq !== 'number' || message.seq <= view.seq) return view;
      return {
        ...view,
        seq: message.seq,
        position: (message.position ?? null) as PositionJson | null,
        clocks: (message.clocks ?? null) as ClocksView | null,
      };
    case 'end':
      return view === null || !isObject(message.result)
        ? view
        : { ...view, status: 'finished', result: message.result as unknown as GameView['result'] };
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
