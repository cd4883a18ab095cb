import { signedIn, type Actor } from './actor.js';
import { checkChatText } from './chat.js';
import type { GameRoom } from './gameRoom.js';
import { CHAT_KEPT } from './liveGame.js';
import { NO_LIMIT, RateLimited, type Rate, type RateLimit } from './rateLimit.js';
import { playerView } from './view.js';

/** How many chat lines a player may send: the rate (null: any), and its counter. */
export interface ChatLimit {
  readonly rate: Rate | null;
  /**
   * Counts each line as it arrives (the server's @fastify/rate-limit check, shared through Redis);
   * without it only the lines already stored are counted.
   */
  readonly counter?: RateLimit;
}

export const DEFAULT_CHAT_LIMIT: ChatLimit = { rate: { max: 5, windowMs: 10_000 } };

/** A game's chat (spec §7): anyone with a token, plain-text lines of 1–500 characters, a few at a time. */
export class ChatLines {
  private readonly counter: RateLimit;

  constructor(
    private readonly room: GameRoom,
    private readonly limit: ChatLimit,
  ) {
    this.counter = limit.counter ?? NO_LIMIT;
  }

  async say(actor: Actor, gameId: string, text: string): Promise<void> {
    const { room } = this;
    const line = checkChatText(text);
    const player = signedIn(actor);
    const live = await room.found(gameId);
    const created = room.now();
    const { rate } = this.limit;
    if (rate !== null) {
      // The counter counts lines as they arrive (lines sent at once included), the store those
      // already sent through every process sharing it.
      const counted = await this.counter.take(player.id);
      if (!counted.allowed) throw new RateLimited('too many chat lines', counted.retryAfterMs);
      const sent = await room.store.chatLinesSince(player.id, created - rate.windowMs + 1);
      if (sent >= rate.max) throw new RateLimited('too many chat lines', rate.windowMs);
    }
    await room.seenActing(live, player.id);
    await room.store.addChat({ gameId, playerId: player.id, text: line, created });
    live.people.set(player.id, player);
    live.chat.push({ gameId, playerId: player.id, name: player.name, text: line, created });
    if (live.chat.length > CHAT_KEPT) live.chat.splice(0, live.chat.length - CHAT_KEPT);
    room.publish(live, { type: 'chat', from: playerView(player), text: line, at: created });
  }
}
