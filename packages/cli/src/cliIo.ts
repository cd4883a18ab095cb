/** Where a command writes text: process.stdout in production, a capture in tests. */
export interface TextSink {
  write(text: string): unknown;
  /** True when this is a terminal (colour and prompts make sense). */
  readonly isTTY?: boolean;
}

/** The streams a command sees, injectable so tests drive `main` without spawning a process. */
export interface CliIo {
  readonly stdin: AsyncIterable<string | Uint8Array>;
  readonly stdinIsTTY: boolean;
  readonly stdout: TextSink;
  readonly stderr: TextSink;
  /** Environment variables consulted (only NO_COLOR); absent means none. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export function processIo(): CliIo {
  // A reader that goes away (`santorini moves | head`) is not an error of ours: stop quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') process.stderr.write(`santorini: cannot write output: ${error.message}\n`);
    process.exit(error.code === 'EPIPE' ? 0 : 3);
  });
  return {
    stdin: process.stdin,
    stdinIsTTY: process.stdin.isTTY,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  };
}

/** Reads a stream to its end as UTF-8 text, without a leading byte-order mark. */
export async function readText(source: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of source)
    text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  text += decoder.decode();
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
