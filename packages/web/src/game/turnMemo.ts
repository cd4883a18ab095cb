import { nextSteps, type Position, type StepOptions, type Turn } from '@santorini/engine';

/**
 * One answer per position and turn-so-far: positions are values and a game's `prefix` array is
 * never changed in place, so the same pair always gets the same answer. A click asks for the same
 * options several times (the click, the board, the status line, the controls); the engine works
 * them out once. Forgotten with the position or the prefix.
 */
export function memoByTurn<T>(
  compute: (pos: Position, prefix: Turn) => T,
): (pos: Position, prefix: Turn) => T {
  const known = new WeakMap<Position, WeakMap<Turn, T>>();
  return (pos, prefix) => {
    let byPrefix = known.get(pos);
    if (byPrefix === undefined) {
      byPrefix = new WeakMap();
      known.set(pos, byPrefix);
    }
    if (byPrefix.has(prefix)) return byPrefix.get(prefix) as T;
    const answer = compute(pos, prefix);
    byPrefix.set(prefix, answer);
    return answer;
  };
}

/** The engine's next steps, worked out once per position and turn so far (see memoByTurn). */
export const memoNextSteps: (pos: Position, prefix: Turn) => StepOptions = memoByTurn(nextSteps);
