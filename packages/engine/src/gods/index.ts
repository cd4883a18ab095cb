import type { GodName } from './names.js';
import { NO_POWER } from './none.js';
import type { Power } from './power.js';

/** The registry: each god's module, keyed by name. The God Powers arrive with the next issue. */
const POWERS: Partial<Record<GodName, Power>> = {};

export const isImplemented = (god: GodName | null): boolean => god === null || POWERS[god] !== undefined;

export function powerOf(god: GodName | null): Power {
  if (god === null) return NO_POWER;
  const power = POWERS[god];
  if (power === undefined) throw new Error(`the power of ${god} is not implemented yet`);
  return power;
}
