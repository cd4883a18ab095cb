/** A small seeded generator (mulberry32): the same seed replays the same random opponent. */
export interface Random {
  /** A whole number from 0 to n - 1. */
  below(n: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const nextUnit = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { below: (n: number) => Math.floor(nextUnit() * n) };
}

export const randomSeed = (): number => Math.floor(Math.random() * 4294967296);
