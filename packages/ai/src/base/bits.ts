/** Square-set helpers for the search's hot loops (sets are 25-bit integers, bit n = square n). */
export { popcount } from '@santorini/engine';

/** Index of the lowest square of a non-empty set. */
export const lowest = (set: number): number => 31 - Math.clz32(set & -set);

/** Height 0–3 of `sq` from the cumulative layers. */
export const heightAt = (l1: number, l2: number, l3: number, sq: number): number =>
  ((l1 >>> sq) & 1) + ((l2 >>> sq) & 1) + ((l3 >>> sq) & 1);

/** The squares a worker standing at `height` may step onto, by level (at most one up). */
export const climbable = (l2: number, l3: number, height: number): number =>
  height === 0 ? ~l2 : height === 1 ? ~l3 : -1;
