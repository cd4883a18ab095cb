import { legalTurns, type LegalTurn } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { position } from '../testing/position.js';
import { hintOf, isOneSolutionClass, sharedFirstMove } from './solutionClass.js';

const pos = position({
  players: [{ workers: ['c3', 'a1'] }, { workers: ['a5', 'e5'] }],
  levels: ['00000', '00000', '00000', '00000', '00000'],
  domes: [],
  toMove: 0,
});
const turns = legalTurns(pos);
const from = (square: string, to?: string): LegalTurn[] =>
  turns.filter((turn) => turn.text.startsWith(`${square}-${to ?? ''}`));

describe('one intended solution class', () => {
  it('accepts solutions that share their first move, or at most three', () => {
    const sameMove = from('c3', 'd4');
    expect(sameMove.length).toBeGreaterThan(3);
    expect(isOneSolutionClass(sameMove, turns.length)).toBe(true);
    expect(sharedFirstMove(sameMove)).toEqual({ from: 12, to: 18 });
    const three = [...from('c3', 'd4').slice(0, 2), ...from('a1', 'b1').slice(0, 1)];
    expect(isOneSolutionClass(three, turns.length)).toBe(true);
  });

  it('refuses none, more than a quarter of the turns, or many unrelated ones', () => {
    expect(isOneSolutionClass([], turns.length)).toBe(false);
    expect(isOneSolutionClass(from('c3'), turns.length)).toBe(false);
    const four = [...from('c3', 'd4').slice(0, 2), ...from('a1', 'b1').slice(0, 2)];
    expect(isOneSolutionClass(four, turns.length)).toBe(false);
    expect(isOneSolutionClass(from('c3', 'd4'), 8)).toBe(false);
  });

  it('hints the worker, and the square when every solution goes there', () => {
    expect(hintOf(from('c3', 'd4'))).toEqual({ worker: 'c3', to: 'd4' });
    expect(hintOf([...from('c3', 'd4'), ...from('c3', 'b2')])).toEqual({ worker: 'c3' });
    expect(hintOf([...from('c3', 'd4'), ...from('a1', 'b1')])).toBeNull();
  });
});
