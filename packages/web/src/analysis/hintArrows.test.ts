import { describe, expect, it } from 'vitest';
import { square } from '../testing/games.js';
import { hintArrows, turnArrow } from './hintArrows.js';

describe('turns as arrows', () => {
  it('draws a move and its build', () => {
    expect(turnArrow('b2-b3 +a3', 'hint', '1')).toEqual({
      from: square('b2'),
      to: square('b3'),
      build: square('a3'),
      kind: 'hint',
      label: '1',
    });
  });

  it('draws a placement on its first square, and nothing for a pass or nonsense', () => {
    expect(turnArrow('@b2 @c3', 'last', null)).toMatchObject({
      from: square('b2'),
      to: square('b2'),
      build: null,
    });
    expect(turnArrow('pass', 'hint', null)).toBeNull();
    expect(turnArrow('zz', 'hint', null)).toBeNull();
  });

  it('labels the best turns 1, 2, 3 in order', () => {
    const arrows = hintArrows(['b2-b3 +a3', 'c3-c4 +c5', 'b2-a1 +b1']);
    expect(arrows.map((arrow) => [arrow.label, arrow.kind, arrow.from])).toEqual([
      ['1', 'hint', square('b2')],
      ['2', 'hint', square('c3')],
      ['3', 'hint', square('b2')],
    ]);
  });
});
