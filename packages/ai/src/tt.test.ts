import { describe, expect, it } from 'vitest';
import { EXACT, LOWER, scoreFromTable, scoreToTable, TranspositionTable, UPPER } from './tt.js';
import { WIN } from './score.js';

// The smallest table has 512 buckets: keys whose low words agree modulo 512 share a bucket.
const BUCKETS = 512;

describe('TranspositionTable', () => {
  it('returns what was stored for a key, and nothing for another key', () => {
    const tt = new TranspositionTable(0);
    tt.store(11, 7, 1234, 5, LOWER, -42);
    const at = tt.probe(11, 7);
    expect(at).toBeGreaterThanOrEqual(0);
    expect([tt.move(at), tt.depth(at), tt.bound(at), tt.score(at)]).toEqual([1234, 5, LOWER, -42]);
    expect(tt.probe(12, 7)).toBe(-1);
    expect(tt.probe(11, 7 + BUCKETS)).toBe(-1);
  });

  it('keeps a deep result when shallow results of other positions arrive in the same bucket', () => {
    const tt = new TranspositionTable(0);
    tt.store(1, 3, 100, 9, EXACT, 10);
    for (let i = 1; i <= 5; i++) tt.store(1 + i, 3 + i * BUCKETS, 200 + i, 1, UPPER, 0);
    expect(tt.depth(tt.probe(1, 3))).toBe(9);
    // The newest shallow one is kept too; older shallow ones gave way.
    expect(tt.move(tt.probe(6, 3 + 5 * BUCKETS))).toBe(205);
    expect(tt.probe(5, 3 + 4 * BUCKETS)).toBe(-1);
  });

  it('keeps the deeper of two results for one position', () => {
    const tt = new TranspositionTable(0);
    tt.store(1, 3, 100, 9, EXACT, 10);
    tt.store(1, 3, 101, 4, LOWER, 20);
    expect(tt.move(tt.probe(1, 3))).toBe(100);
    tt.store(1, 3, 102, 10, UPPER, 30);
    expect(tt.move(tt.probe(1, 3))).toBe(102);
  });

  it('lets a newer search replace an older search’s deep result', () => {
    const tt = new TranspositionTable(0);
    tt.store(1, 3, 100, 9, EXACT, 10);
    tt.nextSearch();
    tt.store(2, 3 + BUCKETS, 300, 1, EXACT, 0);
    tt.store(3, 3 + 2 * BUCKETS, 301, 0, EXACT, 0);
    expect(tt.probe(1, 3)).toBe(-1);
    expect(tt.move(tt.probe(2, 3 + BUCKETS))).toBe(300);
    expect(tt.move(tt.probe(3, 3 + 2 * BUCKETS))).toBe(301);
  });

  it('shares its search number with the tables that join it (lazy SMP), so their entries are current', () => {
    const main = TranspositionTable.shared(0);
    main.nextSearch();
    const helper = new TranspositionTable(0, main.buffer as SharedArrayBuffer);
    // The helper's deep result is of the current search: a shallower one arriving does not evict it.
    helper.store(1, 3, 100, 9, EXACT, 10);
    main.store(2, 3 + BUCKETS, 200, 1, EXACT, 0);
    expect(main.depth(main.probe(1, 3))).toBe(9);
    expect(main.move(main.probe(2, 3 + BUCKETS))).toBe(200);
    // A new search of the main's ages what the helper stored.
    main.nextSearch();
    helper.store(3, 3 + 2 * BUCKETS, 300, 0, EXACT, 0);
    expect(helper.probe(1, 3)).toBe(-1);
    main.clear();
    expect(helper.probe(3, 3 + 2 * BUCKETS)).toBe(-1);
  });

  it('forgets everything on clear', () => {
    const tt = new TranspositionTable(0);
    tt.store(1, 3, 100, 9, EXACT, 10);
    tt.clear();
    expect(tt.probe(1, 3)).toBe(-1);
  });
});

describe('forced scores in the table', () => {
  it('are stored as distances from the node and read back at any ply', () => {
    const winIn5FromRoot = WIN - 5;
    const stored = scoreToTable(winIn5FromRoot, 2);
    expect(scoreFromTable(stored, 2)).toBe(winIn5FromRoot);
    expect(scoreFromTable(stored, 4)).toBe(WIN - 7);
    expect(scoreFromTable(scoreToTable(-(WIN - 5), 2), 2)).toBe(-(WIN - 5));
    expect(scoreToTable(123, 7)).toBe(123);
  });
});
