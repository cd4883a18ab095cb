import { restartGame } from '@santorini/engine';
import type { TextSink } from './cliIo.js';
import { Dialogue } from './dialogue.js';
import { GameSession, type GameEnd } from './gameSession.js';
import { startGame } from './play/gameStart.js';
import type { GodsChoice } from './play/godsChoice.js';
import type { LoadedGame } from './play/savedGame.js';
import type { SeatKind } from './play/seats.js';
import { askTable } from './play/setupDialogue.js';
import type { Table } from './play/table.js';
import type { Random } from './random.js';

export type { SeatKind } from './play/seats.js';
export type { GodsChoice } from './play/godsChoice.js';

export interface PlayOptions {
  readonly input: AsyncIterable<string | Uint8Array>;
  readonly output: TextSink;
  /** 2, 3 or 4; undefined asks (or follows from `seats` or a list of gods). */
  readonly players?: number;
  /** Who plays each seat; undefined asks at the start. */
  readonly seats?: readonly SeatKind[];
  /** How the powers are decided; undefined asks (a quick game has none). */
  readonly gods?: GodsChoice;
  /** A saved game to continue instead of a new one. */
  readonly load?: LoadedGame;
  readonly random: Random;
  readonly color: boolean;
  /** Write each answer after its prompt: for input that is not a terminal (which echoes itself). */
  readonly echoInput: boolean;
}

/**
 * Games in the terminal for 2 to 4 players, people at one keyboard or random players, with or
 * without God Powers. Every rejected input is explained; end of input quits. Returns the exit status.
 */
export async function play(options: PlayOptions): Promise<number> {
  const dialogue = new Dialogue(options.input, options.output, options.echoInput);
  try {
    dialogue.say('Santorini: move a worker, then build. Reach level 3 to win. Type "help" at any time.');
    const table =
      options.load === undefined ? await askTable(options, dialogue) : loadedTable(options.load, options);
    if (table === undefined) return 0;
    await playGames(table, dialogue, options);
    dialogue.say('Bye.');
    return 0;
  } finally {
    await dialogue.close();
  }
}

async function playGames(table: Table, dialogue: Dialogue, options: PlayOptions): Promise<void> {
  let loaded = options.load;
  // A loaded game that started from a position is played again from that position.
  const fromPosition = loaded?.game.record.position === undefined ? undefined : restartGame(loaded.game);
  for (;;) {
    const game = loaded?.game ?? fromPosition ?? (await startGame(table, dialogue, options.random));
    if (game === undefined) return;
    const session = new GameSession(game, table.seats, dialogue, options, loaded !== undefined);
    loaded = undefined;
    const end: GameEnd = await session.run();
    if (end === 'quit') return;
    if ((await askYesNo('Show the game record? [y/N] ', dialogue)) === true) dialogue.say(session.record);
    if ((await askYesNo('Play again? [y/N] ', dialogue)) !== true) return;
  }
}

/** A loaded game keeps its powers for the next game; its seats come from the flags or the record. */
function loadedTable(load: LoadedGame, options: PlayOptions): Table {
  const gods = load.game.record.players.map((player) => player.god);
  return { seats: options.seats ?? load.savedSeats, gods: { kind: 'list', gods } };
}

async function askYesNo(prompt: string, dialogue: Dialogue): Promise<boolean | undefined> {
  const answer = (await dialogue.ask(prompt))?.toLowerCase();
  if (answer === undefined) return undefined;
  return answer === 'y' || answer === 'yes';
}
