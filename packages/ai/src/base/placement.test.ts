import { applyTurnText, emptyPosition, parsePosition, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { Searcher } from '../searcher.js';
import { isBasePlacement } from './placement.js';

function place(pos: Position, turn: string | null): Position {
  const after = applyTurnText(pos, turn ?? '');
  if (!after.ok) throw new Error(`${String(turn)}: ${after.error.message}`);
  return after.value;
}

describe('base-game placement search', () => {
  it('places both players legally, then the game goes on', () => {
    const searcher = new Searcher({ hashMb: 2 });
    const first = searcher.search(emptyPosition(), { depth: 1 });
    const afterFirst = place(emptyPosition(), first.turn);
    expect(isBasePlacement(afterFirst)).toBe(true);
    const second = searcher.search(afterFirst, { depth: 2 });
    const afterSecond = place(afterFirst, second.turn);
    expect(afterSecond.inPlacement).toBe(false);
    expect(searcher.search(afterSecond, { depth: 2 }).turn).not.toBeNull();
  });

  it('works for a Start Player other than seat 0', () => {
    const parsed = parsePosition({
      players: [{ workers: [] }, { workers: [] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 1,
      start: 1,
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const searcher = new Searcher({ hashMb: 2 });
    const afterFirst = place(parsed.value, searcher.search(parsed.value, { depth: 1 }).turn);
    expect(afterFirst.turn).toBe(0);
    const afterSecond = place(afterFirst, searcher.search(afterFirst, { depth: 1 }).turn);
    expect(afterSecond.turn).toBe(1);
  });

  it('does not place the second pair where the first player wins at once', () => {
    // Player 0 stands on level 2 next to a level 3: whatever player 1 does it cannot stop a step up
    // unless it places a worker on that level 3 square — which the search must find.
    const parsed = parsePosition({
      players: [{ workers: ['a1', 'e5'] }, { workers: [] }],
      levels: ['00000', '00000', '00000', '00000', '23000'],
      domes: [],
      toMove: 1,
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { turn } = new Searcher({ hashMb: 2 }).search(parsed.value, { depth: 2 });
    expect(turn).toMatch(/b1/);
  });

  it('cut short by a small budget, keeps the best pair it tried in full, the central pairs first', () => {
    const ring = (name: string): number =>
      Math.max(Math.abs(name.charCodeAt(0) - 'c'.charCodeAt(0)), Math.abs(Number(name[1]) - 3));
    const closeness = (turn: string | null): number =>
      (turn ?? '')
        .split(' ')
        .map((step) => ring(step.slice(1)))
        .reduce((sum, r) => sum + r, 0);
    const searcher = new Searcher({ hashMb: 2, placementBook: null });
    // Not one first pair tried against all its replies: the most central pair stands in.
    const first = searcher.search(emptyPosition(), { nodes: 1_000 });
    expect(first.turn).toBe('@b2 @c3');
    // Some replies tried in full: the best of them, all near the centre (not the first free pair, a1 b1).
    const afterFirst = place(emptyPosition(), '@c2 @c3');
    const infos: number[] = [];
    const second = searcher.search(afterFirst, { nodes: 5_000 }, (info) => infos.push(info.depth));
    expect(infos).toEqual([1]);
    expect(closeness(second.turn)).toBeLessThanOrEqual(2);
  });
});
