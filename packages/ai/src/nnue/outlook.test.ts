import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { expectNewRowsScored, featuresOf, randomFloatNetwork } from '../testing/network.js';
import { FEATURE_COUNT, OUTLOOK_FEATURE_COUNT, OUTLOOK_OFFSET, STATUS_FEATURE_COUNT } from './features.js';
import { quantise } from './network.js';
import { OUTLOOKS } from './outlook.js';
import { readWeightsFile, writeWeightsFile } from './weightsFile.js';

const positions = baseGamePositions(9, 6);
const all = [
  ...positions,
  ...godGamePositions(['apollo', 'athena'], 10, 2),
  ...godGamePositions(['zeus', 'selene'], 11, 2),
];

const apart = (a: number, b: number): number =>
  Math.max(Math.abs((a % 5) - (b % 5)), Math.abs(Math.floor(a / 5) - Math.floor(b / 5)));

/** Whether a worker standing on `from` may step onto `to`, through the position's own questions. */
const mayStep = (pos: Position, from: number, to: number, start: number): boolean =>
  apart(from, to) === 1 &&
  (to === start || pos.workerAt(to) === null) &&
  !pos.domeAt(to) &&
  pos.levelAt(to) <= pos.levelAt(from) + 1;

/** A worker's outlook feature counted square by square: every path of one or two steps walked. */
function countedOutlook(pos: Position, sq: number, own: boolean): number {
  const reach = new Set<number>();
  for (let first = 0; first < 25; first++) {
    if (!mayStep(pos, sq, first, sq)) continue;
    reach.add(first);
    if (pos.levelAt(first) === 3) continue;
    for (let second = 0; second < 25; second++)
      if (second !== sq && mayStep(pos, first, second, sq)) reach.add(second);
  }
  const side = pos.sideAt(sq);
  const watched = (target: number) =>
    pos.workerSquares.some(
      (other) => other >= 0 && other < 25 && pos.sideAt(other) !== side && apart(other, target) === 1,
    );
  const high = [...reach].filter((target) => pos.levelAt(target) === 2);
  const top = [...reach].filter((target) => pos.levelAt(target) === 3);
  const spoiled = [...high, ...top].filter(watched).length;
  const floor = Math.min(2, pos.levelAt(sq));
  const index =
    (((floor * 4 + Math.min(3, Math.floor(reach.size / 4))) * 3 + Math.min(2, high.length)) * 3 +
      Math.min(2, top.length)) *
      3 +
    Math.min(2, spoiled);
  return OUTLOOK_OFFSET + (own ? 0 : OUTLOOKS) + index;
}

const withOutlook = { workerStatus: true, workerOutlook: true };

describe("the workers' outlook inputs", () => {
  it('give one outlook a worker on the board, as every path of two steps walked square by square', () => {
    const seen = new Set<number>();
    for (const pos of all)
      for (const side of [0, 1]) {
        const outlooks = featuresOf(pos, side, withOutlook).filter((f) => f >= OUTLOOK_OFFSET);
        const expected = pos.workerSquares
          .filter((sq) => sq >= 0 && sq < 25)
          .map((sq) => countedOutlook(pos, sq, pos.sideAt(sq) === side));
        expect(outlooks).toEqual(expected);
        for (const f of expected) seen.add(f);
      }
    // The sample walks many outlooks, not a few.
    expect(seen.size).toBeGreaterThan(40);
    expect(OUTLOOK_FEATURE_COUNT).toBe(STATUS_FEATURE_COUNT + 2 * 324);
  });

  it('score in the accumulator as the float network does, and in the position scorer as in the accumulator', () => {
    expectNewRowsScored(positions, 3, withOutlook, { workerStatus: true });
  });

  it('are kept in the weight file, which refuses them without the status inputs or with a count that does not match', () => {
    const network = quantise(randomFloatNetwork(4, 4, withOutlook));
    const file = writeWeightsFile(network, {});
    expect(file.features).toBe(OUTLOOK_FEATURE_COUNT);
    const read = readWeightsFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.value).toEqual(network);
    const kindOf = (json: unknown) => {
      const result = readWeightsFile(json);
      return result.ok ? 'ok' : result.error.kind;
    };
    expect(kindOf({ ...file, workerOutlook: false })).toBe('features');
    expect(kindOf({ ...file, workerStatus: false })).toBe('fields');
    expect(kindOf({ ...file, features: FEATURE_COUNT })).toBe('features');
    expect(kindOf({ ...file, workerOutlook: 1 })).toBe('fields');
  });
});
