import { gameFromSetup, newGame, randomGods, type Game, type GodName, type Setup } from '@santorini/engine';
import type { Dialogue } from '../dialogue.js';
import type { Random } from '../random.js';
import { challengerSetup } from './challengerDialogue.js';
import { seatGodsTable } from './godTable.js';
import { playerLabel } from './seatLabels.js';
import type { Table } from './table.js';

/**
 * Decides the powers of one game as the table asked: none, a list, random (engine `randomGods`,
 * seeded from `random`) or the Challenger's setup at the keyboard, and starts the engine's game
 * with them. Returns undefined when input ends.
 */
export async function startGame(table: Table, dialogue: Dialogue, random: Random): Promise<Game | undefined> {
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
      dialogue.say(`Random gods:\n${dealtTable(dealt.value, table.seats)}`);
      return fromSetup(dealt.value);
    }
    case 'challenger': {
      const setup = await challengerSetup(table.seats, seed, dialogue, random);
      return setup === undefined ? undefined : fromSetup(setup);
    }
  }
}

function fromGods(gods: readonly (GodName | null)[], seed: number): Game {
  const game = newGame({ gods, seed });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

function fromSetup(setup: Setup): Game {
  const game = gameFromSetup(setup);
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** Each seat's dealt power, and who starts. */
function dealtTable(setup: Setup, seats: Table['seats']): string {
  const start = setup.start ?? 0;
  return `${seatGodsTable(setup.gods)}\n${playerLabel(seats, start, setup.gods[start] ?? null)} is the Start Player.`;
}
