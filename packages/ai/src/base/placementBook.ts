import { formatTurn, NONE, parseSquare, type Position, squareName } from '@santorini/engine';
import { canonicalPair, INVERSE_SYMMETRIES, symmetryToCanonical } from './boardSymmetry.js';
import { isBasePlacement } from './placement.js';

/** A placement the book plays: two squares (`b2 c3`) and the deep search's score for its placer. */
export interface BookEntry {
  readonly pair: string;
  readonly score: number;
}

/**
 * The base game's placements worked out ahead by deep search (`train/placementBook.ts`): every
 * first pair of each symmetry class against every reply, each position after placement searched to
 * `depth` plies. `first`: the first placer's pair; `replies`: the second placer's best reply to
 * each class, keyed by the class's canonical pair (`canonicalPair`, as `a1 b2`), in that pair's
 * orientation.
 */
export interface PlacementBook {
  readonly recipe: string;
  readonly depth: number;
  readonly first: BookEntry;
  readonly replies: Readonly<Record<string, BookEntry>>;
}

/** A pair as the book writes it: its squares' names, the lower square first. */
export function pairText(a: number, b: number): string {
  return a < b ? `${squareName(a)} ${squareName(b)}` : `${squareName(b)} ${squareName(a)}`;
}

function pairOf(text: string): readonly [number, number] | null {
  const [a, b] = text.split(' ').map(parseSquare);
  return a === undefined || b === undefined ? null : [a, b];
}

/** The canonical pair of a symmetry class, as the book keys it. */
export function classText(a: number, b: number): string {
  const code = canonicalPair(a, b);
  return pairText(Math.floor(code / 25), code % 25);
}

/** A placement from the book: the turn (`@b2 @c3`) and the score for the player placing. */
export interface BookPlacement {
  readonly turn: string;
  readonly score: number;
}

/**
 * The book's placement for `pos`, or null where the book has none: a base-game placement on the
 * first placer's turn, or on the second's after the first placed both workers, as the game starts
 * (the first placer moves first).
 */
export function bookPlacement(book: PlacementBook, pos: Position): BookPlacement | null {
  if (!isBasePlacement(pos) || pos.l1 !== 0 || pos.domes !== 0) return null;
  const first = pos.start;
  const [f0, f1] = pos.slotsOf(first);
  const [s0, s1] = pos.slotsOf(first ^ 1);
  if (s0 !== NONE || s1 !== NONE) return null;
  if (pos.turn === first && f0 === NONE && f1 === NONE) return placed(book.first, 0);
  if (pos.turn === first || f0 === NONE || f1 === NONE) return null;
  const reply = book.replies[classText(f0, f1)];
  return reply === undefined ? null : placed(reply, symmetryToCanonical(f0, f1));
}

/** A book entry in the canonical orientation turned back by the inverse of symmetry `s`. */
function placed(entry: BookEntry, s: number): BookPlacement | null {
  const pair = pairOf(entry.pair);
  const back = INVERSE_SYMMETRIES[s];
  if (pair === null || back === undefined) return null;
  const a = back[pair[0]] ?? pair[0];
  const b = back[pair[1]] ?? pair[1];
  return {
    turn: formatTurn([
      { kind: 'place', to: Math.min(a, b) },
      { kind: 'place', to: Math.max(a, b) },
    ]),
    score: entry.score,
  };
}
