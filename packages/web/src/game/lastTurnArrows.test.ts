import { describe, expect, it } from 'vitest';
import { lastTurnArrows } from './lastTurnArrows.js';

describe('the last turn as arrows', () => {
  it('draws a move with its build', () => {
    expect(
      lastTurnArrows([
        { kind: 'move', from: 12, to: 13 },
        { kind: 'build', at: 14, dome: false },
      ]),
    ).toEqual([{ from: 12, to: 13, build: 14, kind: 'last', label: null }]);
  });

  it('draws each move of a turn and a forced move, the build on the last arrow', () => {
    expect(
      lastTurnArrows([
        { kind: 'force', from: 7, to: 17 },
        { kind: 'move', from: 12, to: 13 },
        { kind: 'move', from: 13, to: 14 },
        { kind: 'build', at: 9, dome: true },
      ]).map((arrow) => [arrow.from, arrow.to, arrow.build]),
    ).toEqual([
      [7, 17, null],
      [12, 13, null],
      [13, 14, 9],
    ]);
  });

  it('draws nothing for a placement or a pass', () => {
    expect(
      lastTurnArrows([
        { kind: 'place', to: 3 },
        { kind: 'place', to: 4 },
      ]),
    ).toEqual([]);
    expect(lastTurnArrows([{ kind: 'pass' }])).toEqual([]);
  });
});
