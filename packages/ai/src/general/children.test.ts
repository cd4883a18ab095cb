import { forEachLegalTurn, parsePosition, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { Searcher } from '../searcher.js';
import { TranspositionTable } from '../tt.js';
import { childAt, MAX_CHILDREN, searchChildren } from './children.js';
import { GeneralSearch } from './generalSearch.js';
import { MaxNSearch } from './maxnSearch.js';

const FLAT = ['00000', '00000', '00000', '00000', '00000'];

/** Morpheus with `coins` on an open board: 12 coins give 646,488 turns. */
function morpheus(coins: number, players = 2): Position {
  const others = [
    { god: 'apollo', workers: ['e5', 'e4'] },
    { god: 'pan', workers: ['a5', 'b5'] },
  ].slice(0, players - 1);
  const parsed = parsePosition({
    players: [{ god: 'morpheus', workers: ['c3', 'a1'], coins }, ...others],
    levels: FLAT,
    domes: [],
    toMove: 0,
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The first `count` legal turns in the engine's order, as text. */
function firstTurns(pos: Position, count: number): string[] {
  const texts: string[] = [];
  forEachLegalTurn(pos, (turn) => texts.push(turn.text) < count);
  return texts;
}

describe('search children', () => {
  it('are the first MAX_CHILDREN legal turns of a node with more', () => {
    const pos = morpheus(12);
    const children = searchChildren(pos, () => false);
    expect(children).toHaveLength(MAX_CHILDREN);
    expect(children.map((child) => child.text)).toEqual(firstTurns(pos, MAX_CHILDREN));
    expect(childAt(pos, 300, () => false)?.text).toBe(children[300]?.text);
  });

  it('stop cuts the generation short, keeping at least one turn', () => {
    const pos = morpheus(12);
    const cut = searchChildren(pos, () => true);
    expect(cut.length).toBeGreaterThanOrEqual(1);
    expect(cut.length).toBeLessThanOrEqual(256);
    expect(childAt(pos, 5000, () => true)).toBeUndefined();
  });
});

describe('the search on a Morpheus with many coins', () => {
  it('answers a legal turn within its node budget, in a bounded number of children', () => {
    const pos = morpheus(12);
    const result = new GeneralSearch(new TranspositionTable(1)).search(pos, { nodes: 5000 });
    expect(result.nodes).toBeLessThanOrEqual(5000 + 64);
    expect(firstTurns(pos, MAX_CHILDREN)).toContain(result.turn);
  });

  it('answers a legal turn soon after being told to stop, however many turns the position has', () => {
    const pos = morpheus(40);
    let polls = 0;
    const result = new Searcher().search(pos, { stop: () => ++polls > 3 });
    expect(polls).toBeLessThan(100);
    expect(firstTurns(pos, MAX_CHILDREN)).toContain(result.turn);
  });

  it('with max-n in 3 players too', () => {
    const pos = morpheus(12, 3);
    const result = new MaxNSearch().search(pos, { nodes: 3000 });
    expect(result.nodes).toBeLessThanOrEqual(3000 + 64);
    expect(firstTurns(pos, MAX_CHILDREN)).toContain(result.turn);
  });
});
