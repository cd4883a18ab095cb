import { completesTower, type TurnEvent } from '../core/events.js';
import { given, InvalidField } from '../core/invalidField.js';
import { defineMemory, type MemoryContext } from '../core/memory.js';
import { hashText, mix32 } from '../core/seatMemory.js';
import type { Position } from '../core/position.js';
import { mulberry32, shuffled } from '../core/random.js';
import type { RuleSwitches } from '../core/rules.js';
import { MOVED_UP } from './athena.js';
import { BORROWED } from './circe.js';
import { isGodName, SIMPLE_GODS, type GodName } from '../core/godNames.js';
import { definePower } from './none.js';

/** Chaos's cards: the face-up Simple God, the face-down deck in draw order, the discards in order. */
export interface ChaosCards {
  readonly card: GodName;
  readonly deck: readonly GodName[];
  readonly discard: readonly GodName[];
}

/**
 * Chaos's memory (spec §2): `card`, `deck`, `discard`. Absent in JSON: the lowest-numbered free
 * Simple God face up, the others in number order, no discards; written only when it differs.
 */
export const CHAOS_CARDS = defineMemory<ChaosCards | null>({
  key: 'chaosCards',
  json: ['card', 'deck', 'discard'],
  holder: 'own',
  initial: null,
  start: (pos) => startCards(pos.setup.gods),
  parse: readCards,
  write(cards, { pos }) {
    if (cards === null) return {};
    const start = defaultChaosCards(pos.setup.gods);
    const { card, deck, discard } = cards;
    const isStart =
      start !== null && card === start.card && discard.length === 0 && deck.join() === start.deck.join();
    return isStart ? {} : { card, deck: [...deck], discard: [...discard] };
  },
  fact: (cards) => (cards === null ? null : { kind: 'card', god: cards.card, faceDown: cards.deck.length }),
  hash(cards) {
    if (cards === null) return 0;
    let h = mix32(hashText(cards.card) + 0x1000);
    for (const god of cards.deck) h = mix32(h ^ (hashText(god) + 0x2000));
    for (const god of cards.discard) h = mix32(h ^ (hashText(god) + 0x3000));
    return h | 1;
  },
});

/** The Simple Gods no player holds: Chaos's cards. */
const freeSimpleGods = (gods: readonly (GodName | null)[]): GodName[] =>
  SIMPLE_GODS.filter((god) => !gods.includes(god));

/** Chaos's cards at the start of a game without a shuffle: spec §2's default. */
function defaultChaosCards(gods: readonly (GodName | null)[]): { card: GodName; deck: GodName[] } | null {
  const [card, ...deck] = freeSimpleGods(gods);
  return card === undefined ? null : { card, deck };
}

function startCards(gods: readonly (GodName | null)[]): ChaosCards | null {
  const start = defaultChaosCards(gods);
  return start === null ? null : { ...start, discard: [] };
}

function simpleGod(value: unknown, field: string): GodName {
  const simple = SIMPLE_GODS;
  if (!isGodName(value) || !simple.includes(value))
    throw new InvalidField(field, {
      kind: 'notSimpleGod',
      first: simple[0] ?? 'apollo',
      last: simple[simple.length - 1] ?? 'prometheus',
      got: given(value),
    });
  return value;
}

function godList(value: unknown, field: string): GodName[] {
  if (!Array.isArray(value)) throw new InvalidField(field, { kind: 'notSimpleGods', got: given(value) });
  return value.map((item: unknown, index) => simpleGod(item, `${field}[${index}]`));
}

function readCards(raw: Readonly<Record<string, unknown>>, { pos, path }: MemoryContext): ChaosCards | null {
  const held = pos.setup.gods;
  const free = freeSimpleGods(held);
  const discard = raw.discard === undefined ? [] : godList(raw.discard, `${path}.discard`);
  const givenDeck = raw.deck === undefined ? undefined : godList(raw.deck, `${path}.deck`);
  let card: GodName | undefined = raw.card === undefined ? undefined : simpleGod(raw.card, `${path}.card`);
  const used = new Set<GodName>([...discard, ...(givenDeck ?? [])]);
  card ??= free.find((god) => !used.has(god));
  if (card === undefined) {
    if (free.length === 0) return null;
    throw new InvalidField(`${path}.card`, { kind: 'cardMissing' });
  }
  const deck = givenDeck ?? free.filter((god) => god !== card && !discard.includes(god));
  const seen = new Set<GodName>();
  for (const god of [card, ...deck, ...discard]) {
    if (held.includes(god))
      throw new InvalidField(`${path}.card`, { kind: 'cardHeld', god: 'chaos', card: god });
    if (seen.has(god)) throw new InvalidField(`${path}.deck`, { kind: 'cardTwice', god: 'chaos', card: god });
    seen.add(god);
  }
  const missing = free.filter((god) => !seen.has(god));
  if (missing.length > 0)
    throw new InvalidField(`${path}.deck`, { kind: 'cardsMissing', god: 'chaos', cards: missing });
  return { card, deck, discard };
}

/**
 * Chaos's cards at the start of a game with this seed (R20): the Simple Gods no player holds, in
 * number order, shuffled (Fisher–Yates, mulberry32 seeded with `seed`); the first is face up. No
 * Simple God is banned against a base-box power (rules.md §8), so none is left out of the deck.
 */
export function shuffledChaosCards(gods: readonly (GodName | null)[], seed: number): ChaosCards | null {
  const [card, ...deck] = shuffled(freeSimpleGods(gods), mulberry32(seed));
  return card === undefined ? null : { card, deck, discard: [] };
}

/** Chaos's cards in `pos` (null when its seat is out or no Simple God is free). */
export const chaosCards = (pos: Position, seat: number): ChaosCards | null => pos.memoryOf(seat, CHAOS_CARDS);

/**
 * Chaos (14), Setup + Any Time: Chaos has the power of the face-up Simple God (`card`), drawn from a
 * deck of the Simple Gods no player holds. The core's held.ts gives the Chaos seat its card's power
 * for every hook, so this module only switches the card.
 *
 * `afterAnyTurn` (the core calls it after every player's turn, teammates' and Dionysus's extra
 * turns included, unless the turn won): if a dome completing a tower was built during that turn
 * (R5; with `chaosAnyDome`, any dome), the card goes to the discards and the deck's first card is
 * drawn; an empty deck first takes the discards in the order discarded (R20, spec §2), so the
 * rules never draw at random — the game's setup shuffles the deck with its seed (setup.ts).
 * A switch ends the Athena effect (rules.md §9): the holder's `movedUp` lapses, and so does that of
 * Circe holding Chaos's power (R21: she has the face-up card while the deck stays with Chaos).
 */
export const CHAOS = definePower({
  god: 'chaos',
  number: 14,
  singleHolder: true,
  memory: [CHAOS_CARDS],
  holdablePowers: freeSimpleGods,
  setUp(pos, seat, seed) {
    pos.setMemoryOf(seat, CHAOS_CARDS, shuffledChaosCards(pos.setup.gods, seed));
  },
  heldPower: (pos, seat) => chaosCards(pos, seat)?.card ?? null,
  afterAnyTurn(pos, holder, _mover, events) {
    const cards = chaosCards(pos, holder);
    if (cards === null || !switchesCard(events, pos.rules)) return;
    pos.setMemoryOf(holder, CHAOS_CARDS, nextCard(cards));
    pos.setMemoryOf(holder, MOVED_UP, false);
    for (const other of pos.opponentsOf(holder))
      if (pos.memoryOf(other, BORROWED)) pos.setMemoryOf(other, MOVED_UP, false);
  },
});

/** Whether a turn that did `events` makes Chaos switch cards (R5, `chaosAnyDome`). */
export const switchesCard = (events: readonly TurnEvent[], rules: RuleSwitches): boolean =>
  events.some((event) => (rules.chaosAnyDome ? event.kind === 'build' && event.dome : completesTower(event)));

/** The cards after a switch: the card is discarded, then the first of the deck (or of the discards) is drawn. */
export function nextCard(cards: ChaosCards): ChaosCards {
  const discard = [...cards.discard, cards.card];
  const [card, ...deck] = cards.deck.length > 0 ? cards.deck : discard;
  if (card === undefined) return cards;
  return { card, deck, discard: cards.deck.length > 0 ? discard : [] };
}
