import { MAX_ACTIVE, OWN_POWER_OFFSET, sampleOf } from '@santorini/ai';
import { parsePosition, squareName } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { SYMMETRIES, turnedFeature } from './symmetry.js';

const json = {
  players: [{ workers: ['b2', 'd4'] }, { workers: ['c3', 'e1'] }],
  levels: ['00000', '01000', '00200', '00030', '00000'],
  domes: ['a1'],
  toMove: 0,
};

/** The position JSON with every square moved by `map`. */
function turned(map: Int8Array) {
  const name = (sq: string) => squareName(map[sq.charCodeAt(0) - 97 + (Number(sq[1]) - 1) * 5] ?? 0);
  const levels = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => '0'));
  json.levels.forEach((row, r) => {
    for (let file = 0; file < 5; file++) {
      const sq = map[file + (4 - r) * 5] ?? 0;
      (levels[4 - Math.floor(sq / 5)] as string[])[sq % 5] = row.charAt(file);
    }
  });
  return {
    players: json.players.map((p) => ({ workers: p.workers.map(name) })),
    levels: levels.map((row) => row.join('')),
    domes: json.domes.map(name),
    toMove: 0,
  };
}

describe('the board symmetries', () => {
  it('are 8 distinct permutations of the squares, the first the identity', () => {
    expect(new Set(SYMMETRIES.map((map) => map.join())).size).toBe(8);
    for (const map of SYMMETRIES) expect([...map].sort((a, b) => a - b)).toEqual([...Array(25).keys()]);
    expect([...(SYMMETRIES[0] ?? [])]).toEqual([...Array(25).keys()]);
  });

  it("turn a position's features into the turned position's features", () => {
    const pos = parsePosition(json);
    if (!pos.ok) throw new Error(pos.error.message);
    const features = sampleOf(pos.value, 0).features;
    for (const map of SYMMETRIES) {
      const other = parsePosition(turned(map));
      if (!other.ok) throw new Error(other.error.message);
      const expected = [...sampleOf(other.value, 0).features].sort((a, b) => a - b);
      expect([...features.map((f) => turnedFeature(f, map))].sort((a, b) => a - b)).toEqual(expected);
    }
    expect(features.filter((f) => f >= OWN_POWER_OFFSET)).toHaveLength(4);
    expect(features).toHaveLength(2 * MAX_ACTIVE);
  });
});
