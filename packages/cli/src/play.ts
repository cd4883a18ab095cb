import type { TextSink } from './cliIo.js';
import { Dialogue } from './dialogue.js';
import { GameSession, type SeatKind } from './gameSession.js';
import type { Random } from './random.js';

export type { SeatKind } from './gameSession.js';

export interface PlayOptions {
  readonly input: AsyncIterable<string | Uint8Array>;
  readonly output: TextSink;
  /** Who plays seats A and B; undefined asks at the start. */
  readonly seats: readonly [SeatKind, SeatKind] | undefined;
  readonly random: Random;
  readonly color: boolean;
  /** Write each answer after its prompt: for input that is not a terminal (which echoes itself). */
  readonly echoInput: boolean;
}

/**
 * A game in the terminal between two people at one keyboard, or against a random player.
 * Every rejected input is explained; end of input quits. Returns the exit status.
 */
export async function play(options: PlayOptions): Promise<number> {
  const dialogue = new Dialogue(options.input, options.output, options.echoInput);
  try {
    dialogue.say('Santorini: move a worker, then build. Reach level 3 to win. Type "help" at any time.');
    const seats = options.seats ?? (await askSeats(dialogue));
    if (seats === undefined) return 0;
    for (;;) {
      const end = await new GameSession(seats, dialogue, options).run();
      if (end === 'quit') break;
      const answer = (await dialogue.ask('Play again? [y/N] '))?.toLowerCase();
      if (answer !== 'y' && answer !== 'yes') break;
    }
    dialogue.say('Bye.');
    return 0;
  } finally {
    await dialogue.close();
  }
}

async function askSeats(dialogue: Dialogue): Promise<[SeatKind, SeatKind] | undefined> {
  const seats: SeatKind[] = [];
  for (const letter of ['A', 'B']) {
    for (;;) {
      const answer = await dialogue.ask(`Who plays ${letter}: human or random? [human] `);
      if (answer === undefined) return undefined;
      const kind = parseSeatKind(answer.toLowerCase());
      if (kind !== undefined) {
        seats.push(kind);
        break;
      }
      dialogue.say(`Please answer "human" or "random" (not "${answer}").`);
    }
  }
  const [a = 'human', b = 'human'] = seats;
  return [a, b];
}

function parseSeatKind(answer: string): SeatKind | undefined {
  if (answer === '' || answer === 'h' || answer === 'human') return 'human';
  if (answer === 'r' || answer === 'random') return 'random';
  return undefined;
}
