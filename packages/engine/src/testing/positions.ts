import { parsePosition } from '../json.js';
import type { Position } from '../position.js';

export interface BoardSpec {
  readonly workers: readonly [readonly string[], readonly string[]];
  readonly levels?: readonly string[];
  readonly domes?: readonly string[];
  readonly toMove?: number;
  readonly winner?: number;
}

/** A 2-player base-game position from a compact description; throws on a bad one (tests only). */
export function position(spec: BoardSpec): Position {
  const result = parsePosition({
    players: spec.workers.map((workers) => ({ god: null, workers })),
    levels: spec.levels ?? ['00000', '00000', '00000', '00000', '00000'],
    domes: spec.domes ?? [],
    toMove: spec.toMove ?? 0,
    ...(spec.winner === undefined ? {} : { winner: spec.winner }),
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}
