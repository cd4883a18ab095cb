import { WIN } from '@santorini/ai';
import { describe, expect, it } from 'vitest';
import { bestTurnLine, infoLine } from './reportLines.js';

describe('infoLine', () => {
  it('writes depth, score, nodes, nodes per second and the pv separated by "; "', () => {
    const info = { depth: 3, score: -42, nodes: 5000, timeMs: 250, pv: ['b3-b4 +a3', 'c5-d5 +c4'] };
    expect(infoLine(info)).toBe('info depth 3 score -42 nodes 5000 nps 20000 pv b3-b4 +a3; c5-d5 +c4');
  });

  it('writes forced results as win n / loss n, and survives a zero time', () => {
    expect(infoLine({ depth: 1, score: WIN - 1, nodes: 7, timeMs: 0, pv: ['b2-c2'] })).toBe(
      'info depth 1 score win 1 nodes 7 nps 7000 pv b2-c2',
    );
    expect(infoLine({ depth: 4, score: -(WIN - 4), nodes: 10, timeMs: 10, pv: ['a1-a2 +a3'] })).toMatch(
      / score loss 4 nodes 10 nps 1000 /,
    );
  });
});

describe('bestTurnLine', () => {
  it('names the turn, or none', () => {
    expect(bestTurnLine('@b2 @d4')).toBe('bestturn @b2 @d4');
    expect(bestTurnLine(null)).toBe('bestturn none');
  });
});
