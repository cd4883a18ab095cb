import { signedIn, type Actor } from './actor.js';
import { checkChatText } from './chat.js';
import type { GameRoom } from './gameRoom.js';
import { CHAT_KEPT } from './liveGame.js';
import { refuse } from './refusal.js';
import { playerView } from './view.js';
import { WindowLimiter } from './windowLimiter.js';

/** How many chat lines a player may send in a window of time. */
export interface ChatLimit {
  readonly lines: number;
  readonly windowMs: number;
}

/** A game's chat (spec §7): anyone with a token, lines of 1–500 characters, a few at a time. */
export class ChatLines {
  private readonly limiter: WindowLimiter;

  constructor(
    private readonly room: GameRoom,
    private readonly limit: ChatLimit,
  ) {
    this.limiter = new WindowLimiter(limit.lines, limit.windowMs, room.now);
  }

  async say(actor: Actor, gameId: string, text: string): Promise<void> {
    const { room } = this;
    const line = checkChatText(text);
    const player = signedIn(actor);
    const live = await room.found(gameId);
    const created = room.now();
    // The lines in the store count those sent through every process; this process's limiter
    // those of calls here still under way.
    const sent = await room.store.chatLinesSince(player.id, created - this.limit.windowMs + 1);
    if (sent >= this.limit.lines || !this.limiter.allow(player.id))
      return refuse('rate-limited', 'too many chat lines: wait a few seconds');
    await room.seenActing(live, player.id);
    await room.store.addChat({ gameId, playerId: player.id, text: line, created });
    live.people.set(player.id, player);
    live.chat.push({ gameId, playerId: player.id, name: player.name, text: line, created });
    if (live.chat.length > CHAT_KEPT) live.chat.splice(0, live.chat.length - CHAT_KEPT);
    room.publish(live, { type: 'chat', from: playerView(player), text: line, at: created });
  }
}
