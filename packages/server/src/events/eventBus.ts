import type { ServerMessage } from '@santorini/protocol';

/**
 * Fan-out of a game's live messages (the socket messages of spec §7) to everyone watching it.
 * In-process (localBus.ts), or between server processes through Redis (redisBus.ts).
 */
export type GameMessage = ServerMessage;

export type GameListener = (message: GameMessage) => void;

/**
 * Told that this process may have missed messages of the game (its bus was cut off, or it saw a
 * turn skip): a subscriber must catch up from the store (a socket closes with RESYNC_CLOSE, and
 * its client opens it again with `?since=`).
 */
export type ResyncListener = () => void;

/**
 * Told of every message another server process published (for any game), before the game's own
 * subscribers; `null` when messages may have been missed (the bus was cut off and is back), so
 * that anything kept from before must be read again.
 */
export type ForeignListener = (gameId: string | null, message: GameMessage | null) => void;

/** Told the SHA-256 of a token signed out on any process (its sockets close). */
export type SignOutListener = (tokenHash: string) => void;

export interface EventBus {
  /** Tells every subscriber of the game, in every process, in the order published. */
  publish(gameId: string, message: GameMessage): void;
  /**
   * Listens to a game's messages until the returned function is called; `resync` is told when
   * messages of the game may have been missed.
   */
  subscribe(gameId: string, listener: GameListener, resync?: ResyncListener): () => void;
  /** Tells this process's subscribers of the game (null: of every game) to catch up (`resync`). */
  resync(gameId: string | null): void;
  /** The games with a subscriber in this process. */
  subscribedGames(): string[];
  /** Listens to what other processes publish (never called by a bus of one process). */
  onForeign(listener: ForeignListener): () => void;
  /**
   * Whether every other process's messages reach this one now: false while a shared bus is cut
   * off (then anything kept in memory may be out of date).
   */
  isCoherent(): boolean;
  /**
   * How many times this process's link to the others has been cut so far (0 for one process): a
   * sign-out published during a cut may not have been heard here.
   */
  cuts(): number;
  /** Tells every process, this one included, that the token with this hash was signed out. */
  publishSignOut(tokenHash: string): void;
  /** Listens to sign-outs (this process's and the others') until the returned function is called. */
  onSignOut(listener: SignOutListener): () => void;
  close(): Promise<void>;
}
