import type { CliIo, TextSink } from './cliIo.js';
import { main } from './main.js';

export interface MemoryIoOptions {
  readonly stdinIsTTY?: boolean;
  readonly stdoutIsTTY?: boolean;
}

/** A CliIo over strings: stdin is the given text, and what is written can be read back. */
export interface MemoryIo extends CliIo {
  readonly stdoutText: () => string;
  readonly stderrText: () => string;
}

export function memoryIo(stdinText = '', options: MemoryIoOptions = {}): MemoryIo {
  const stdout = memorySink(options.stdoutIsTTY === true);
  const stderr = memorySink(false);
  return {
    stdin: textStream(stdinText),
    stdinIsTTY: options.stdinIsTTY === true,
    stdout,
    stderr,
    env: {},
    stdoutText: () => stdout.text,
    stderrText: () => stderr.text,
  };
}

export interface CapturedRun {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `santorini ARGV...` in this process with the given stdin text, capturing the output. */
export async function runCaptured(
  argv: readonly string[],
  stdinText = '',
  options: MemoryIoOptions = {},
): Promise<CapturedRun> {
  const io = memoryIo(stdinText, options);
  const status = await main(argv, io);
  return { status, stdout: io.stdoutText(), stderr: io.stderrText() };
}

function memorySink(isTTY: boolean): TextSink & { text: string } {
  const sink = {
    text: '',
    isTTY,
    write(text: string): boolean {
      sink.text += text;
      return true;
    },
  };
  return sink;
}

async function* textStream(text: string): AsyncGenerator<string> {
  await Promise.resolve();
  if (text !== '') yield text;
}
