import { excerpt, quoteText } from '@santorini/engine';
import { processIo, type CliIo } from './cliIo.js';
import { analyzeCommand } from './commands/analyze.js';
import { applyCommand } from './commands/apply.js';
import { arenaCommand } from './commands/arena.js';
import { botCommand } from './commands/bot.js';
import { EXIT_INTERNAL, EXIT_MALFORMED, EXIT_OK, type Command } from './commands/command.js';
import { engineCommand } from './commands/engine.js';
import { movesCommand } from './commands/moves.js';
import { perftCommand } from './commands/perft.js';
import { playCommand } from './commands/play.js';
import { COMMAND_USAGE, USAGE, UsageError } from './usage.js';

const COMMANDS: Readonly<Record<string, Command>> = {
  moves: movesCommand,
  apply: applyCommand,
  perft: perftCommand,
  play: playCommand,
  engine: engineCommand,
  analyze: analyzeCommand,
  arena: arenaCommand,
  bot: botCommand,
};

const HELP_WORDS = new Set(['-h', '--help', 'help']);

/** The longest message line about bad arguments, and about an internal error. */
const USAGE_ERROR_LIMIT = 400;
const INTERNAL_ERROR_LIMIT = 400;

/** Own properties only: a command named `toString` must not find Object.prototype's. */
const lookup = <T>(table: Readonly<Record<string, T>>, name: string | undefined): T | undefined =>
  name !== undefined && Object.hasOwn(table, name) ? table[name] : undefined;

/**
 * Runs `santorini ARGS...` and returns the exit status. Nothing escapes as an exception: bad
 * arguments are exit 2 with the usage, and an unexpected failure is one line and exit 3.
 */
export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...args] = argv;
  try {
    if (name === undefined) throw new UsageError('no command given');
    if (HELP_WORDS.has(name)) {
      io.stdout.write(lookup(COMMAND_USAGE, args[0]) ?? USAGE);
      return EXIT_OK;
    }
    const command = lookup(COMMANDS, name);
    if (command === undefined) throw new UsageError(`unknown command ${quoteText(name)}`);
    if (args.includes('--help') || (name !== 'apply' && args.includes('-h'))) {
      io.stdout.write(lookup(COMMAND_USAGE, name) ?? USAGE);
      return EXIT_OK;
    }
    return await command(args, io);
  } catch (error) {
    if (isUsageError(error)) {
      const message = argumentsShortened(error.message, argv);
      io.stderr.write(`santorini: ${message}\n\n${lookup(COMMAND_USAGE, name) ?? USAGE}`);
      return EXIT_MALFORMED;
    }
    io.stderr.write(`santorini: internal error: ${excerpt(describe(error), INTERNAL_ERROR_LIMIT)}\n`);
    return EXIT_INTERNAL;
  }
}

/** Our own UsageError, or node:util parseArgs rejecting an option or argument. */
function isUsageError(error: unknown): error is Error {
  if (error instanceof UsageError) return true;
  if (!(error instanceof Error) || !('code' in error)) return false;
  return typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS');
}

/**
 * node:util parseArgs, and a few of our own messages, repeat an argument as it was typed: a long
 * one, or one with a newline, is shown by its one-line start instead.
 */
function argumentsShortened(message: string, argv: readonly string[]): string {
  let text = message;
  for (const arg of argv) {
    const short = excerpt(arg);
    if (short !== arg) text = text.split(arg).join(short);
  }
  return excerpt(text, USAGE_ERROR_LIMIT);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
