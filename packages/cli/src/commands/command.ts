import type { Position, Result } from '@santorini/engine';
import { readText, type CliIo } from '../cliIo.js';
import { parsePositionsInput } from '../positionInput.js';

/** A subcommand: takes the arguments after its name, returns the exit status. */
export type Command = (args: readonly string[], io: CliIo) => Promise<number>;

export const EXIT_OK = 0;
export const EXIT_ILLEGAL = 1;
export const EXIT_MALFORMED = 2;
export const EXIT_INTERNAL = 3;

/** Writes one error line for `santorini <command>` and returns the exit status to use. */
export function fail(io: CliIo, command: string, message: string, status: number): number {
  io.stderr.write(`santorini ${command}: ${message}\n`);
  return status;
}

export async function readPositions(io: CliIo, command: string): Promise<Result<Position[], string>> {
  // At a terminal nothing seems to happen while we wait for input: say what we wait for.
  if (io.stdinIsTTY) io.stderr.write(`santorini ${command}: reading positions as JSON; end with Ctrl-D\n`);
  return parsePositionsInput(await readText(io.stdin));
}

/** The one position `apply` and `perft` need; `whenEmpty` supplies it when stdin has none. */
export async function readOnePosition(
  io: CliIo,
  command: string,
  whenEmpty: (() => Position) | undefined,
): Promise<Result<Position, string>> {
  const positions = await readPositions(io, command);
  if (!positions.ok) return positions;
  const [first, ...rest] = positions.value;
  if (first === undefined) {
    return whenEmpty === undefined
      ? { ok: false, error: 'expected one position on stdin, got none' }
      : { ok: true, value: whenEmpty() };
  }
  if (rest.length > 0) {
    return { ok: false, error: `expected one position on stdin, got ${positions.value.length}` };
  }
  return { ok: true, value: first };
}
