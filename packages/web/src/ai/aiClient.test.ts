import { applyTurnText, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { currentPosition } from '../game/localGame.js';
import { gameFrom } from '../testing/games.js';
import { AiClient, type AiTurn, type AiWorker } from './aiClient.js';
import { answer, newSearcher } from './chooseTurn.js';
import type { AiMessage, AiRequest } from './protocol.js';

/**
 * A worker that runs the real search at once in Node but holds back what it posts until the test
 * delivers it, the way a busy worker's messages wait while the page does something else.
 */
class HeldWorker implements AiWorker {
  onmessage: ((event: MessageEvent<AiMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly requests: AiRequest[] = [];
  readonly held: AiMessage[] = [];
  terminated = false;

  postMessage(request: AiRequest): void {
    this.requests.push(request);
    const reply = answer(newSearcher(), request, (progress) => this.held.push(progress));
    this.held.push(reply);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Posts the held messages that `which` picks (all by default), in order. */
  deliver(which: (message: AiMessage) => boolean = () => true): void {
    for (const message of this.held.filter(which))
      this.onmessage?.({ data: message } as MessageEvent<AiMessage>);
  }
}

const isProgress = (message: AiMessage) => 'progress' in message;

/** A client whose workers are HeldWorkers, listed in the order they were started. */
function heldClient(): { client: AiClient; workers: HeldWorker[] } {
  const workers: HeldWorker[] = [];
  const client = new AiClient(() => {
    const worker = new HeldWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}

/** A base-game position after placement and one turn each. */
const midGame = (): Position =>
  currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3', 'd4-d3 +e3']));

const settledYet = async (promise: Promise<unknown>): Promise<boolean> => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return settled;
};

const isLegal = (pos: Position, turn: AiTurn) => turn.turn !== null && applyTurnText(pos, turn.turn).ok;

describe('the AI client', () => {
  it("answers with the worker's turn and reports every completed depth on the way", async () => {
    const { client, workers } = heldClient();
    const pos = midGame();
    const depths: number[] = [];
    const turn = client.chooseTurn(pos, 6, 1, (depth) => depths.push(depth));
    expect(client.busy).toBe(true);
    workers[0]?.deliver();
    const played = await turn;
    expect(isLegal(pos, played)).toBe(true);
    expect(played.early).toBe(false);
    expect(depths.length).toBeGreaterThan(0);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(depths.at(-1)).toBe(played.depth);
    expect(client.busy).toBe(false);
  });

  it('"Move now" stops the worker and plays the best turn of the deepest completed depth', async () => {
    const { client, workers } = heldClient();
    const pos = midGame();
    const turn = client.chooseTurn(pos, 6, 1);
    const worker = workers[0];
    if (worker === undefined) throw new Error('no worker started');
    worker.deliver(isProgress);
    const deepest = worker.held.filter(isProgress).at(-1);
    if (deepest === undefined || !('progress' in deepest)) throw new Error('the search reported no depth');

    expect(client.moveNow()).toBe(true);
    const played = await turn;
    expect(worker.terminated).toBe(true);
    expect(played).toEqual({ turn: deepest.progress.turn, depth: deepest.progress.depth, early: true });
    expect(isLegal(pos, played)).toBe(true);
    // The stopped worker's late answer changes nothing.
    worker.deliver();
    expect(client.busy).toBe(false);
  });

  it('"Move now" before any depth is done asks a fresh worker for a one-ply turn', async () => {
    const { client, workers } = heldClient();
    const pos = midGame();
    const turn = client.chooseTurn(pos, 6, 3);
    expect(client.moveNow()).toBe(true);
    expect(workers[0]?.terminated).toBe(true);
    expect(await settledYet(turn)).toBe(false);
    // Asking again while the quick search runs neither restarts it nor answers twice.
    expect(client.moveNow()).toBe(true);
    expect(workers).toHaveLength(2);
    const quick = workers[1];
    expect(quick?.requests).toEqual([{ ...workers[0]?.requests[0], quick: true }]);
    quick?.deliver();
    const played = await turn;
    expect(played.early).toBe(true);
    expect(played.depth).toBe(1);
    expect(isLegal(pos, played)).toBe(true);
  });

  it('cancel drops the search: no answer comes, and the next request gets a new worker', async () => {
    const { client, workers } = heldClient();
    const pos = midGame();
    const dropped = client.chooseTurn(pos, 6, 1);
    client.cancel();
    expect(workers[0]?.terminated).toBe(true);
    expect(client.moveNow()).toBe(false);
    workers[0]?.deliver();
    expect(await settledYet(dropped)).toBe(false);

    const next = client.chooseTurn(pos, 6, 2);
    expect(workers).toHaveLength(2);
    workers[1]?.deliver();
    expect(isLegal(pos, await next)).toBe(true);
  });

  it('a new request drops the one in flight; answers to the old one are ignored', async () => {
    const { client, workers } = heldClient();
    const first = midGame();
    const old = client.chooseTurn(first, 6, 1);
    const second = applyTurnText(first, 'b3-b2 +b3');
    if (!second.ok) throw new Error(second.error.message);
    const latest = client.chooseTurn(second.value, 6, 1);
    workers[0]?.deliver();
    expect(await settledYet(old)).toBe(false);
    expect(client.busy).toBe(true);
    workers[1]?.deliver();
    expect(isLegal(second.value, await latest)).toBe(true);
  });

  it("rejects with the worker's error, naming what failed", async () => {
    const { client, workers } = heldClient();
    const turn = client.chooseTurn(midGame(), 6, 1);
    workers[0]?.onerror?.({ message: 'SyntaxError: bad chunk' } as ErrorEvent);
    await expect(turn).rejects.toThrow('the AI worker failed: SyntaxError: bad chunk');
    expect(client.busy).toBe(false);
  });
});
