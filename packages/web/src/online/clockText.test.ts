import { describe, expect, it } from 'vitest';
import { clockText, timeLeft } from './clockText.js';

describe('the clocks', () => {
  const clocks = { ms: [300_000, 120_000], running: 0, since: 1_000_000 };

  it("counts down only the running seat's time, never below zero", () => {
    expect(timeLeft(clocks, 0, 1_000_000 + 61_500)).toBe(238_500);
    expect(timeLeft(clocks, 1, 1_000_000 + 61_500)).toBe(120_000);
    expect(timeLeft(clocks, 0, 1_000_000 + 400_000)).toBe(0);
    expect(timeLeft({ ...clocks, running: null }, 0, 2_000_000)).toBe(300_000);
  });

  it('shows minutes and seconds, hours, or days and hours', () => {
    expect(clockText(238_500)).toBe('3:59');
    expect(clockText(5_000)).toBe('0:05');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(2 * 86_400_000 - 3_600_000)).toBe('1 d 23 h');
  });
});
