/**
 * Reads a stream one line at a time, for interactive play. Lines already received are kept, so
 * input that arrives all at once (a pipe, a test script) is not lost between prompts.
 */
export class LineReader {
  private readonly chunks: AsyncIterator<string | Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';
  /**
   * Text after `buffer` that holds no newline, kept in pieces: a long line is joined once when its
   * end arrives, not once per chunk (which took 30 s for a 50 MB line).
   */
  private partial: string[] = [];
  private ended = false;

  constructor(source: AsyncIterable<string | Uint8Array>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** The next line without its line ending, or undefined at the end of input. */
  async next(): Promise<string | undefined> {
    for (;;) {
      const newline = this.buffer.indexOf('\n');
      if (newline >= 0) {
        const line = this.buffer.slice(0, newline);
        this.buffer = this.buffer.slice(newline + 1);
        return line.endsWith('\r') ? line.slice(0, -1) : line;
      }
      if (this.ended) {
        const last = this.buffer;
        this.buffer = '';
        return last === '' ? undefined : last;
      }
      const chunk = await this.chunks.next();
      let text: string;
      if (chunk.done === true) {
        this.ended = true;
        text = this.decoder.decode();
      } else {
        const value = chunk.value;
        text = typeof value === 'string' ? value : this.decoder.decode(value, { stream: true });
      }
      this.partial.push(text);
      if (this.ended || text.includes('\n')) {
        this.buffer += this.partial.join('');
        this.partial = [];
      }
    }
  }

  /** Stops reading; for process.stdin this releases the terminal so the process can exit. */
  async close(): Promise<void> {
    this.ended = true;
    await this.chunks.return?.();
  }
}
