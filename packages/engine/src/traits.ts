import type { GodName } from './gods/names.js';
import { SIMPLE_GODS } from './gods/setupRules.js';
import { isImplemented, powerOf } from './gods/index.js';
import type { Power } from './gods/power.js';
import type { GameSetup, Position } from './position.js';

/**
 * Facts about a game's setup that the turn pipeline asks at every step, worked out once per setup:
 * whether any power is in play, and whether a power that changes who holds what (Circe, Chaos) or
 * that wins at any time (Chronus) can be held.
 */
export interface SetupTraits {
  /** No seat has a God Power (the base game). */
  readonly noPowers: boolean;
  /** Some seat holds Circe or Chaos: the power a seat holds is not always its own god's. */
  readonly powersChange: boolean;
  /** Some seat can hold a power with a win that needs no move (Chronus). */
  readonly winsAnyTime: boolean;
  /**
   * Each seat's power while it is in the game, when that is always its own god's: null when
   * `powersChange`, or when a god's power is not implemented (powerOf then says so).
   */
  readonly seatPowers: readonly Power[] | null;
}

const BY_SETUP = new WeakMap<GameSetup, SetupTraits>();

/** The traits of `pos`'s setup (kept on the position, so that copies share them). */
export function setupTraits(pos: Position): SetupTraits {
  let traits = pos.traitsCache as SetupTraits | undefined;
  if (traits === undefined) {
    traits = BY_SETUP.get(pos.setup);
    if (traits === undefined) {
      traits = traitsOf(pos.setup.gods);
      BY_SETUP.set(pos.setup, traits);
    }
    pos.traitsCache = traits;
  }
  return traits;
}

function traitsOf(gods: readonly (GodName | null)[]): SetupTraits {
  const powersChange = gods.includes('circe') || gods.includes('chaos');
  // Chaos holds one of the Simple Gods' cards (spec §2: positions are checked for it).
  const holdable: readonly (GodName | null)[] = gods.includes('chaos') ? [...gods, ...SIMPLE_GODS] : gods;
  return {
    noPowers: gods.every((god) => god === null),
    powersChange,
    winsAnyTime: holdable.some((god) => isImplemented(god) && powerOf(god).winsAnyTime !== undefined),
    seatPowers: powersChange || !gods.every(isImplemented) ? null : gods.map(powerOf),
  };
}
