/**
 * Fan-out of a game's live messages (the socket messages of spec §7) to everyone watching it.
 * In-process here (localBus.ts); a Redis implementation carries them between server processes.
 */
export type GameMessage = Readonly<Record<string, unknown>> & { readonly type: string };

export type GameListener = (message: GameMessage) => void;

export interface EventBus {
  /** Tells every subscriber of the game, in the order published. */
  publish(gameId: string, message: GameMessage): void;
  /** Listens to a game's messages until the returned function is called. */
  subscribe(gameId: string, listener: GameListener): () => void;
  close(): Promise<void>;
}
