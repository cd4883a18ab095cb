import { applyTurnText, emptyPosition, legalTurns, parseSquare, type Position } from '@santorini/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { expectNewRowsScored, featuresOf, floatScore, randomFloatNetwork } from '../testing/network.js';
import { Accumulator } from './accumulator.js';
import { decodeBase64, encodeBase64 } from './base64.js';
import {
  FEATURE_COUNT,
  FIELD_MAX_ACTIVE,
  fieldFeatures,
  MAX_ACTIVE,
  OTHER_POWER_OFFSET,
  OTHER_WORKER_OFFSET,
  OWN_POWER_OFFSET,
  OWN_WORKER_OFFSET,
  STATUS_FEATURE_COUNT,
  STATUS_MAX_ACTIVE,
  STATUS_OFFSET,
  statusFeatures,
  workerFeature,
} from './features.js';
import {
  ACTIVATION_MAX,
  networkOutput,
  OUTPUT_ONE,
  outputBucket,
  piecesOnBoard,
  quantise,
  type Network,
} from './network.js';
import { PositionScorer } from './positionScorer.js';
import { readWeightsFile, writeWeightsFile } from './weightsFile.js';

const features = (pos: Position, side: number, status = false): number[] =>
  featuresOf(pos, side, { workerStatus: status });

const positions = baseGamePositions(5, 6);
const godPositions = [
  ...godGamePositions(['apollo', 'athena'], 7, 2),
  ...godGamePositions(['zeus', 'selene'], 8, 2),
];

describe('features', () => {
  it('gives 31 distinct features a side in range once placement is over, with no power one-hot at 0 only', () => {
    for (const pos of [...positions, ...godPositions].filter((p) => !p.inPlacement)) {
      for (const side of [0, 1]) {
        const active = features(pos, side);
        expect(active).toHaveLength(MAX_ACTIVE);
        expect(new Set(active).size).toBe(MAX_ACTIVE);
        expect(active.every((f) => f >= 0 && f < FEATURE_COUNT)).toBe(true);
        expect(active.filter((f) => f >= OWN_POWER_OFFSET)).toHaveLength(2);
      }
    }
  });

  it('sees the same board from both sides, with own and other workers and powers swapped', () => {
    const shift = OTHER_WORKER_OFFSET - OWN_WORKER_OFFSET;
    const powerShift = OTHER_POWER_OFFSET - OWN_POWER_OFFSET;
    const swap = (f: number) =>
      f >= OTHER_POWER_OFFSET
        ? f - powerShift
        : f >= OWN_POWER_OFFSET
          ? f + powerShift
          : f >= OTHER_WORKER_OFFSET
            ? f - shift
            : f >= OWN_WORKER_OFFSET
              ? f + shift
              : f;
    for (const pos of godPositions) {
      expect(features(pos, 1).sort((a, b) => a - b)).toEqual(
        features(pos, 0)
          .map(swap)
          .sort((a, b) => a - b),
      );
    }
  });

  it('places a worker by its square and level', () => {
    const placed = applyTurnText(emptyPosition(), '@a1 @c3');
    if (!placed.ok) throw new Error(placed.error.message);
    const [a1, c3] = [parseSquare('a1') ?? -1, parseSquare('c3') ?? -1];
    const own = features(placed.value, 0);
    expect(own).toContain(workerFeature(true, a1, 0));
    expect(own).toContain(workerFeature(true, c3, 0));
    expect(features(placed.value, 1)).toContain(workerFeature(false, c3, 0));
    expect(own).toHaveLength(25 + 2 + 2);
  });
});

describe('the accumulator', () => {
  const network = quantise(randomFloatNetwork(1));

  it('scores what the quantised network computes, and near the float network', () => {
    const float = randomFloatNetwork(1);
    const accumulator = new Accumulator(network);
    let largest = 0;
    for (const pos of positions) {
      accumulator.refresh(pos);
      const score = accumulator.score(pos.toMove);
      largest = Math.max(largest, Math.abs(score));
      // Rounding: a weight is off by at most 1/510, a hidden unit by 31 of those; 0.1 of an output unit.
      expect(Math.abs(score - floatScore(float, pos))).toBeLessThan(0.1 * float.scale);
    }
    // The test network is not flat: its scores spread well past the rounding.
    expect(largest).toBeGreaterThan(100);
  });

  it('kept up turn by turn (features off, then on) equals one built from scratch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: positions.length - 1 }), fc.nat(), (index, pick) => {
        const pos = positions[index] as Position;
        const turns = legalTurns(pos);
        const next = turns[pick % turns.length];
        if (next === undefined) return;
        const kept = new Accumulator(network);
        kept.refresh(pos);
        for (const side of [0, 1]) {
          const before = new Set(features(pos, side));
          const after = new Set(features(next.position, side));
          for (const f of before) if (!after.has(f)) kept.remove(side, f);
          for (const f of after) if (!before.has(f)) kept.add(side, f);
        }
        const fresh = new Accumulator(network);
        fresh.refresh(next.position);
        expect(Array.from(kept.sums)).toEqual(Array.from(fresh.sums));
        expect(kept.score(next.position.toMove)).toBe(fresh.score(next.position.toMove));
      }),
      { numRuns: 200 },
    );
  });

  it('clips each hidden unit to [0, ACTIVATION_MAX] before the output layer', () => {
    const one = (values: number[]) => Int16Array.from(values);
    const tiny: Network = {
      hidden: 1,
      featureWeights: new Int16Array(FEATURE_COUNT).fill(1000),
      featureBias: one([0]),
      outputWeights: one([OUTPUT_ONE, 0]),
      outputBias: 0,
      scale: 100,
    };
    const accumulator = new Accumulator(tiny);
    accumulator.refresh(positions[0] as Position);
    // 31 features × 1000 is far above the clip: the unit gives 1.0, so the score is the scale.
    expect(accumulator.score(0)).toBe(100);
    expect(ACTIVATION_MAX).toBe(255);
  });
});

describe('the position scorer', () => {
  const network = quantise(randomFloatNetwork(3));
  const domed = godGamePositions(['atlas', 'demeter'], 9, 2);
  const all = [...positions, ...godPositions, ...domed];

  it('scores as the accumulator built from scratch, placement and domes included', () => {
    const scorer = new PositionScorer(network);
    const accumulator = new Accumulator(network);
    expect(domed.some((pos) => pos.domes !== 0)).toBe(true);
    expect(all.some((pos) => pos.inPlacement)).toBe(true);
    for (const pos of all) {
      accumulator.refresh(pos);
      expect(scorer.score(pos)).toBe(accumulator.score(pos.toMove));
    }
  });

  it('scores every position as a fresh scorer does, in any order (its board sums are updated square by square)', () => {
    const fresh = (pos: Position): number => new PositionScorer(network).score(pos);
    fc.assert(
      fc.property(fc.array(fc.nat(all.length - 1), { minLength: 2, maxLength: 40 }), (picks) => {
        const scorer = new PositionScorer(network);
        // Each game's positions in order and back again (builds come and go), then random jumps.
        for (const pos of [...all.slice(0, 30), ...all.slice(0, 30).reverse(), ...picks.map((i) => all[i])])
          if (pos !== undefined) expect(scorer.score(pos)).toBe(fresh(pos));
      }),
      { numRuns: 30 },
    );
  });

  it('without powers, scores as a network whose every power row is the no-power row', () => {
    const { hidden } = network;
    const powerless = Int16Array.from(network.featureWeights);
    for (const offset of [OWN_POWER_OFFSET, OTHER_POWER_OFFSET])
      for (let power = 1; power <= OTHER_POWER_OFFSET - OWN_POWER_OFFSET - 1; power++)
        powerless.copyWithin((offset + power) * hidden, offset * hidden, (offset + 1) * hidden);
    const accumulator = new Accumulator({ ...network, featureWeights: powerless });
    const scorer = new PositionScorer(network);
    let differs = 0;
    for (const pos of godPositions) {
      accumulator.refresh(pos);
      expect(scorer.score(pos, false)).toBe(accumulator.score(pos.toMove));
      if (scorer.score(pos, false) !== scorer.score(pos)) differs++;
    }
    // The powers' rows matter where they are read.
    expect(differs).toBeGreaterThan(godPositions.length / 2);
  });
});

describe("the workers' status inputs", () => {
  const all = [...positions, ...godPositions];

  /** A worker's status counted square by square through the position's own questions. */
  function countedStatus(pos: Position, sq: number, own: boolean): number {
    const level = pos.levelAt(sq);
    const side = pos.sideAt(sq);
    let ups = 0;
    let moves = 0;
    let nearby = 0;
    for (let other = 0; other < 25; other++) {
      const apart = Math.max(
        Math.abs((other % 5) - (sq % 5)),
        Math.abs(Math.floor(other / 5) - Math.floor(sq / 5)),
      );
      if (apart !== 1) continue;
      const worker = pos.workerAt(other);
      if (worker !== null && worker.side !== side) nearby++;
      if (worker !== null || pos.domeAt(other) || pos.levelAt(other) > level + 1) continue;
      moves++;
      if (pos.levelAt(other) === Math.min(level, 2) + 1) ups++;
    }
    const floor = Math.min(level, 2);
    const index = ((floor * 4 + Math.min(ups, 3)) * 5 + Math.min(moves, 4)) * 3 + Math.min(nearby, 2);
    return STATUS_OFFSET + (own ? 0 : 180) + index;
  }

  it('gives one status a worker on the board, as counted square by square', () => {
    let seen = 0;
    for (const pos of all)
      for (const side of [0, 1]) {
        const out = new Int32Array(STATUS_MAX_ACTIVE);
        const end = statusFeatures(pos, side, out, 0);
        const expected = pos.workerSquares
          .filter((sq) => sq >= 0 && sq < 25)
          .map((sq) => countedStatus(pos, sq, pos.sideAt(sq) === side));
        expect(Array.from(out.subarray(0, end))).toEqual(expected);
        seen += end;
      }
    expect(seen).toBeGreaterThan(all.length * 4);
    expect(STATUS_FEATURE_COUNT).toBe(STATUS_OFFSET + 360);
  });

  it('scores in the accumulator as the float network does, and in the position scorer as in the accumulator', () => {
    expectNewRowsScored(positions, 6, { workerStatus: true }, {});
  });
});

describe('the weight file', () => {
  it('base64 round-trips every length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const text = encodeBase64(bytes);
        expect(decodeBase64(text)).toEqual(bytes);
      }),
    );
    expect(encodeBase64(Uint8Array.from([77, 97, 110]))).toBe('TWFu');
    expect(decodeBase64('TWE=')).toEqual(Uint8Array.from([77, 97]));
    expect(decodeBase64('TW$=')).toBeNull();
  });

  it('reads back the network it wrote, and refuses a file by what is wrong', () => {
    const network = quantise(randomFloatNetwork(2, 8));
    const file = writeWeightsFile(network, { seed: 2 });
    const read = readWeightsFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.value).toEqual(network);
    const kindOf = (json: unknown) => {
      const result = readWeightsFile(json);
      return result.ok ? 'ok' : result.error.kind;
    };
    expect(kindOf(null)).toBe('notObject');
    expect(kindOf({ ...file, format: 'other' })).toBe('format');
    expect(kindOf({ ...file, version: 2 })).toBe('version');
    expect(kindOf({ ...file, features: 10 })).toBe('features');
    expect(kindOf({ ...file, featureBias: '!!!!' })).toBe('encoding');
    expect(kindOf({ ...file, hidden: 9 })).toBe('shape');
    expect(kindOf({ ...file, powerInputs: 'yes' })).toBe('fields');
    expect(kindOf({ ...file, fieldReading: 1 })).toBe('fields');
  });

  it('keeps whether the power inputs were trained', () => {
    const network = quantise({ ...randomFloatNetwork(4, 4), powerInputs: true });
    const file = writeWeightsFile(network, {});
    expect(file.powerInputs).toBe(true);
    const read = readWeightsFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.value.powerInputs).toBe(true);
    const plain = writeWeightsFile(quantise(randomFloatNetwork(4, 4)), {});
    expect('powerInputs' in plain).toBe(false);
    const readPlain = readWeightsFile(plain);
    expect(readPlain.ok && readPlain.value.powerInputs).toBeUndefined();
  });

  it('keeps whether it learnt the field reading of 3–4 players', () => {
    const network = quantise({ ...randomFloatNetwork(4, 4), fieldReading: true });
    const read = readWeightsFile(JSON.parse(JSON.stringify(writeWeightsFile(network, {}))));
    expect(read.ok && read.value).toEqual(network);
    expect(read.ok && read.value.fieldReading).toBe(true);
    expect('fieldReading' in writeWeightsFile(quantise(randomFloatNetwork(4, 4)), {})).toBe(false);
  });

  it("keeps whether it has the workers' status inputs, and refuses a count that does not match", () => {
    const network = quantise(randomFloatNetwork(5, 4, { workerStatus: true }));
    const file = writeWeightsFile(network, {});
    expect(file.features).toBe(STATUS_FEATURE_COUNT);
    const read = readWeightsFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.value).toEqual(network);
    const kindOf = (json: unknown) => {
      const result = readWeightsFile(json);
      return result.ok ? 'ok' : result.error.kind;
    };
    expect(kindOf({ ...file, workerStatus: false })).toBe('features');
    expect(kindOf({ ...file, features: FEATURE_COUNT })).toBe('features');
    expect(kindOf({ ...file, workerStatus: 'yes' })).toBe('fields');
  });

  it('keeps its output layers, and refuses a count its output weights do not match', () => {
    const float = randomFloatNetwork(6, 4);
    const network = quantise({
      ...float,
      outputWeights: [...Array.from(float.outputWeights), ...Array.from(float.outputWeights, (w) => -w)],
      outputBuckets: 2,
    });
    const file = writeWeightsFile(network, {});
    expect(file.outputBuckets).toBe(2);
    const read = readWeightsFile(JSON.parse(JSON.stringify(file)));
    expect(read.ok && read.value).toEqual(network);
    expect('outputBuckets' in writeWeightsFile(quantise(float), {})).toBe(false);
    const kindOf = (json: unknown) => {
      const result = readWeightsFile(json);
      return result.ok ? 'ok' : result.error.kind;
    };
    expect(kindOf({ ...file, outputBuckets: 3 })).toBe('shape');
    expect(kindOf({ ...file, outputBuckets: undefined })).toBe('shape');
    expect(kindOf({ ...file, outputBuckets: 0 })).toBe('shape');
    expect(kindOf({ ...file, outputBuckets: '2' })).toBe('fields');
  });
});

describe('output buckets', () => {
  it('split the pieces on the board into equal spans, the last one open-ended', () => {
    const of4 = Array.from({ length: 80 }, (_, pieces) => outputBucket(4, pieces));
    expect([of4[0], of4[11], of4[12], of4[23], of4[24], of4[35], of4[36], of4[79]]).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
    expect(Array.from({ length: 80 }, (_, pieces) => outputBucket(1, pieces)).every((b) => b === 0)).toBe(
      true,
    );
    expect(outputBucket(2, 23)).toBe(0);
    expect(outputBucket(2, 24)).toBe(1);
  });

  it('count every block and dome on the board', () => {
    const pos = emptyPosition();
    expect(piecesOnBoard(pos.l1, pos.l2, pos.l3, pos.domes)).toBe(0);
    for (const sample of [...positions, ...godGamePositions(['atlas', 'demeter'], 9, 2)]) {
      let pieces = 0;
      for (let sq = 0; sq < 25; sq++) pieces += sample.levelAt(sq) + (sample.domeAt(sq) ? 1 : 0);
      expect(piecesOnBoard(sample.l1, sample.l2, sample.l3, sample.domes)).toBe(pieces);
    }
  });

  it('pick the output layer the accumulator and the position scorer score through', () => {
    const float = randomFloatNetwork(7, 4);
    const layers = [1, -1, 0.5].flatMap((factor) => Array.from(float.outputWeights, (w) => w * factor));
    const network = quantise({ ...float, outputWeights: layers, outputBuckets: 3 });
    const accumulator = new Accumulator(network);
    const scorer = new PositionScorer(network);
    const seen = new Set<number>();
    for (const pos of positions) {
      accumulator.refresh(pos);
      const pieces = piecesOnBoard(pos.l1, pos.l2, pos.l3, pos.domes);
      const bucket = outputBucket(3, pieces);
      seen.add(bucket);
      const { hidden } = network;
      const layer = quantise({
        ...float,
        outputWeights: layers.slice(bucket * 2 * hidden, (bucket + 1) * 2 * hidden),
      });
      const single = new Accumulator(layer);
      single.refresh(pos);
      expect(accumulator.scoreOf(pos)).toBe(single.score(pos.toMove));
      expect(scorer.score(pos)).toBe(accumulator.scoreOf(pos));
    }
    expect(seen.size).toBe(3);
  });
});

describe('the field reading (3–4 players: a side against all the others)', () => {
  const network = quantise(randomFloatNetwork(6));
  const scorer = new PositionScorer(network);
  const three = godGamePositions(['apollo', 'pan', 'athena'], 12, 3).filter((pos) => !pos.inPlacement);
  const four = godGamePositions(['artemis', 'hermes', 'zeus', 'atlas'], 13, 2).filter(
    (pos) => !pos.inPlacement,
  );
  const field = (pos: Position, side: number, fromField: boolean, powers = true): number[] => {
    const out = new Int32Array(FIELD_MAX_ACTIVE);
    return Array.from(out.subarray(0, fieldFeatures(pos, side, fromField, powers, out))).sort(
      (a, b) => a - b,
    );
  };
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  /** The quantised network's output with these two perspectives, straight from the definition. */
  const output = (first: number[], second: number[]): number => {
    const { hidden } = network;
    const sums = new Int32Array(2 * hidden);
    [first, second].forEach((features, half) => {
      for (let i = 0; i < hidden; i++) {
        let sum = network.featureBias[i] ?? 0;
        for (const f of features) sum += network.featureWeights[f * hidden + i] ?? 0;
        sums[half * hidden + i] = sum;
      }
    });
    return networkOutput(network, sums, 0, hidden);
  };

  it('reads a 2-player position as the two sides do', () => {
    for (const pos of [...positions, ...godPositions].filter((p) => !p.inPlacement))
      for (const side of [0, 1]) {
        expect(field(pos, side, false)).toEqual(sorted(features(pos, side)));
        expect(field(pos, side, true)).toEqual(sorted(features(pos, 1 - side)));
        expect(scorer.scoreAgainstField(pos, side)).toBe((side === pos.toMove ? 1 : -1) * scorer.score(pos));
      }
  });

  it("counts one side's workers and powers as its own and everyone else's as the other's", () => {
    expect(three.length).toBeGreaterThan(10);
    const own = (list: number[], offset: number, size: number) =>
      list.filter((f) => f >= offset && f < offset + size).length;
    for (const pos of three) {
      const seats = [0, 1, 2].filter((seat) => !pos.isOut(seat));
      for (const side of seats) {
        const mine = field(pos, side, false);
        expect(own(mine, OWN_WORKER_OFFSET, 100)).toBe(2);
        expect(own(mine, OTHER_WORKER_OFFSET, 100)).toBe(2 * (seats.length - 1));
        expect(own(mine, OWN_POWER_OFFSET, OTHER_POWER_OFFSET - OWN_POWER_OFFSET)).toBe(1);
        expect(own(mine, OTHER_POWER_OFFSET, FEATURE_COUNT - OTHER_POWER_OFFSET)).toBe(seats.length - 1);
        const theirs = field(pos, side, true);
        expect(own(theirs, OWN_WORKER_OFFSET, 100)).toBe(2 * (seats.length - 1));
        expect(own(theirs, OWN_POWER_OFFSET, OTHER_POWER_OFFSET - OWN_POWER_OFFSET)).toBe(seats.length - 1);
        expect(field(pos, side, false, false).filter((f) => f >= OWN_POWER_OFFSET)).toEqual([
          OWN_POWER_OFFSET,
          ...seats.slice(1).map(() => OTHER_POWER_OFFSET),
        ]);
      }
    }
  });

  it('scores a side against the field, whoever moves first', () => {
    let sideMoved = 0;
    for (const pos of [...three, ...four]) {
      const sides = Array.from({ length: pos.sideCount }, (_, side) => side).filter(
        (side) => !(pos.playerCount === 3 && pos.isOut(side)),
      );
      for (const side of sides) {
        const mine = field(pos, side, false);
        const theirs = field(pos, side, true);
        const moves = pos.sideOf(pos.toMove) === side;
        if (moves) sideMoved++;
        expect(scorer.scoreAgainstField(pos, side)).toBe(
          moves ? output(mine, theirs) : -output(theirs, mine),
        );
        const powerless = output(field(pos, side, !moves, false), field(pos, side, moves, false));
        expect(scorer.scoreAgainstField(pos, side, false)).toBe(moves ? powerless : -powerless);
      }
    }
    expect(sideMoved).toBeGreaterThan(10);
    expect(four.length).toBeGreaterThan(10);
  });
});
