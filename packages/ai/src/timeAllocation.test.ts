import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOCK_RESERVE_MS, EXPECTED_TURNS_LEFT, turnTimeMs } from './timeAllocation.js';

describe('the time for a turn on a clock', () => {
  it('shares the clock among the turns to go and spends most of the increment', () => {
    expect(turnTimeMs({ remainingMs: 60_000 + CLOCK_RESERVE_MS })).toBe(60_000 / EXPECTED_TURNS_LEFT);
    expect(turnTimeMs({ remainingMs: 60_000 + CLOCK_RESERVE_MS, movesToGo: 10 })).toBe(6000);
    expect(turnTimeMs({ remainingMs: 60_000 + CLOCK_RESERVE_MS, incrementMs: 2000 })).toBe(4500);
  });

  it('never takes more than a third of what is left, however large the increment', () => {
    expect(turnTimeMs({ remainingMs: 3100, incrementMs: 10_000 })).toBe(1000);
    expect(turnTimeMs({ remainingMs: 50, incrementMs: 10_000 })).toBe(0);
  });

  const movesToGo = fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined });
  const clockOf = (remainingMs: number, incrementMs: number, moves: number | undefined) => ({
    remainingMs,
    incrementMs,
    ...(moves === undefined ? {} : { movesToGo: moves }),
  });

  it('leaves the reserve on the clock after any turn', () => {
    fc.assert(
      fc.property(fc.nat(3_600_000), fc.nat(60_000), movesToGo, (remainingMs, incrementMs, moves) => {
        const timeMs = turnTimeMs(clockOf(remainingMs, incrementMs, moves));
        expect(Number.isInteger(timeMs) && timeMs >= 0).toBe(true);
        if (remainingMs <= CLOCK_RESERVE_MS) expect(timeMs).toBe(0);
        else expect(timeMs + CLOCK_RESERVE_MS).toBeLessThan(remainingMs);
      }),
    );
  });

  it('never runs the clock out, turn after turn, while the time around each search is within the increment', () => {
    fc.assert(
      fc.property(
        fc.nat(600_000),
        fc.nat(30_000),
        movesToGo,
        fc.nat(CLOCK_RESERVE_MS),
        (initialMs, incrementMs, moves, aroundMs) => {
          const overheadMs = Math.min(aroundMs, incrementMs);
          let remainingMs = initialMs + CLOCK_RESERVE_MS + 1;
          for (let turn = 0; turn < 200; turn++) {
            remainingMs -= turnTimeMs(clockOf(remainingMs, incrementMs, moves)) + overheadMs;
            expect(remainingMs).toBeGreaterThan(0);
            remainingMs += incrementMs;
          }
        },
      ),
    );
  });
});
