import type { GodName } from './gods/names.js';

/**
 * What a seat's power remembers between turns (spec §2, power memory). Every field at its default
 * is "absent" in JSON.
 */
export interface SeatMemory {
  /** Athena's power: one of this seat's workers moved up during its last turn. */
  readonly movedUp: boolean;
  /** Morpheus: pieces on his card (the start-of-turn gain of a seat to move not yet added). */
  readonly coins: number;
  /** Circe: she holds her opponent's power since the start of her last turn. */
  readonly borrowed: boolean;
  /** Dionysus: this seat is to move and the turn is an extra turn. */
  readonly extraTurn: boolean;
}

export const NO_MEMORY: SeatMemory = { movedUp: false, coins: 0, borrowed: false, extraTurn: false };

/** Chaos's cards: the face-up Simple God, the face-down deck in draw order, the discards in order. */
export interface ChaosCards {
  readonly card: GodName;
  readonly deck: readonly GodName[];
  readonly discard: readonly GodName[];
}

/** A 32-bit mix (murmur3's finaliser) for hashing values that have no key table. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** Hash words [hi, lo] of one seat's memory; 0, 0 for the defaults. */
export function seatMemoryKey(seat: number, memory: SeatMemory): [number, number] {
  if (memory === NO_MEMORY) return [0, 0];
  const packed =
    (memory.movedUp ? 1 : 0) | (memory.borrowed ? 2 : 0) | (memory.extraTurn ? 4 : 0) | (memory.coins << 3);
  if (packed === 0) return [0, 0];
  const seed = mix32(packed * 8 + seat + 0x51ed270b);
  return [seed, mix32(seed ^ 0x27d4eb2f)];
}

/** Hash words [hi, lo] of Chaos's cards. */
export function chaosKey(cards: ChaosCards | null, godIndex: (god: GodName) => number): [number, number] {
  if (cards === null) return [0, 0];
  let h = mix32(godIndex(cards.card) + 0x1000);
  for (const god of cards.deck) h = mix32(h ^ (godIndex(god) + 0x2000));
  for (const god of cards.discard) h = mix32(h ^ (godIndex(god) + 0x3000));
  return [h, mix32(h ^ 0x165667b1)];
}
