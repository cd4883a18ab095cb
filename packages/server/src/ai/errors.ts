/** Why the pool did not answer a request: its `name` says which (as DOMException names do). */
export class TurnChooserError extends Error {
  constructor(
    override readonly name: 'AbortError' | 'TimeoutError' | 'QueueFullError' | 'ClosedError' | 'WorkerError',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const abortError = (reason: unknown): TurnChooserError =>
  new TurnChooserError('AbortError', 'the AI turn was aborted', { cause: reason });
export const closedError = (): TurnChooserError =>
  new TurnChooserError('ClosedError', 'the AI pool is closed');
