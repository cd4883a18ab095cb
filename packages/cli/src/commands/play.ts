import { parseArgs } from 'node:util';
import type { CliIo } from '../cliIo.js';
import { play, type SeatKind } from '../play.js';
import { randomSeed, seededRandom } from '../random.js';
import { UsageError } from '../usage.js';
import type { Command } from './command.js';

/** `santorini play [--vs human|random] [--seed N]`: a game in the terminal. */
export const playCommand: Command = (args: readonly string[], io: CliIo) => {
  const { values } = parseArgs({
    args: [...args],
    options: { vs: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
  });
  const opponent = values.vs === undefined ? undefined : parseOpponent(values.vs);
  const seed = values.seed === undefined ? randomSeed() : parseSeed(values.seed);
  return play({
    input: io.stdin,
    output: io.stdout,
    seats: opponent === undefined ? undefined : ['human', opponent],
    random: seededRandom(seed),
    color: io.stdout.isTTY === true && io.env?.NO_COLOR === undefined,
    echoInput: !io.stdinIsTTY,
  });
};

function parseOpponent(text: string): SeatKind {
  if (text === 'human' || text === 'random') return text;
  throw new UsageError(`--vs must be 'human' or 'random', got '${text}'`);
}

function parseSeed(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff) {
    throw new UsageError(`--seed must be a whole number from 0 to 4294967295, got '${text}'`);
  }
  return Number(text);
}
