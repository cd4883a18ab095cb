import { describe, expect, it } from 'vitest';
import { FairQueue } from './fairQueue.js';

describe('FairQueue', () => {
  it('admits one waiter a group at a time, even with slots free', async () => {
    const queue = new FairQueue(2);
    const first = await queue.acquire('game', false);
    let second: (() => void) | undefined;
    void queue.acquire('game', false).then((release) => (second = release));
    const other = await queue.acquire('other', false);
    await Promise.resolve();
    expect(second).toBeUndefined();
    expect([queue.busy, queue.queued]).toEqual([2, 1]);
    first();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second).toBeDefined();
    other();
    second?.();
    expect(queue.busy).toBe(0);
  });

  it('lets a waiter that gives up leave the queue', async () => {
    const queue = new FairQueue(1);
    const held = await queue.acquire('a', false);
    const controller = new AbortController();
    const waiting = queue.acquire('b', true, controller.signal);
    controller.abort(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
    expect(queue.queued).toBe(0);
    held();
    expect(queue.busy).toBe(0);
  });
});
