import { describe, expect, it } from 'vitest';
import { build, move, place } from './steps.js';

describe('step constructors', () => {
  it('name the squares they are given, for every square', () => {
    for (let a = 0; a < 25; a++) {
      expect(place(a)).toEqual({ kind: 'place', to: a });
      for (let b = 0; b < 25; b++) {
        expect(move(a, b)).toEqual({ kind: 'move', from: a, to: b });
        expect(build(a, b)).toEqual({ kind: 'build', at: a, dome: false, builder: b });
        expect(build(a, b, true)).toEqual({ kind: 'build', at: a, dome: true, builder: b });
      }
    }
  });

  it('share one frozen object per step, which nobody can change', () => {
    const step = build(7, 12, true);
    expect(build(7, 12, true)).toBe(step);
    expect(Object.isFrozen(step)).toBe(true);
    expect(() => {
      (step as { at: number }).at = 3;
    }).toThrow(TypeError);
  });

  it('still make a step off the shared table', () => {
    expect(move(-1, 3)).toEqual({ kind: 'move', from: -1, to: 3 });
    expect(build(3, 25)).toEqual({ kind: 'build', at: 3, dome: false, builder: 25 });
  });
});
