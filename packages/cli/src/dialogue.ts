import type { TextSink } from './cliIo.js';
import { LineReader } from './lineReader.js';

/**
 * Prompts and answers on a pair of streams. With `echo`, each answer is written after its prompt,
 * so a transcript of piped input reads like the terminal session would.
 */
export class Dialogue {
  private readonly lines: LineReader;

  constructor(
    input: AsyncIterable<string | Uint8Array>,
    private readonly output: TextSink,
    private readonly echo: boolean,
  ) {
    this.lines = new LineReader(input);
  }

  say(text: string): void {
    this.output.write(`${text}\n`);
  }

  /** Shows the prompt and waits for a line: trimmed, or undefined at the end of input. */
  async ask(prompt: string): Promise<string | undefined> {
    this.output.write(prompt);
    const line = await this.lines.next();
    if (line === undefined) this.output.write('\n');
    else if (this.echo) this.output.write(`${line}\n`);
    return line?.trim();
  }

  close(): Promise<void> {
    return this.lines.close();
  }
}
