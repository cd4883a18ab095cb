import type { PositionJson } from '@santorini/engine';
import type { TurnChooser } from '../ai/turnChooser.js';
import { firstLegalTurn } from './firstLegalTurn.js';
import { Refusal } from './refusal.js';

/** An AI seat's turn to play. */
export interface AiMove {
  readonly position: PositionJson;
  readonly level: number;
  readonly seq: number;
  /** How long it may think (a share of its clock); absent without a real-time clock. */
  readonly timeMs?: number;
}

/** What the AI runner needs of the game service. */
export interface AiHost {
  /** The AI seat to move in a game now, or null when no AI seat is to move. */
  aiToMove(gameId: string): AiMove | null;
  /** Plays the AI's turn through the same path as a player's: checked, recorded, published. */
  playAiTurn(gameId: string, seq: number, turn: string): Promise<void>;
  /**
   * Claims the game's work at `seq` for this process (among several on one database): true, or
   * until when (epoch ms) another process holds it.
   */
  claim(gameId: string, seq: number): Promise<true | number>;
}

/** How soon a claim that failed (the store did not answer) is tried again. */
const CLAIM_RETRY_MS = 1000;

/**
 * Plays the AI seats' turns: asks the TurnChooser (off the event loop) when an AI seat is to move,
 * at most one question a game at a time, then plays the answer as the service plays any turn.
 * Among several processes, the one that claims the game's seq thinks (the others look again when
 * its claim runs out, in case it died); the store's compare-and-set on seq keeps the turn to once
 * even if two were to answer.
 */
export class AiSeats {
  private readonly pending = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  /** Games held by another process's claim: looked at again when it runs out. */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly chooser: TurnChooser,
    private readonly host: AiHost,
    private readonly log: (message: string) => void,
    private readonly now: () => number = Date.now,
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

  private async think(gameId: string, move: AiMove, controller: AbortController): Promise<void> {
    let claimed: true | number;
    try {
      claimed = await this.host.claim(gameId, move.seq);
    } catch (error) {
      this.log(`game ${gameId}: the AI seat's turn could not be claimed (${String(error)}); trying again`);
      claimed = this.now() + CLAIM_RETRY_MS;
    }
    // Closing aborts every pending question: then nothing is asked.
    if (claimed !== true || controller.signal.aborted) {
      this.pending.delete(gameId);
      if (claimed !== true && !controller.signal.aborted) this.retryAt(gameId, claimed);
      return;
    }
    let turn: string | undefined;
    try {
      const { signal } = controller;
      const options = move.timeMs === undefined ? { signal } : { signal, timeMs: move.timeMs };
      turn = await this.chooser.chooseTurn(move.position, move.level, options);
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

  private retryAt(gameId: string, at: number): void {
    clearTimeout(this.retries.get(gameId));
    const timer = setTimeout(
      () => {
        this.retries.delete(gameId);
        this.poke(gameId);
      },
      Math.max(0, at - this.now()) + 50,
    );
    timer.unref();
    this.retries.set(gameId, timer);
  }

  /** Resolves once no AI seat is thinking or playing (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    for (const controller of this.pending.values()) controller.abort();
    await this.idle();
  }
}
