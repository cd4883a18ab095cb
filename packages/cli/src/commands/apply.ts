import { applyTurn, formatPosition, parseTurn, quoteText, type Turn } from '@santorini/engine';
import type { CliIo } from '../cliIo.js';
import { UsageError } from '../usage.js';
import { EXIT_ILLEGAL, EXIT_MALFORMED, EXIT_OK, fail, readOnePosition, type Command } from './command.js';

/**
 * `santorini apply TURN...`: applies the turns to the one position on stdin (spec §5).
 * Every turn's grammar is checked before stdin is read, so a typo fails fast even at a terminal.
 */
export const applyCommand: Command = async (args: readonly string[], io: CliIo) => {
  const texts = turnArguments(args);
  const turns: Turn[] = [];
  for (const [index, text] of texts.entries()) {
    const parsed = parseTurn(text);
    if (!parsed.ok)
      return fail(
        io,
        'apply',
        `malformed turn ${name(texts, index)}: ${parsed.error.message}`,
        EXIT_MALFORMED,
      );
    turns.push(parsed.value);
  }

  const start = await readOnePosition(io, 'apply', undefined);
  if (!start.ok) return fail(io, 'apply', start.error, EXIT_MALFORMED);
  let position = start.value;
  for (const [index, turn] of turns.entries()) {
    const applied = applyTurn(position, turn);
    if (!applied.ok)
      return fail(io, 'apply', `illegal turn ${name(texts, index)}: ${applied.error.message}`, EXIT_ILLEGAL);
    position = applied.value;
  }
  io.stdout.write(`${formatPosition(position)}\n`);
  return EXIT_OK;
};

/**
 * Turns may start with `-` (Ares's `-e4`), so only `--long` words are options here, and `--`
 * ends them.
 */
function turnArguments(args: readonly string[]): string[] {
  const separator = args.indexOf('--');
  const before = separator < 0 ? args : args.slice(0, separator);
  const after = separator < 0 ? [] : args.slice(separator + 1);
  const option = before.find((arg) => arg.startsWith('--'));
  if (option !== undefined) throw new UsageError(`unknown option ${quoteText(option)} for apply`);
  return [...before, ...after];
}

/** `"b2-b3 +b4"`, with its place in the list when there are several turns. */
function name(texts: readonly string[], index: number): string {
  const quoted = quoteText(texts[index] ?? '');
  return texts.length > 1 ? `${quoted} (turn ${index + 1} of ${texts.length})` : quoted;
}
