import type { GodName } from '../core/godNames.js';
import { powerOf } from '../gods/index.js';
import type { Power } from '../gods/power.js';
import type { MemoryField } from '../core/memory.js';
import { owned, type GameSetup, type Position } from '../core/position.js';

/**
 * Facts about a game's setup that the turn pipeline asks at every step, worked out once per setup:
 * whether any power is in play, and whether a power that changes who holds what (`holdablePowers`)
 * or that wins at any time (`winsAnyTime`) can be held.
 */
export interface SetupTraits {
  /** No seat has a God Power (the base game). */
  readonly noPowers: boolean;
  /** Some seat's card gives it other powers: the power a seat holds is not always its own god's. */
  readonly powersChange: boolean;
  /** Some seat can hold a power with a win that needs no move. */
  readonly winsAnyTime: boolean;
  /** Each seat's power while it is in the game, when that is always its own god's: null when `powersChange`. */
  readonly seatPowers: readonly Power[] | null;
  /** Each seat's own card's power (its setup facts and card hooks), whatever it holds. */
  readonly cards: readonly Power[];
  /** The seat whose power's side places first (`placesFirst`), or -1. */
  readonly placesFirst: number;
  /** The seats whose card reacts after any player's turn (`afterAnyTurn`). */
  readonly afterAnyTurnSeats: readonly number[];
  /** The memory fields of holdable powers that mark an extra turn. */
  readonly extraTurnFields: readonly MemoryField<boolean>[];
  /** The memory fields of holdable powers that lapse at the end of each of the holder's turns. */
  readonly lapsingFields: readonly MemoryField<unknown>[];
}

const BY_SETUP = new WeakMap<GameSetup, SetupTraits>();

/** The traits of `pos`'s setup (kept on the position, so that copies share them). */
export function setupTraits(pos: Position): SetupTraits {
  let traits = owned(pos).traitsCache as SetupTraits | undefined;
  if (traits === undefined) {
    traits = BY_SETUP.get(pos.setup);
    if (traits === undefined) {
      traits = traitsOf(pos.setup.gods);
      BY_SETUP.set(pos.setup, traits);
    }
    owned(pos).traitsCache = traits;
  }
  return traits;
}

function traitsOf(gods: readonly (GodName | null)[]): SetupTraits {
  const cards = gods.map(powerOf);
  const powersChange = cards.some((card) => card.holdablePowers !== undefined);
  const holdable = gods.flatMap((_, seat) => holdablePowers(gods, seat));
  const powers = [...new Set(holdable)].map(powerOf);
  return {
    noPowers: gods.every((god) => god === null),
    powersChange,
    winsAnyTime: powers.some((power) => power.winsAnyTime !== undefined),
    seatPowers: powersChange ? null : cards,
    cards,
    placesFirst: cards.findIndex((card) => card.placesFirst === true),
    afterAnyTurnSeats: [...cards.keys()].filter((seat) => cards[seat]?.afterAnyTurn !== undefined),
    extraTurnFields: powers.flatMap((power) => power.extraTurnMemory ?? []),
    lapsingFields: powers.flatMap((power) => (power.memory ?? []).filter((field) => field.lapsesAtEndOfTurn)),
  };
}

/** The powers the seat may hold during a game of `gods`: its own, and those its card can give it (Chaos, Circe). */
export function holdablePowers(gods: readonly (GodName | null)[], seat: number): (GodName | null)[] {
  const own = gods[seat] ?? null;
  return [own, ...(powerOf(own).holdablePowers?.(gods, seat) ?? [])];
}

/** Whether the power a seat holds may change during a game of `pos`'s setup (a card gives other powers: Chaos, Circe). */
export const heldPowersChange = (pos: Position): boolean => setupTraits(pos).powersChange;
