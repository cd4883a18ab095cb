/**
 * Which worker is which from one board to the next, so a worker that changes squares is the same
 * drawing gliding over, not one vanishing and another appearing. The board only says where workers
 * stand; a worker still on its square (same side) keeps its id, and the others are paired by side
 * and model, nearest first, which also follows both workers of a swap or a push.
 */

export interface TrackedWorker {
  readonly id: number;
  readonly square: number;
  /** Workers are only paired within the same kind: the side and, for Selene, the sex. */
  readonly kind: string;
}

export interface PlacedWorker {
  readonly square: number;
  readonly kind: string;
}

const distance = (a: number, b: number): number =>
  Math.max(Math.abs((a % 5) - (b % 5)), Math.abs(Math.floor(a / 5) - Math.floor(b / 5)));

/** Ids for `next` (in its order): carried over from `previous` where the worker is the same one. */
export function trackWorkers(
  previous: readonly TrackedWorker[],
  next: readonly PlacedWorker[],
  firstFreeId: number,
): TrackedWorker[] {
  const ids: (number | null)[] = next.map(() => null);
  const unused = new Set(previous);
  next.forEach((worker, index) => {
    const stayed = [...unused].find((old) => old.square === worker.square && old.kind === worker.kind);
    if (stayed === undefined) return;
    ids[index] = stayed.id;
    unused.delete(stayed);
  });
  next.forEach((worker, index) => {
    if (ids[index] !== null) return;
    let nearest: TrackedWorker | undefined;
    for (const old of unused)
      if (
        old.kind === worker.kind &&
        (nearest === undefined ||
          distance(old.square, worker.square) < distance(nearest.square, worker.square))
      )
        nearest = old;
    if (nearest === undefined) return;
    ids[index] = nearest.id;
    unused.delete(nearest);
  });
  let free = Math.max(firstFreeId, ...previous.map((old) => old.id + 1));
  return next.map((worker, index) => ({ ...worker, id: ids[index] ?? free++ }));
}
