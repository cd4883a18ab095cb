import { describe, expect, it } from 'vitest';
import { aiThreads, MAX_AI_THREADS } from './threads.js';

describe('the AI threads in the browser', () => {
  it('are one where the page is not cross-origin isolated (no shared memory), however many cores', () => {
    expect(aiThreads(false, 16)).toBe(1);
  });

  it('are one a core, up to MAX_AI_THREADS, in an isolated page', () => {
    expect(MAX_AI_THREADS).toBe(2);
    expect([1, 2, 8].map((cores) => aiThreads(true, cores))).toEqual([1, 2, 2]);
    expect(aiThreads(true, undefined)).toBe(1);
  });
});
