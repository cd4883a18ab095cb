import { describe, expect, it } from 'vitest';
import { DROP_HEIGHT, DROP_MS, FADE_MS, dropOffset, fadeOpacity } from './entrance.js';

describe('dropOffset', () => {
  it('starts above its place and lands on it', () => {
    expect(dropOffset(0, DROP_MS)).toBe(DROP_HEIGHT);
    expect(dropOffset(DROP_MS, DROP_MS)).toBe(0);
    expect(dropOffset(DROP_MS * 2, DROP_MS)).toBe(0);
  });

  it('falls faster and faster', () => {
    const first = DROP_HEIGHT - dropOffset(DROP_MS / 4, DROP_MS);
    const last = dropOffset((DROP_MS * 3) / 4, DROP_MS);
    expect(last).toBeGreaterThan(first);
  });

  it('is in place at once with no duration (reduced motion)', () => {
    expect(dropOffset(0, 0)).toBe(0);
  });
});

describe('fadeOpacity', () => {
  it('fades from opaque to gone', () => {
    expect(fadeOpacity(0, FADE_MS)).toBe(1);
    expect(fadeOpacity(FADE_MS / 2, FADE_MS)).toBeCloseTo(0.5);
    expect(fadeOpacity(FADE_MS, FADE_MS)).toBe(0);
  });
});
