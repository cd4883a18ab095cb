import { describe, expect, it } from 'vitest';
import {
  formatProgress,
  loadProgress,
  NO_PROGRESS,
  parseProgress,
  PROGRESS_KEY,
  recordMiss,
  recordSolved,
  saveProgress,
} from './progress.js';

describe('puzzle progress in localStorage', () => {
  it('grows the streak on clean solves and ends it on a miss', () => {
    let progress = recordSolved(NO_PROGRESS, 'p001', true);
    progress = recordSolved(progress, 'p002', true);
    expect(progress).toEqual({ solved: ['p001', 'p002'], streak: 2, best: 2 });
    progress = recordMiss(progress);
    expect(progress.streak).toBe(0);
    progress = recordSolved(progress, 'p002', false);
    expect(progress).toEqual({ solved: ['p001', 'p002'], streak: 0, best: 2 });
  });

  it('reads back what it wrote, and bad data as a fresh start', () => {
    const progress = { solved: ['p003'], streak: 4, best: 6 };
    expect(parseProgress(formatProgress(progress))).toEqual(progress);
    expect(parseProgress(null)).toEqual(NO_PROGRESS);
    expect(parseProgress('{not json')).toEqual(NO_PROGRESS);
    expect(parseProgress('{"version":2,"solved":["p1"]}')).toEqual(NO_PROGRESS);
    expect(parseProgress('{"version":1,"solved":[1,"p1","p1"],"streak":-3,"best":"x"}')).toEqual({
      solved: ['p1'],
      streak: 0,
      best: 0,
    });
  });

  it('survives a storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadProgress(refusing)).toEqual(NO_PROGRESS);
    expect(saveProgress(refusing, NO_PROGRESS)).toBe(false);
    const stored = new Map<string, string>();
    const memory = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    expect(saveProgress(memory, { solved: ['a'], streak: 1, best: 1 })).toBe(true);
    expect(stored.has(PROGRESS_KEY)).toBe(true);
    expect(loadProgress(memory).streak).toBe(1);
  });
});
