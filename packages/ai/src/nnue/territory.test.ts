import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { expectNewRowsScored, featuresOf, randomFloatNetwork } from '../testing/network.js';
import { OUTLOOK_FEATURE_COUNT, TERRITORY_FEATURE_COUNT, TERRITORY_OFFSET } from './features.js';
import { quantise } from './network.js';
import { readWeightsFile, writeWeightsFile } from './weightsFile.js';
import { TERRITORIES } from './territory.js';

const positions = baseGamePositions(12, 6);
const all = [
  ...positions,
  ...godGamePositions(['apollo', 'athena'], 13, 2),
  ...godGamePositions(['zeus', 'selene'], 14, 2),
];

const apart = (a: number, b: number): number =>
  Math.max(Math.abs((a % 5) - (b % 5)), Math.abs(Math.floor(a / 5) - Math.floor(b / 5)));

/** Whether a worker may step from `from` onto `to`, through the position's own questions. */
const mayStep = (pos: Position, from: number, to: number): boolean =>
  apart(from, to) === 1 &&
  pos.workerAt(to) === null &&
  !pos.domeAt(to) &&
  pos.levelAt(to) <= pos.levelAt(from) + 1;

/** How many moves (1, 2, or Infinity beyond) `side`'s workers take to reach each square, every path walked. */
function movesTo(pos: Position, side: number): number[] {
  const moves = Array.from({ length: 25 }, () => Infinity);
  for (const start of pos.workerSquares) {
    if (start < 0 || start >= 25 || pos.sideAt(start) !== side) continue;
    for (let first = 0; first < 25; first++) {
      if (!mayStep(pos, start, first)) continue;
      moves[first] = 1;
      if (pos.levelAt(first) === 3) continue;
      for (let second = 0; second < 25; second++)
        if (mayStep(pos, first, second)) moves[second] = Math.min(moves[second] ?? Infinity, 2);
    }
  }
  return moves;
}

/** A side's two territory features, counted square by square. */
function countedTerritory(pos: Position, side: number): number[] {
  const mine = movesTo(pos, side);
  const theirs = movesTo(pos, 1 - side);
  const first = (a: number[], b: number[]) =>
    [...Array(25).keys()].filter((sq) => (a[sq] ?? Infinity) < (b[sq] ?? Infinity));
  const own = first(mine, theirs);
  const other = first(theirs, mine);
  const high = (squares: number[]) => Math.min(3, squares.filter((sq) => pos.levelAt(sq) >= 2).length);
  return [
    TERRITORY_OFFSET + Math.min(7, own.length >> 1) * 8 + Math.min(7, other.length >> 1),
    TERRITORY_OFFSET + 64 + high(own) * 4 + high(other),
  ];
}

const withTerritory = { workerStatus: true, workerOutlook: true, territory: true };

describe('the territory inputs', () => {
  it('give each side its square race and high-ground race, as every path of two steps walked square by square', () => {
    const seen = new Set<number>();
    for (const pos of all)
      for (const side of [0, 1]) {
        const features = featuresOf(pos, side, withTerritory);
        const expected = countedTerritory(pos, side);
        expect(features.filter((f) => f >= TERRITORY_OFFSET)).toEqual(expected);
        for (const f of expected) seen.add(f);
      }
    // The sample runs many races, not a few.
    expect(seen.size).toBeGreaterThan(25);
    expect(TERRITORY_FEATURE_COUNT).toBe(OUTLOOK_FEATURE_COUNT + TERRITORIES);
  });

  it('score in the accumulator as the float network does, and in the position scorer as in the accumulator', () => {
    expectNewRowsScored(positions, 5, withTerritory, { workerStatus: true, workerOutlook: true });
  });

  it('are kept in the weight file, which refuses them without the outlook inputs or with a count that does not match', () => {
    const network = quantise(randomFloatNetwork(6, 4, withTerritory));
    const file = writeWeightsFile(network, {});
    expect(file.features).toBe(TERRITORY_FEATURE_COUNT);
    const read = readWeightsFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.value).toEqual(network);
    const kindOf = (json: unknown) => {
      const result = readWeightsFile(json);
      return result.ok ? 'ok' : result.error.kind;
    };
    expect(kindOf({ ...file, territory: false })).toBe('features');
    expect(kindOf({ ...file, workerOutlook: false })).toBe('fields');
    expect(kindOf({ ...file, features: OUTLOOK_FEATURE_COUNT })).toBe('features');
    expect(kindOf({ ...file, territory: 'yes' })).toBe('fields');
  });
});
