import { mulberry32 } from '@santorini/engine';

/** A seeded draw of whole numbers: the same seed replays the same random opponent. */
export interface Random {
  /** A whole number from 0 to n - 1. */
  below(n: number): number;
}

/** Whole numbers drawn from the engine's seeded generator (`mulberry32`). */
export function seededRandom(seed: number): Random {
  const nextUnit = mulberry32(seed);
  return { below: (n: number) => Math.floor(nextUnit() * n) };
}

export const randomSeed = (): number => Math.floor(Math.random() * 4294967296);
