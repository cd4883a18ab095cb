import type { GodName } from './godNames.js';

/**
 * What a seat's power holds now, as data: the apps put it into words (`powerState`). Each power
 * declares its own with its memory (`MemoryField.fact`); the coming powers' tokens and heroes are
 * new kinds here, and the compiler then lists every app that must say them.
 */
export type PowerFact =
  /** The face-up card whose power the seat has (Chaos), and how many cards lie face down. */
  | { readonly kind: 'card'; readonly god: GodName; readonly faceDown: number }
  /** The seat holds an opponent's power for now (Circe): `god` is that opponent's. */
  | { readonly kind: 'borrowed'; readonly god: GodName }
  /** An opponent holds this seat's power for now: `by` is the opponent's own god. */
  | { readonly kind: 'taken'; readonly by: GodName }
  /** A worker of the seat moved up on its last turn (Athena): opponents cannot move up. */
  | { readonly kind: 'movedUp' }
  /** Coins on the seat's card (Morpheus). */
  | { readonly kind: 'coins'; readonly count: number }
  /** The seat's turn now is an extra turn (Dionysus). */
  | { readonly kind: 'extraTurn' };

export type PowerFactKind = PowerFact['kind'];

/** The order facts are listed in: what the seat has, what it lost, then what it remembers. */
export const POWER_FACT_ORDER: readonly PowerFactKind[] = [
  'card',
  'borrowed',
  'taken',
  'movedUp',
  'coins',
  'extraTurn',
];

/** How a power takes workers off the board at the end of its turn, where apps name it apart (Medusa's petrification). */
export type EndOfTurnRemoval = 'petrified';
