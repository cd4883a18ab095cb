import { emptyPosition, ok, perft, quoteText } from '@santorini/engine';
import { parseArgs } from 'node:util';
import type { CliIo } from '../cliIo.js';
import { UsageError } from '../usage.js';
import { wholeNumberIn } from '../wholeNumber.js';
import { EXIT_MALFORMED, EXIT_OK, fail, readOnePosition, type Command } from './command.js';

/** The largest depth perft takes (three digits, as always): deeper than any count could finish. */
export const MAX_PERFT_DEPTH = 999;

/** `santorini perft N`: the leaf count N turns deep from the position on stdin (spec §5). */
export const perftCommand: Command = async (args: readonly string[], io: CliIo) => {
  // A negative depth is a number out of range, not an unknown option.
  const negative = args.find((arg) => /^-\d/.test(arg));
  const { positionals } =
    negative === undefined
      ? parseArgs({ args: [...args], options: {}, allowPositionals: true, strict: true })
      : { positionals: args };
  const depth = parseDepth(positionals);
  // A terminal on stdin means nobody is piping a position in: start from the empty board.
  const start = io.stdinIsTTY
    ? ok(emptyPosition(2))
    : await readOnePosition(io, 'perft', () => emptyPosition(2));
  if (!start.ok) return fail(io, 'perft', start.error, EXIT_MALFORMED);
  io.stdout.write(`${perft(start.value, depth)}\n`);
  return EXIT_OK;
};

function parseDepth(positionals: readonly string[]): number {
  const [text, ...extra] = positionals;
  if (text === undefined) throw new UsageError('perft needs a depth N');
  if (extra.length > 0) throw new UsageError(`perft takes one depth, got also ${quoteText(extra.join(' '))}`);
  const depth = wholeNumberIn(text, { what: 'the perft depth', min: 0, max: MAX_PERFT_DEPTH });
  if (!depth.ok) throw new UsageError(depth.error);
  return depth.value;
}
