import { describe, expect, it } from 'vitest';
import { dailyIndex, dayNumber } from './daily.js';

describe("today's puzzle", () => {
  it('is the same all day and the next one tomorrow', () => {
    const morning = new Date(2026, 11, 2, 0, 5);
    const evening = new Date(2026, 11, 2, 23, 55);
    const tomorrow = new Date(2026, 11, 3, 9, 0);
    expect(dailyIndex(morning, 100)).toBe(dailyIndex(evening, 100));
    expect(dailyIndex(tomorrow, 100)).toBe((dailyIndex(morning, 100) + 1) % 100);
    expect(dayNumber(new Date(1970, 0, 1, 12))).toBe(0);
    expect(dailyIndex(morning, 0)).toBe(0);
  });
});
