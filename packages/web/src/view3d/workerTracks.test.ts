import { describe, expect, it } from 'vitest';
import { trackWorkers } from './workerTracks.js';

describe('trackWorkers', () => {
  it('numbers new workers from the first free id', () => {
    const placed = trackWorkers(
      [],
      [
        { square: 6, kind: 'a' },
        { square: 18, kind: 'b' },
      ],
      0,
    );
    expect(placed.map((worker) => worker.id)).toEqual([0, 1]);
  });

  it('keeps the id of a worker that stays and of one that moves to a neighbouring square', () => {
    const before = trackWorkers(
      [],
      [
        { square: 6, kind: 'a' },
        { square: 8, kind: 'a' },
        { square: 18, kind: 'b' },
      ],
      0,
    );
    // The a worker on 8 moves to 9; the list is in square order, so indices shift too.
    const after = trackWorkers(
      before,
      [
        { square: 6, kind: 'a' },
        { square: 9, kind: 'a' },
        { square: 18, kind: 'b' },
      ],
      0,
    );
    expect(after.map((worker) => [worker.square, worker.id])).toEqual([
      [6, 0],
      [9, 1],
      [18, 2],
    ]);
  });

  it('follows both workers of a swap, by kind', () => {
    const before = trackWorkers(
      [],
      [
        { square: 6, kind: 'a' },
        { square: 7, kind: 'b' },
      ],
      0,
    );
    const after = trackWorkers(
      before,
      [
        { square: 6, kind: 'b' },
        { square: 7, kind: 'a' },
      ],
      0,
    );
    expect(after.map((worker) => [worker.square, worker.kind, worker.id])).toEqual([
      [6, 'b', 1],
      [7, 'a', 0],
    ]);
  });

  it('pairs a moved worker with the nearest one of its kind that left', () => {
    const before = trackWorkers(
      [],
      [
        { square: 0, kind: 'a' },
        { square: 24, kind: 'a' },
      ],
      0,
    );
    const after = trackWorkers(
      before,
      [
        { square: 1, kind: 'a' },
        { square: 24, kind: 'a' },
      ],
      0,
    );
    expect(after.map((worker) => worker.id)).toEqual([0, 1]);
    const far = trackWorkers(
      before,
      [
        { square: 0, kind: 'a' },
        { square: 23, kind: 'a' },
      ],
      0,
    );
    expect(far.map((worker) => worker.id)).toEqual([0, 1]);
  });

  it('gives a worker that appears (a new game) a fresh id, never one in use', () => {
    const before = trackWorkers([], [{ square: 0, kind: 'a' }], 0);
    const after = trackWorkers(
      before,
      [
        { square: 0, kind: 'a' },
        { square: 5, kind: 'b' },
      ],
      0,
    );
    expect(after.map((worker) => worker.id)).toEqual([0, 1]);
  });
});
