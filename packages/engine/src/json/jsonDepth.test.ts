import { describe, expect, it } from 'vitest';
import { parsePosition, parsePositionText } from './json.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './jsonDepth.js';
import { parseRecord } from '../record/recordParse.js';

const nestedArrays = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const EMPTY_BOARD =
  '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}';
const withRules = (rules: string): string => `${EMPTY_BOARD.slice(0, -1)},"rules":${rules}}`;

describe('nestsDeeperThan', () => {
  it('counts each array or object as one level', () => {
    expect(nestsDeeperThan(7, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan([], 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: [] }] }, 3)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: [] }] }, 4)).toBe(false);
  });

  it('answers for 100,000 levels without running out of stack', () => {
    expect(nestsDeeperThan(JSON.parse(nestedArrays(100_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('values nested too deeply', () => {
  const cases = [5_000, 100_000].flatMap((depth) => [
    [`arrays ${depth} deep`, nestedArrays(depth)],
    [`objects ${depth} deep`, nestedObjects(depth)],
    [`arrays ${depth} deep in a field`, withRules(nestedArrays(depth))],
  ]);

  it.each(cases)('are refused as a position: %s', (_name, text) => {
    const message = 'position: nested too deeply (more than 32 levels)';
    expect(parsePositionText(text)).toMatchObject({ ok: false, error: { field: 'position', message } });
    expect(parsePosition(JSON.parse(text))).toMatchObject({
      ok: false,
      error: { field: 'position', message },
    });
  });

  it.each(cases)('are refused as a record: %s', (_name, text) => {
    const asRecord = text.startsWith('{') ? text : `{"turns":${text}}`;
    expect(parseRecord(asRecord)).toMatchObject({
      ok: false,
      error: { message: 'record: nested too deeply (more than 32 levels)' },
    });
  });

  it('leave a valid position alone', () => {
    expect(parsePositionText(EMPTY_BOARD).ok).toBe(true);
  });
});
