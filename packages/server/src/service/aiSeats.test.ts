import type { PositionJson } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnChooser } from '../ai/turnChooser.js';
import { AiSeats, type AiHost, type AiMove } from './aiSeats.js';
import { until } from '../testing/until.js';

/**
 * A slow chooser with one thread, as the worker pool is on a small machine: one search at a time,
 * the rest waiting in its own first-come queue; each search ends when the test says so. Positions
 * are stand-ins that name their game.
 */
class SlowChooser implements TurnChooser {
  readonly capacity = 1;
  /** The games whose searches began, in order. */
  readonly started: string[] = [];
  private readonly waiting: { game: string; answer: (turn: string) => void }[] = [];
  private searching: { game: string; answer: (turn: string) => void } | undefined;

  chooseTurn(position: PositionJson, _level: number, options?: { signal?: AbortSignal }): Promise<string> {
    const game = (position as unknown as { game: string }).game;
    return new Promise((answer, fail) => {
      options?.signal?.addEventListener('abort', () => {
        fail(new Error('aborted'));
      });
      this.waiting.push({ game, answer });
      this.next();
    });
  }

  /** Ends the search under way. */
  finish(): void {
    this.searching?.answer('turn');
    this.searching = undefined;
    this.next();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private next(): void {
    if (this.searching !== undefined) return;
    this.searching = this.waiting.shift();
    if (this.searching !== undefined) this.started.push(this.searching.game);
  }
}

/** Games whose AI seats move `turns` times each; `people` are the games a person plays. */
class Host implements AiHost {
  private readonly seqs = new Map<string, number>();
  private readonly positions = new Map<string, PositionJson>();

  constructor(
    private readonly people: ReadonlySet<string>,
    private readonly turns: number,
  ) {}

  aiToMove(gameId: string): AiMove | null {
    const seq = this.seqs.get(gameId) ?? 0;
    if (seq >= this.turns) return null;
    let position = this.positions.get(gameId);
    if (position === undefined) {
      position = { game: gameId } as unknown as PositionJson;
      this.positions.set(gameId, position);
    }
    return { position, level: 1, seq, forPerson: this.people.has(gameId) };
  }

  playAiTurn(gameId: string, seq: number): Promise<void> {
    this.seqs.set(gameId, seq + 1);
    return Promise.resolve();
  }

  claim(): Promise<true> {
    return Promise.resolve(true);
  }
}

const seats: AiSeats[] = [];
afterEach(async () => {
  await Promise.all(seats.splice(0).map((ai) => ai.close()));
});

describe('the AI seats’ queue', () => {
  it('serves a game a person plays before games only AI seats play, and each game one search at a time in turn', async () => {
    const chooser = new SlowChooser();
    const ai = new AiSeats(chooser, new Host(new Set(['person']), 2), () => undefined);
    seats.push(ai);
    const flood = ['ai1', 'ai2', 'ai3', 'ai4'];
    for (const game of flood) ai.poke(game);
    await until(() => chooser.started.length === 1, 1000, 2);
    ai.poke('person');
    const served = async (count: number) => {
      while (chooser.started.length < count) {
        const before = chooser.started.length;
        chooser.finish();
        await until(() => chooser.started.length > before, 1000, 2);
      }
    };
    await served(2);
    // The person's game comes next, whatever the flood queued before it.
    expect(chooser.started).toEqual(['ai1', 'person']);
    await served(10);
    // Round-robin then: no game is asked twice while another waits, and the person's game, back
    // in the queue after its turn is played, goes before the rest again.
    expect(chooser.started).toEqual([
      'ai1',
      'person',
      'ai2',
      'person',
      'ai3',
      'ai4',
      'ai1',
      'ai2',
      'ai3',
      'ai4',
    ]);
  });
});
