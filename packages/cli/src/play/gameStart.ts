import {
  initialPosition,
  randomGods,
  startingPosition,
  type GodName,
  type Position,
  type RuleSwitches,
  type Setup,
} from '@santorini/engine';
import type { Dialogue } from '../dialogue.js';
import type { Random } from '../random.js';
import { challengerSetup } from './challengerDialogue.js';
import { seatGodsTable } from './godTable.js';
import { seatLetter } from './seats.js';
import type { Table } from './table.js';

/** How a game began: what its record keeps (spec §4), and the position it starts from. */
export interface GameStart {
  readonly gods: readonly (GodName | null)[];
  readonly start: number;
  /** The rule switches that are on (rules.md Part A); play sets none, a loaded record may. */
  readonly rules: Partial<RuleSwitches>;
  /** The game's seed (it shuffles Chaos's deck, R20). */
  readonly seed: number;
  /** The Challenger's offer, when the powers were offered and chosen (or dealt at random). */
  readonly setup: { readonly challenger: number; readonly offered: readonly GodName[] } | null;
  readonly position: Position;
}

/**
 * Decides the powers of one game as the table asked: none, a list, random (engine `randomGods`,
 * seeded from `random`) or the Challenger's setup at the keyboard. Returns undefined when input ends.
 */
export async function startGame(
  table: Table,
  dialogue: Dialogue,
  random: Random,
): Promise<GameStart | undefined> {
  const players = table.seats.length;
  const seed = random.below(2 ** 32);
  switch (table.gods.kind) {
    case 'none':
      return fromGods(new Array<null>(players).fill(null), seed);
    case 'list':
      return fromGods(table.gods.gods, seed);
    case 'random': {
      const dealt = randomGods(players, seed);
      if (!dealt.ok) throw new Error(dealt.error.message);
      dialogue.say(`Random gods:\n${dealtTable(dealt.value)}`);
      return fromSetup(dealt.value);
    }
    case 'challenger': {
      const setup = await challengerSetup(table.seats, seed, dialogue, random);
      return setup === undefined ? undefined : fromSetup(setup);
    }
  }
}

function fromGods(gods: readonly (GodName | null)[], seed: number): GameStart {
  const position = startingPosition(gods, 0, {}, seed);
  if (!position.ok) throw new Error(position.error.message);
  return { gods, start: 0, rules: {}, seed, setup: null, position: position.value };
}

function fromSetup(setup: Setup): GameStart {
  const position = initialPosition(setup);
  if (!position.ok) throw new Error(position.error.message);
  return {
    gods: setup.gods,
    start: setup.start ?? 0,
    rules: {},
    seed: setup.seed,
    setup: { challenger: setup.challenger ?? 0, offered: setup.offered },
    position: position.value,
  };
}

/** Each seat's dealt power, and who starts. */
function dealtTable(setup: Setup): string {
  return `${seatGodsTable(setup.gods)}\nPlayer ${seatLetter(setup.start ?? 0)} is the Start Player.`;
}
