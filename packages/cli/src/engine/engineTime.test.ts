import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from './engineOptions.js';
import { EngineSession } from './engineSession.js';
import { InlineSearchHost } from './inlineSearchHost.js';
import { SearchRunner } from './searchRunner.js';
import { MIDGAME, WIN_IN_ONE } from './testPositions.js';

/**
 * A session whose clock (the session's and the search's) moves on `stepMs` at each reading, so a
 * movetime is measured in the search's own work, not in this machine's speed. `at` is the clock
 * when each line was answered.
 */
function timedEngine(stepMs: number) {
  let t = 1_000_000;
  const now = (): number => (t += stepMs);
  const answered: { line: string; at: number }[] = [];
  const host = new InlineSearchHost(new SearchRunner(now));
  const session = new EngineSession(host, (line) => answered.push({ line, at: t }), DEFAULT_OPTIONS, now);
  return {
    /** Sends `go movetime ms` in `json`; `delayMs` passes before the search starts. */
    go: async (json: string, ms: number, delayMs = 0): Promise<{ usedMs: number; line: string }> => {
      session.handle(`position ${json}`);
      const sentAt = t;
      session.handle(`go movetime ${ms}`);
      t += delayMs;
      await session.whenIdle();
      const reply = answered.find(({ line }) => line.startsWith('bestturn'));
      answered.length = 0;
      return { usedMs: (reply?.at ?? Infinity) - sentAt, line: reply?.line ?? '' };
    },
  };
}

describe('the engine given go movetime', () => {
  it('answers bestturn after at least 90% of the movetime, never after it', async () => {
    const { usedMs, line } = await timedEngine(2).go(MIDGAME, 400);
    expect(line).toMatch(/^bestturn [a-e]\d-[a-e]\d \+[a-e]\d$/);
    expect(usedMs).toBeGreaterThanOrEqual(360);
    expect(usedMs).toBeLessThanOrEqual(400);
  });

  it('counts the movetime from the go, also when the search starts late', async () => {
    const { usedMs } = await timedEngine(1).go(MIDGAME, 400, 300);
    expect(usedMs).toBeGreaterThanOrEqual(360);
    expect(usedMs).toBeLessThanOrEqual(400);
  });

  it('answers at once when the win is forced', async () => {
    const { usedMs, line } = await timedEngine(2).go(WIN_IN_ONE, 400);
    expect(line).toBe('bestturn b2-c2');
    expect(usedMs).toBeLessThan(40);
  });
});
