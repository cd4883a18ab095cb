/**
 * The lines a child process writes, waited for one at a time: `next` resolves with the next line,
 * or null once the stream has ended or the wait timed out.
 */
export class LineQueue {
  private readonly lines: string[] = [];
  private waiter: ((line: string | null) => void) | null = null;
  private partial = '';
  private ended = false;

  /** Feeds a chunk of text; complete lines (LF or CRLF) are queued. */
  push(chunk: string): void {
    const parts = (this.partial + chunk).split('\n');
    this.partial = parts.pop() ?? '';
    for (const part of parts) this.deliver(part.endsWith('\r') ? part.slice(0, -1) : part);
  }

  end(): void {
    if (this.partial !== '') this.deliver(this.partial);
    this.partial = '';
    this.ended = true;
    this.settle(null);
  }

  get isEnded(): boolean {
    return this.ended && this.lines.length === 0;
  }

  next(timeoutMs: number): Promise<string | null> {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.settle(null);
      }, timeoutMs);
      this.waiter = (line) => {
        clearTimeout(timer);
        resolve(line);
      };
    });
  }

  /** Waits for the first line that `wanted` accepts, dropping the others. */
  async until(wanted: (line: string) => boolean, timeoutMs: number): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = await this.next(Math.max(0, deadline - Date.now()));
      if (line === null || wanted(line)) return line;
    }
  }

  private deliver(line: string): void {
    if (this.waiter === null) this.lines.push(line);
    else this.settle(line);
  }

  private settle(line: string | null): void {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.(line);
  }
}
