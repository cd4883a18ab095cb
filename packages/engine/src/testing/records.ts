import fc from 'fast-check';
import type { Position } from '../core/position.js';
import { recordFromSetup, type GameRecord } from '../record/record.js';
import { RULE_SWITCH_NAMES, type RuleSwitches } from '../core/rules.js';
import { initialPosition, randomGods, startingPosition } from '../setup/setup.js';
import { legalTurns } from '../turn/legalTurns.js';
import { mulberry32, pick } from './random.js';
import { unwrap } from './unwrap.js';

/** How the record's gods came about. */
export type Dealing = 'challenger' | 'unrecorded' | 'none';

export interface RecordRecipe {
  readonly players: number;
  readonly seed: number;
  readonly rules: readonly (keyof RuleSwitches)[];
  readonly dealing: Dealing;
  readonly names: readonly (string | undefined)[];
  /** Seeds the choice of turns. */
  readonly play: number;
  readonly maxTurns: number;
}

/** A played game: its record, and the positions the turns were chosen in (then the last one). */
export interface PlayedGame {
  readonly record: GameRecord;
  readonly positions: Position[];
}

/**
 * A real game: gods dealt by `randomGods` (or no gods, 2 players only, for `none`), then random
 * legal turns from `legalTurns` until a win, no legal turn, or `maxTurns`.
 */
export function playRandomGame(recipe: RecordRecipe): PlayedGame {
  const rules = Object.fromEntries(recipe.rules.map((name) => [name, true])) as Partial<RuleSwitches>;
  const players = recipe.dealing === 'none' ? 2 : recipe.players;
  const setup = unwrap(randomGods(players, recipe.seed, rules));
  const named = recipe.names.slice(0, players);
  const dealt = unwrap(recordFromSetup(setup));
  const record: GameRecord = {
    ...dealt,
    players: dealt.players.map((player, seat) => {
      const god = recipe.dealing === 'none' ? null : player.god;
      const name = named[seat];
      return name === undefined ? { god } : { god, name };
    }),
  };
  if (recipe.dealing !== 'challenger') delete record.setup;
  let position =
    recipe.dealing === 'none'
      ? unwrap(startingPosition([null, null], record.start, rules, record.seed))
      : unwrap(initialPosition(setup));
  const positions = [position];
  const random = mulberry32(recipe.play);
  while (record.turns.length < recipe.maxTurns && position.winner === null) {
    const chosen = pick(legalTurns(position), random);
    if (chosen === undefined) break;
    record.turns.push(chosen.text);
    position = chosen.position;
    positions.push(position);
  }
  return { record, positions };
}

/** Names people might type, quotes, commas, backslashes and a lone `?` included. */
export const arbitraryName = fc
  .oneof(
    fc.constantFrom(
      'Ann',
      'Bob',
      '?',
      '??',
      'O"Neil',
      'Smith, Jr.',
      'back\\slash',
      '[x "y"]',
      'Zoë 🎲',
      'a\\,b',
    ),
    fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' }),
  )
  // eslint-disable-next-line no-control-regex -- names refuse control characters
  .filter((name) => name !== '' && name.trim() === name && !/[\u0000-\u001f\u007f]/.test(name));

export const arbitraryRecipe = (maxTurns: number): fc.Arbitrary<RecordRecipe> =>
  fc.record({
    players: fc.integer({ min: 2, max: 4 }),
    seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
    rules: fc.subarray([...RULE_SWITCH_NAMES]),
    dealing: fc.constantFrom<Dealing>('challenger', 'challenger', 'unrecorded', 'none'),
    names: fc.array(fc.option(arbitraryName, { nil: undefined }), { minLength: 4, maxLength: 4 }),
    play: fc.integer(),
    maxTurns: fc.integer({ min: 0, max: maxTurns }),
  });
