import type { PositionJson } from '@santorini/engine';
import { FairQueue } from '../ai/fairQueue.js';
import type { TurnChooser } from '../ai/turnChooser.js';
import { firstLegalTurn } from './firstLegalTurn.js';
import { Refusal } from './refusal.js';

/** An AI seat's turn to play. */
export interface AiMove {
  readonly position: PositionJson;
  readonly level: number;
  readonly seq: number;
  /** Whether a person still plays the game (it is served before games only AI seats play). */
  readonly forPerson: boolean;
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
 * Questions wait in a FairQueue as wide as the chooser's threads: games a person plays first, then
 * round-robin between games; the position and the time to think are read when the question's turn
 * comes, so that the seat thinks for its share of the time its clock has left after the wait.
 * Among several processes, the one that claims the game's seq thinks (the others look again when
 * its claim runs out, in case it died); the store's compare-and-set on seq keeps the turn to once
 * even if two were to answer.
 */
export class AiSeats {
  private readonly pending = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  /** Games held by another process's claim: looked at again when it runs out. */
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private readonly queue: FairQueue | null;
  private closed = false;

  constructor(
    private readonly chooser: TurnChooser,
    private readonly host: AiHost,
    private readonly log: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    const slots = chooser.capacity;
    this.queue = slots === undefined ? null : new FairQueue(slots);
  }

  /** Questions waiting for a thread (for monitoring and tests). */
  get queued(): number {
    return this.queue?.queued ?? 0;
  }

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

  private async think(gameId: string, first: AiMove, controller: AbortController): Promise<void> {
    let move = first;
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
    let asked: { move: AiMove; turn: string | undefined } | null;
    try {
      asked = await this.ask(gameId, move, controller.signal);
    } finally {
      this.pending.delete(gameId);
    }
    if (asked === null) {
      // The game moved on while the question waited: look at it as it is now.
      if (!this.closed) this.poke(gameId);
      return;
    }
    const { turn } = asked;
    move = asked.move;
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

  /**
   * Waits for the game's turn in the queue, then asks the chooser about the game as it is then: the
   * AI's move and turn (undefined when closed meanwhile), or null when it is no longer that seat's
   * move. A chooser that fails is answered with the first legal turn, so that no game hangs.
   */
  private async ask(
    gameId: string,
    queued: AiMove,
    signal: AbortSignal,
  ): Promise<{ move: AiMove; turn: string | undefined } | null> {
    let release: (() => void) | undefined;
    let move = queued;
    try {
      if (this.queue !== null) {
        release = await this.queue.acquire(gameId, queued.forPerson, signal);
        const current = this.host.aiToMove(gameId);
        if (current?.seq !== queued.seq) return null;
        move = current;
      }
      const options = move.timeMs === undefined ? { signal } : { signal, timeMs: move.timeMs };
      return { move, turn: await this.chooser.chooseTurn(move.position, move.level, options) };
    } catch (error) {
      if (this.closed) return { move, turn: undefined };
      const turn = firstLegalTurn(move.position);
      this.log(
        `game ${gameId}: the AI could not choose a turn (${String(error)}); playing ${turn ?? 'nothing'}`,
      );
      return { move, turn };
    } finally {
      release?.();
    }
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
