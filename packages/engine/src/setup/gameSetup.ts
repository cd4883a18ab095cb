import { powerOf } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import type { GameSetup } from '../core/position.js';
import type { RuleSwitches } from '../core/rules.js';
import { holdablePowers } from '../turn/traits.js';

/** A game's setup with what follows from its gods: the sides whose worker order is part of the position. */
export function gameSetup(gods: readonly (GodName | null)[], start: number, rules: RuleSwitches): GameSetup {
  return { gods, start, rules, orderedSides: orderedSides(gods) };
}

/** A side's two workers are told apart when its seat can hold a power that tells them apart (Selene's). */
function orderedSides(gods: readonly (GodName | null)[]): number {
  let ordered = 0;
  gods.forEach((_, seat) => {
    if (holdablePowers(gods, seat).some((god) => powerOf(god).keepsWorkerOrder === true))
      ordered |= 1 << (gods.length === 4 ? seat & 1 : seat);
  });
  return ordered;
}
