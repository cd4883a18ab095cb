import { heldGod } from './held.js';
import { defaultChaosCards, SIMPLE_GODS } from './gods/setupRules.js';
import { godTitle, isGodName, type GodName } from './gods/names.js';
import { MAX_COINS } from './gods/morpheus.js';
import type { ChaosCards } from './memory.js';
import type { Position } from './position.js';

/** A position field that breaks spec §2: `field` is its JSON path. */
export class InvalidField extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
  }
}

const describe = (value: unknown): string => {
  const text = JSON.stringify(value) as string | undefined;
  return text ?? String(value);
};

function flag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean')
    throw new InvalidField(field, `expected true or false, got ${describe(value)}`);
  return value;
}

function godList(value: unknown, field: string): GodName[] {
  if (!Array.isArray(value))
    throw new InvalidField(field, `expected an array of Simple Gods, got ${describe(value)}`);
  return value.map((item: unknown, index) => simpleGod(item, `${field}[${index}]`));
}

function simpleGod(value: unknown, field: string): GodName {
  if (!isGodName(value) || !SIMPLE_GODS.includes(value))
    throw new InvalidField(field, `expected a Simple God (apollo … prometheus), got ${describe(value)}`);
  return value;
}

/**
 * Reads a seat's power memory fields (spec §2) into `pos`, whose workers, toMove and winner are set.
 * A field on a player whose power cannot use it is an error; absent fields keep their defaults.
 */
export function applyMemory(pos: Position, seat: number, raw: Record<string, unknown>, path: string): void {
  const god = pos.godOf(seat);
  const owner = (field: string, who: string): never => {
    throw new InvalidField(`${path}.${field}`, `only a player holding ${who} has "${field}"`);
  };
  if (raw.borrowed !== undefined) {
    if (god !== 'circe') owner('borrowed', 'Circe');
    pos.setMemory(seat, { borrowed: flag(raw.borrowed, `${path}.borrowed`) });
  }
  // An eliminated Chaos has no cards (spec §2.2: its power and memory are gone).
  if (god === 'chaos' && !pos.isOut(seat)) pos.setChaos(readChaos(pos, raw, path));
  else for (const field of ['card', 'deck', 'discard']) if (raw[field] !== undefined) owner(field, 'Chaos');
  if (raw.coins !== undefined) {
    const opponentIsMorpheus = pos.opponentsOf(seat).some((other) => pos.godOf(other) === 'morpheus');
    if (god !== 'morpheus' && !(god === 'circe' && opponentIsMorpheus))
      owner('coins', 'Morpheus (or Circe against him)');
    const coins = raw.coins;
    if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 0 || coins > MAX_COINS)
      throw new InvalidField(
        `${path}.coins`,
        `expected a whole number 0–${MAX_COINS}, got ${describe(coins)}`,
      );
    pos.setMemory(seat, { coins });
  }
  if (raw.movedUp !== undefined) {
    if (heldGod(pos, seat) !== 'athena') owner('movedUp', "Athena's power");
    pos.setMemory(seat, { movedUp: flag(raw.movedUp, `${path}.movedUp`) });
  }
  if (raw.extraTurn !== undefined) {
    if (heldGod(pos, seat) !== 'dionysus') owner('extraTurn', "Dionysus's power");
    const extraTurn = flag(raw.extraTurn, `${path}.extraTurn`);
    if (extraTurn && pos.turn !== seat)
      throw new InvalidField(
        `${path}.extraTurn`,
        `an extra turn belongs to the player to move (toMove is ${pos.turn})`,
      );
    pos.setMemory(seat, { extraTurn });
  }
}

function readChaos(pos: Position, raw: Record<string, unknown>, path: string): ChaosCards | null {
  const held = pos.setup.gods;
  const free = SIMPLE_GODS.filter((god) => !held.includes(god));
  const discard = raw.discard === undefined ? [] : godList(raw.discard, `${path}.discard`);
  const givenDeck = raw.deck === undefined ? undefined : godList(raw.deck, `${path}.deck`);
  let card: GodName | undefined = raw.card === undefined ? undefined : simpleGod(raw.card, `${path}.card`);
  const used = new Set<GodName>([...discard, ...(givenDeck ?? [])]);
  card ??= free.find((god) => !used.has(god));
  if (card === undefined) {
    if (free.length === 0) return null;
    throw new InvalidField(`${path}.card`, 'missing: every Simple God is in the deck or the discards');
  }
  const deck = givenDeck ?? free.filter((god) => god !== card && !discard.includes(god));
  const all = [card, ...deck, ...discard];
  const seen = new Set<GodName>();
  for (const god of all) {
    if (held.includes(god))
      throw new InvalidField(
        `${path}.card`,
        `${godTitle(god)} is held by a player, so it is not in Chaos's cards`,
      );
    if (seen.has(god))
      throw new InvalidField(`${path}.deck`, `${godTitle(god)} appears twice among Chaos's cards`);
    seen.add(god);
  }
  const missing = free.filter((god) => !seen.has(god));
  if (missing.length > 0)
    throw new InvalidField(`${path}.deck`, `Chaos's cards miss ${missing.map(godTitle).join(', ')}`);
  return { card, deck, discard };
}

/** The memory fields of a seat as JSON, omitting those at their start-of-game value. */
export function memoryJson(pos: Position, seat: number): Record<string, unknown> {
  const memory = pos.memory[seat];
  const out: Record<string, unknown> = {};
  if (memory?.movedUp === true) out.movedUp = true;
  if (memory !== undefined && memory.coins > 0) out.coins = memory.coins;
  if (memory?.borrowed === true) out.borrowed = true;
  if (memory?.extraTurn === true) out.extraTurn = true;
  if (pos.godOf(seat) === 'chaos' && pos.chaos !== null) {
    const start = defaultChaosCards(pos.setup.gods);
    const { card, deck, discard } = pos.chaos;
    const isStart =
      start !== null && card === start.card && discard.length === 0 && deck.join() === start.deck.join();
    if (!isStart) Object.assign(out, { card, deck: [...deck], discard: [...discard] });
  }
  return out;
}
