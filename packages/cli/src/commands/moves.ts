import { legalTurns, positionToJson, type Position } from '@santorini/engine';
import { parseArgs } from 'node:util';
import type { CliIo } from '../cliIo.js';
import { EXIT_MALFORMED, EXIT_OK, fail, readPositions, type Command } from './command.js';

/** `santorini moves [--json]`: the legal turns of each position on stdin (spec §5). */
export const movesCommand: Command = async (args: readonly string[], io: CliIo) => {
  const { values } = parseArgs({ args: [...args], options: { json: { type: 'boolean' } }, strict: true });
  const positions = await readPositions(io, 'moves');
  if (!positions.ok) return fail(io, 'moves', positions.error, EXIT_MALFORMED);
  const format = values.json === true ? movesJsonLine : movesText;
  const several = positions.value.length > 1;
  io.stdout.write(positions.value.map((position) => format(position, several)).join(''));
  return EXIT_OK;
};

/** A finished game has no turns to list, whatever the engine would generate. */
function turnsOf(position: Position): ReturnType<typeof legalTurns> {
  return position.winner === null ? legalTurns(position) : [];
}

function movesText(position: Position, several: boolean): string {
  const lines = turnsOf(position).map((entry) => `${entry.text}\n`);
  return lines.join('') + (several ? '\n' : '');
}

function movesJsonLine(position: Position): string {
  const entries = turnsOf(position).map((entry) => ({
    turn: entry.text,
    position: positionToJson(entry.position),
    winner: entry.winner,
  }));
  return `${JSON.stringify(entries)}\n`;
}
