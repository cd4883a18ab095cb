import { SQUARE_COUNT, type Square } from './square.js';

/**
 * One atomic step of a turn (spec §3). A turn is the list of its steps in the order they happen.
 * Consequences the rules fix (a swap, a push, a removal) are not steps.
 */
export type Step =
  | { readonly kind: 'place'; readonly to: Square }
  | { readonly kind: 'move'; readonly from: Square; readonly to: Square }
  /**
   * `builder` is the square of the worker that builds. In a parsed turn it is undefined when the
   * text carried no prefix (the builder is then the turn's last mover); in generated turns it is
   * always set. `dome` is true only for a dome below level 3 (`+sqD`).
   */
  | { readonly kind: 'build'; readonly at: Square; readonly dome: boolean; readonly builder?: Square }
  | { readonly kind: 'force'; readonly from: Square; readonly to: Square }
  | { readonly kind: 'remove'; readonly at: Square }
  | { readonly kind: 'pass' };

export type Turn = readonly Step[];

export type StepKind = Step['kind'];

const isSquareIndex = (sq: Square): boolean => sq >= 0 && sq < SQUARE_COUNT && sq === (sq | 0);

// Generated turns share one frozen object per step: generators make millions of steps.
const PLACES: readonly Step[] = Array.from({ length: SQUARE_COUNT }, (_, to) =>
  Object.freeze({ kind: 'place', to }),
);
const MOVES: readonly Step[] = Array.from({ length: SQUARE_COUNT * SQUARE_COUNT }, (_, i) =>
  Object.freeze({ kind: 'move', from: (i / SQUARE_COUNT) | 0, to: i % SQUARE_COUNT }),
);
/** Index ((builder * 25) + at) * 2 + dome. */
const BUILDS: readonly Step[] = Array.from({ length: SQUARE_COUNT * SQUARE_COUNT * 2 }, (_, i) =>
  Object.freeze({
    kind: 'build',
    at: (i >> 1) % SQUARE_COUNT,
    dome: (i & 1) === 1,
    builder: ((i >> 1) / SQUARE_COUNT) | 0,
  }),
);

export const place = (to: Square): Step =>
  (isSquareIndex(to) ? PLACES[to] : undefined) ?? { kind: 'place', to };
export const move = (from: Square, to: Square): Step =>
  (isSquareIndex(from) && isSquareIndex(to) ? MOVES[from * SQUARE_COUNT + to] : undefined) ?? {
    kind: 'move',
    from,
    to,
  };
export const build = (at: Square, builder: Square, dome = false): Step =>
  (isSquareIndex(at) && isSquareIndex(builder)
    ? BUILDS[(builder * SQUARE_COUNT + at) * 2 + (dome ? 1 : 0)]
    : undefined) ?? { kind: 'build', at, dome, builder };
export const force = (from: Square, to: Square): Step => ({ kind: 'force', from, to });
export const remove = (at: Square): Step => ({ kind: 'remove', at });
export const PASS: Step = { kind: 'pass' };

/** Steps are equal when they name the same action; an unset builder matches any builder. */
export function sameStep(a: Step, b: Step): boolean {
  switch (a.kind) {
    case 'place':
      return b.kind === 'place' && a.to === b.to;
    case 'move':
    case 'force':
      return b.kind === a.kind && a.from === b.from && a.to === b.to;
    case 'build':
      return (
        b.kind === 'build' &&
        a.at === b.at &&
        a.dome === b.dome &&
        (a.builder === undefined || b.builder === undefined || a.builder === b.builder)
      );
    case 'remove':
      return b.kind === 'remove' && a.at === b.at;
    case 'pass':
      return b.kind === 'pass';
  }
}
