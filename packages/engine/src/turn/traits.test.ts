import { describe, expect, it } from 'vitest';
import { powerOf } from '../gods/index.js';
import type { GodName } from '../core/godNames.js';
import { MutablePosition, mutableCopy } from '../core/position.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { setupTraits } from './traits.js';

const traits = (gods: (GodName | null)[]) =>
  setupTraits(new MutablePosition({ gods, start: 0, rules: DEFAULT_RULES }));

describe('setup traits', () => {
  it('tell the base game from a game with powers', () => {
    expect(traits([null, null]).noPowers).toBe(true);
    expect(traits([null, 'pan']).noPowers).toBe(false);
  });

  it('hand out each seat its own power only when nobody can change who holds what', () => {
    expect(traits(['apollo', 'pan']).seatPowers).toEqual([powerOf('apollo'), powerOf('pan')]);
    expect(traits(['circe', 'pan']).seatPowers).toBeNull();
    expect(traits(['chaos', 'pan']).seatPowers).toBeNull();
  });

  it('know when a win that needs no move is possible', () => {
    expect(traits(['chronus', 'pan']).winsAnyTime).toBe(true);
    expect(traits(['apollo', 'pan', 'chronus']).winsAnyTime).toBe(true);
    expect(traits(['chaos', 'pan']).winsAnyTime).toBe(false);
    expect(traits(['apollo', 'pan']).winsAnyTime).toBe(false);
  });

  it('are worked out once per setup and shared by copies', () => {
    const pos = new MutablePosition({ gods: ['athena', 'pan'], start: 0, rules: DEFAULT_RULES });
    expect(setupTraits(mutableCopy(pos))).toBe(setupTraits(pos));
  });
});
