import { forEachLegalTurn, positionToJson, type Position } from '@santorini/engine';
import { parseArgs } from 'node:util';
import type { CliIo, TextSink } from '../cliIo.js';
import { EXIT_MALFORMED, EXIT_OK, fail, readPositions, type Command } from './command.js';

/**
 * `santorini moves [--json]`: the legal turns of each position on stdin (spec §5). The turns are
 * written as they are generated, never held together: a Morpheus with many coins has millions.
 */
export const movesCommand: Command = async (args: readonly string[], io: CliIo) => {
  const { values } = parseArgs({ args: [...args], options: { json: { type: 'boolean' } }, strict: true });
  const positions = await readPositions(io, 'moves');
  if (!positions.ok) return fail(io, 'moves', positions.error, EXIT_MALFORMED);
  blockingWrites(io.stdout);
  const out = new ChunkedText(io.stdout);
  const several = positions.value.length > 1;
  for (const position of positions.value) {
    if (values.json === true) writeJsonLine(position, out);
    else writeText(position, out, several);
  }
  out.flush();
  return EXIT_OK;
};

/** Text gathered into writes of about 64 KB: one write per turn would be slow, one per list unbounded. */
class ChunkedText {
  private parts: string[] = [];
  private size = 0;

  constructor(private readonly sink: TextSink) {}

  add(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= 65_536) this.flush();
  }

  flush(): void {
    if (this.parts.length > 0) this.sink.write(this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
}

/**
 * Node writes to a pipe asynchronously, and the turns are generated without a pause in which the
 * queue could drain: everything would wait in memory. Blocking writes (libuv's, on the pipe's own
 * handle; files and terminals already block) keep the queue empty. A sink without one is left as is.
 */
function blockingWrites(sink: TextSink): void {
  const handle = (sink as { _handle?: { setBlocking?: (blocking: boolean) => unknown } })._handle;
  handle?.setBlocking?.(true);
}

/** A finished game has no turns to list, whatever the engine would generate. */
function eachTurn(position: Position, visit: Parameters<typeof forEachLegalTurn>[1]): void {
  if (position.winner === null) forEachLegalTurn(position, visit);
}

function writeText(position: Position, out: ChunkedText, several: boolean): void {
  eachTurn(position, (entry) => {
    out.add(`${entry.text}\n`);
  });
  if (several) out.add('\n');
}

function writeJsonLine(position: Position, out: ChunkedText): void {
  let first = true;
  out.add('[');
  eachTurn(position, (entry) => {
    const json = { turn: entry.text, position: positionToJson(entry.position), winner: entry.winner };
    out.add(`${first ? '' : ','}${JSON.stringify(json)}`);
    first = false;
  });
  out.add(']\n');
}
