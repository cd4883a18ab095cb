import {
  applyTurnText,
  emptyPosition,
  parsePosition,
  parseSquare,
  squareName,
  type Position,
} from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { Searcher } from '../searcher.js';
import {
  BOARD_SYMMETRIES,
  canonicalPair,
  INVERSE_SYMMETRIES,
  pairCode,
  symmetryToCanonical,
} from './boardSymmetry.js';
import { bookPlacement, classText, pairText, type PlacementBook } from './placementBook.js';
import { PLACEMENT_BOOK } from './placementBookData.js';

function place(pos: Position, turn: string): Position {
  const after = applyTurnText(pos, turn);
  if (!after.ok) throw new Error(`${turn}: ${after.error.message}`);
  return after.value;
}

const ALL_PAIRS: [number, number][] = [];
for (let a = 0; a < 25; a++) for (let b = a + 1; b < 25; b++) ALL_PAIRS.push([a, b]);

/** The squares of a placement turn (`@b2 @c3`) as a pair text (`b2 c3`). */
const placedSquares = (turn: string): string => turn.replaceAll('@', '');

describe("the board's symmetries", () => {
  it('are 8 distinct maps of the squares, each undone by its inverse', () => {
    expect(new Set(BOARD_SYMMETRIES.map((map) => map.join())).size).toBe(8);
    BOARD_SYMMETRIES.forEach((map, s) => {
      for (let sq = 0; sq < 25; sq++) expect(INVERSE_SYMMETRIES[s]?.[map[sq] ?? -1]).toBe(sq);
    });
  });

  it('split the 300 pairs of squares into 49 classes (Burnside: (300 + 12 + 4 × 20) / 8)', () => {
    expect(new Set(ALL_PAIRS.map(([a, b]) => canonicalPair(a, b))).size).toBe(49);
    for (const [a, b] of ALL_PAIRS) {
      const map = BOARD_SYMMETRIES[symmetryToCanonical(a, b)];
      expect(pairCode(map?.[a] ?? -1, map?.[b] ?? -1)).toBe(canonicalPair(a, b));
    }
  });
});

describe('the placement book', () => {
  it('has a reply to every class of first pair, on free squares', () => {
    const classes = new Set(ALL_PAIRS.map(([a, b]) => classText(a, b)));
    expect(Object.keys(PLACEMENT_BOOK.replies).sort()).toEqual([...classes].sort());
    for (const [first, reply] of Object.entries(PLACEMENT_BOOK.replies))
      expect(reply.pair.split(' ').some((sq) => first.split(' ').includes(sq))).toBe(false);
  });

  it("answers every one of the 300 first pairs with its class's reply, turned back to the board", () => {
    const first = bookPlacement(PLACEMENT_BOOK, emptyPosition());
    expect(first).toEqual({
      turn: `@${PLACEMENT_BOOK.first.pair.replace(' ', ' @')}`,
      score: PLACEMENT_BOOK.first.score,
    });
    for (const [a, b] of ALL_PAIRS) {
      const pos = place(emptyPosition(), `@${squareName(a)} @${squareName(b)}`);
      const reply = bookPlacement(PLACEMENT_BOOK, pos);
      if (reply === null) throw new Error(`no reply to ${pairText(a, b)}`);
      const entry = PLACEMENT_BOOK.replies[classText(a, b)];
      expect(reply.score).toBe(entry?.score);
      // Turned to the canonical orientation, the first pair and the reply are the book's.
      const s = symmetryToCanonical(a, b);
      const map = BOARD_SYMMETRIES[s] ?? new Int8Array(25);
      const [x, y] = placedSquares(reply.turn)
        .split(' ')
        .map((name) => map[parseSquare(name) ?? -1] ?? -1);
      expect(pairText(x ?? -1, y ?? -1)).toBe(entry?.pair);
      // A legal placement that starts the game.
      expect(place(pos, reply.turn).inPlacement).toBe(false);
    }
  });

  it('answers only the base game as it starts, its first placer moving first', () => {
    const book: PlacementBook = PLACEMENT_BOOK;
    const parse = (json: unknown): Position => {
      const parsed = parsePosition(json);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.value;
    };
    const empty = ['00000', '00000', '00000', '00000', '00000'];
    // Seat 1 places first and moves first: the book plays for it as for seat 0.
    const second = parse({
      players: [{ workers: [] }, { workers: [] }],
      levels: empty,
      domes: [],
      toMove: 1,
      start: 1,
    });
    expect(bookPlacement(book, second)?.turn).toBe(bookPlacement(book, emptyPosition())?.turn);
    // With powers, or three players: searched, not booked.
    const gods = parse({
      players: [
        { god: 'apollo', workers: [] },
        { god: 'pan', workers: [] },
      ],
      levels: empty,
      domes: [],
      toMove: 0,
    });
    expect(bookPlacement(book, gods)).toBeNull();
    const three = parse({
      players: [
        { god: 'apollo', workers: [] },
        { god: 'pan', workers: [] },
        { god: 'atlas', workers: [] },
      ],
      levels: empty,
      domes: [],
      toMove: 0,
    });
    expect(bookPlacement(book, three)).toBeNull();
  });
});

describe('the Searcher with the book', () => {
  it('plays the book at once on time, and searches for a depth or node limit or without a book', () => {
    const searcher = new Searcher({ hashMb: 2 });
    const booked = searcher.search(emptyPosition(), { timeMs: 5_000 });
    expect(booked.turn).toBe(bookPlacement(PLACEMENT_BOOK, emptyPosition())?.turn);
    expect(booked.nodes).toBe(0);
    expect(booked.depth).toBe(PLACEMENT_BOOK.depth);
    const afterFirst = place(emptyPosition(), '@a1 @e5');
    expect(searcher.search(afterFirst, { timeMs: 5_000 }).turn).toBe(
      bookPlacement(PLACEMENT_BOOK, afterFirst)?.turn,
    );
    expect(searcher.search(afterFirst, { depth: 1 }).nodes).toBeGreaterThan(0);
    expect(searcher.search(afterFirst, { nodes: 500, timeMs: 5_000 }).nodes).toBeGreaterThan(0);
    const bookless = new Searcher({ hashMb: 2, placementBook: null });
    expect(bookless.search(afterFirst, { timeMs: 50 }).nodes).toBeGreaterThan(0);
  });
});
