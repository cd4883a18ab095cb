import type { PositionJson } from '@santorini/engine';
import type { TurnChooser } from '../ai/turnChooser.js';
import { firstLegalTurn } from './firstLegalTurn.js';
import { Refusal } from './refusal.js';

/** What the AI runner needs of the game service. */
export interface AiHost {
  /** The AI seat to move in a game now, or null when no AI seat is to move. */
  aiToMove(
    gameId: string,
  ): { readonly position: PositionJson; readonly level: number; readonly seq: number } | null;
  /** Plays the AI's turn through the same path as a player's: checked, recorded, published. */
  playAiTurn(gameId: string, seq: number, turn: string): Promise<void>;
}

/**
 * Plays the AI seats' turns: asks the TurnChooser (off the event loop) when an AI seat is to move,
 * at most one question a game at a time, then plays the answer as the service plays any turn; the
 * store's compare-and-set on seq keeps it to once even if asked twice.
 */
export class AiSeats {
  private readonly pending = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly chooser: TurnChooser,
    private readonly host: AiHost,
    private readonly log: (message: string) => void,
  ) {}

  /** Looks whether an AI seat is to move in the game, and if so sets it thinking. */
  poke(gameId: string): void {
    if (this.closed || this.pending.has(gameId)) return;
    const move = this.host.aiToMove(gameId);
    if (move === null) return;
    const controller = new AbortController();
    this.pending.set(gameId, controller);
    const task = this.think(gameId, move, controller).finally(() => {
      this.running.delete(task);
    });
    this.running.add(task);
  }

  private async think(
    gameId: string,
    move: { readonly position: PositionJson; readonly level: number; readonly seq: number },
    controller: AbortController,
  ): Promise<void> {
    let turn: string | undefined;
    try {
      turn = await this.chooser.chooseTurn(move.position, move.level, { signal: controller.signal });
    } catch (error) {
      if (this.closed) return;
      // The first legal turn instead, so that no game hangs on an AI that cannot answer.
      turn = firstLegalTurn(move.position);
      this.log(
        `game ${gameId}: the AI could not choose a turn (${String(error)}); playing ${turn ?? 'nothing'}`,
      );
    } finally {
      this.pending.delete(gameId);
    }
    if (turn === undefined || this.closed) return;
    try {
      await this.host.playAiTurn(gameId, move.seq, turn);
    } catch (error) {
      this.log(`game ${gameId}: the AI's turn ${turn} at seq ${move.seq} was not played (${String(error)})`);
      const fallback = firstLegalTurn(move.position);
      if (error instanceof Refusal && error.code === 'illegal' && fallback !== undefined && fallback !== turn)
        await this.host.playAiTurn(gameId, move.seq, fallback).catch(() => undefined);
    }
    // The next seat may be an AI's too; and a refused turn is asked again on the game as it is now.
    this.poke(gameId);
  }

  /** Resolves once no AI seat is thinking or playing (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const controller of this.pending.values()) controller.abort();
    await this.idle();
  }
}
