import { describe, expect, it } from 'vitest';
import { parsePosition, positionKey } from '../json/json.js';
import { parseTurn } from './notation.js';
import { positionAfterSteps, positionsDuringTurn } from './partialTurn.js';
import type { Position } from '../core/position.js';
import { squareName } from '../core/square.js';

function position(json: unknown): Position {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function steps(text: string) {
  const parsed = parseTurn(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const flat = ['00000', '00000', '00000', '00000', '00000'];

describe('positionAfterSteps', () => {
  it("shows Apollo's swap after his move, before the build", () => {
    const pos = position({
      players: [{ god: 'apollo', workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    });
    const after = positionAfterSteps(pos, steps('c3-d4'));
    expect(after?.workersOf(0).map(squareName)).toEqual(['d4', 'a1']);
    expect(after?.workersOf(1).map(squareName)).toEqual(['c3', 'e1']);
    expect(after?.toMove).toBe(0);
  });

  it('builds with the last mover as builder, and places workers in placement', () => {
    const pos = position({
      players: [{ workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    });
    expect(positionAfterSteps(pos, steps('c3-c4 +c5'))?.levelAt(22)).toBe(1);
    const empty = position({
      players: [{ workers: [] }, { workers: [] }],
      levels: flat,
      domes: [],
      toMove: 0,
    });
    expect(
      positionAfterSteps(empty, [{ kind: 'place', to: 12 }])
        ?.workersOf(0)
        .map(squareName),
    ).toEqual(['c3']);
  });

  it('refuses a step that is not offered', () => {
    const pos = position({
      players: [{ workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    });
    expect(positionAfterSteps(pos, steps('c3-e5'))).toBeNull();
    expect(positionAfterSteps(pos, steps('c3-d4'))).toBeNull();
  });

  it('gives the boards during a played turn in one pass, the same as step by step', () => {
    const pos = position({
      players: [{ god: 'apollo', workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
      levels: flat,
      domes: [],
      toMove: 0,
    });
    const turn = steps('c3-d4 +e5');
    const boards = positionsDuringTurn(pos, turn);
    expect(boards).toHaveLength(3);
    boards.forEach((board, at) => {
      const stepwise = positionAfterSteps(pos, turn.slice(0, at));
      expect(stepwise && positionKey(board)).toBe(stepwise && positionKey(stepwise));
    });
    expect(boards[2]?.levelAt(24)).toBe(1);
  });
});
