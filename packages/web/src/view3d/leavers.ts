/**
 * Pieces that left the board stay drawn a moment to fade away (a block Ares removes, a worker Medusa
 * petrifies, the workers of an eliminated player). A piece is known by its key from one board to the
 * next: the square and level for a block, the worker's lasting id for a worker.
 */

export interface Keyed<T> {
  readonly key: string;
  readonly item: T;
}

export interface Shown<T> extends Keyed<T> {
  /** When the piece left the board (ms, the caller's clock), or null while it is on it. */
  readonly leftAt: number | null;
}

/** The pieces on the board now, then those gone from it less than `fadeMs` ago. */
export function withLeavers<T>(
  before: readonly Shown<T>[],
  now: readonly Keyed<T>[],
  time: number,
  fadeMs: number,
): Shown<T>[] {
  const present = new Set(now.map((piece) => piece.key));
  const staying = now.map((piece) => ({ ...piece, leftAt: null }));
  const leaving = before
    .filter((piece) => !present.has(piece.key))
    .map((piece) => ({ ...piece, leftAt: piece.leftAt ?? time }))
    .filter((piece) => time - piece.leftAt < fadeMs);
  return [...staying, ...leaving];
}
