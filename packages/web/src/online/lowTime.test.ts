import { describe, expect, it } from 'vitest';
import { isLowTime, lowTimeThreshold, timeLeftWords } from './lowTime.js';

describe('the low-time warning', () => {
  const blitz = { initialMs: 5 * 60_000, incrementMs: 5000 };

  it('warns real-time clocks under 20 s, or a tenth of the start when that is more, at most a minute', () => {
    expect(lowTimeThreshold({ initialMs: 60_000, incrementMs: 0 })).toBe(20_000);
    expect(lowTimeThreshold(blitz)).toBe(30_000);
    expect(lowTimeThreshold({ initialMs: 15 * 60_000, incrementMs: 10_000 })).toBe(60_000);
    expect(lowTimeThreshold({ initialMs: 3 * 3_600_000, incrementMs: 0 })).toBe(60_000);
  });

  it('warns correspondence clocks in the last 12 hours, and games without a clock never', () => {
    expect(lowTimeThreshold({ daysPerTurn: 2 })).toBe(12 * 3_600_000);
    expect(lowTimeThreshold(null)).toBeNull();
    expect(lowTimeThreshold(undefined)).toBeNull();
    expect(isLowTime(null, 0)).toBe(false);
  });

  it('is low strictly below the threshold, down to zero', () => {
    expect(isLowTime(blitz, 30_000)).toBe(false);
    expect(isLowTime(blitz, 29_999)).toBe(true);
    expect(isLowTime(blitz, 0)).toBe(true);
    expect(isLowTime({ daysPerTurn: 1 }, 13 * 3_600_000)).toBe(false);
    expect(isLowTime({ daysPerTurn: 1 }, 11 * 3_600_000)).toBe(true);
  });

  it('says how much time is left when it turns low', () => {
    expect(timeLeftWords(19_500)).toBe('20 seconds left');
    expect(timeLeftWords(1000)).toBe('1 second left');
    expect(timeLeftWords(12 * 3_600_000 - 1)).toBe('12 hours left');
    expect(timeLeftWords(3_600_000)).toBe('1 hour left');
  });
});
