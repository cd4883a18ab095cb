import type { SquareView, WorkerView } from './boardState.js';
import { STILL, type SquareMotion } from './squareSvg.js';

const sameWorker = (a: WorkerView | null, b: WorkerView | null): boolean =>
  a !== null && b !== null && a.side === b.side && a.female === b.female && a.letter === b.letter;

const fileOf = (square: number) => square % 5;
const rankOf = (square: number) => Math.floor(square / 5);

/**
 * What changed on each square between two drawings, for the board's short animations: a worker
 * that arrived (and from where: the nearest square that lost a worker like it — so a swap or a push
 * moves both workers), a block or dome built, a block removed.
 */
export function squareMotions(
  before: readonly SquareView[] | null,
  after: readonly SquareView[],
): SquareMotion[] {
  if (before === null) return after.map(() => STILL);
  const left = before
    .map((view, square) => ({ square, worker: view.worker }))
    .filter(({ square, worker }) => worker !== null && !sameWorker(worker, after[square]?.worker ?? null));
  return after.map((view, square) => {
    const old = before[square];
    if (old === undefined) return STILL;
    let arrivedFrom: [number, number] | null = null;
    if (view.worker !== null && !sameWorker(view.worker, old.worker)) {
      const origin = nearest(
        left.filter((gone) => sameWorker(gone.worker, view.worker)).map((gone) => gone.square),
        square,
      );
      if (origin !== null) arrivedFrom = [fileOf(origin) - fileOf(square), rankOf(square) - rankOf(origin)];
    }
    const built = view.level > old.level || (view.dome && !old.dome);
    const removedLevel = view.level < old.level ? old.level : null;
    if (arrivedFrom === null && !built && removedLevel === null) return STILL;
    return { arrivedFrom, built, removedLevel };
  });
}

function nearest(squares: readonly number[], to: number): number | null {
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const square of squares) {
    const distance = Math.max(Math.abs(fileOf(square) - fileOf(to)), Math.abs(rankOf(square) - rankOf(to)));
    if (distance < bestDistance) {
      best = square;
      bestDistance = distance;
    }
  }
  return best;
}
