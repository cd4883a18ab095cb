export { mulberry32 } from '../core/random.js';

export const pick = <T>(items: readonly T[], random: () => number): T | undefined =>
  items[Math.floor(random() * items.length)];
