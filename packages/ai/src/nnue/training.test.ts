import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { Accumulator } from './accumulator.js';
import { FIELD_MAX_ACTIVE, fieldFeatures } from './features.js';
import { dequantise, quantise } from './network.js';
import { PositionScorer } from './positionScorer.js';
import { DEFAULT_TRAINING, fieldSampleOf, sampleOf, Trainer } from './training.js';

const positions = baseGamePositions(11, 12);
/** A rule the network can learn from the features: the side whose workers stand higher wins. */
const heights = (pos: Position, side: number) =>
  pos.workerSquares.slice(side * 2, side * 2 + 2).reduce((sum, sq) => sum + pos.levelAt(sq), 0);
const target = (pos: Position) => {
  const lead = heights(pos, pos.toMove) - heights(pos, 1 - pos.toMove);
  return lead > 0 ? 0.9 : lead < 0 ? 0.1 : 0.5;
};
const samples = positions.map((pos) => sampleOf(pos, target(pos)));

describe('the trainer', () => {
  it('learns: the loss falls well below where it started', () => {
    const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, learningRate: 0.01, batchSize: 32 });
    const before = trainer.loss(samples);
    for (let epoch = 0; epoch < 15; epoch++) trainer.epoch(samples, epoch);
    const after = trainer.loss(samples);
    expect(after).toBeLessThan(before * 0.6);
  });

  it('is reproducible for a seed', () => {
    const train = () => {
      const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden: 4, seed: 3 });
      trainer.epoch(samples.slice(0, 100), 1);
      return Array.from(trainer.network().outputWeights);
    };
    expect(train()).toEqual(train());
  });

  it.each([1, 4])(
    'trains the network the accumulator plays: its quantised scores match the float predictions (%i output layers)',
    (outputBuckets) => {
      const settings = { ...DEFAULT_TRAINING, hidden: 8, learningRate: 0.01, batchSize: 32, outputBuckets };
      const trainer = new Trainer(settings);
      const bucketed = positions.map((pos) => sampleOf(pos, target(pos), 0, settings));
      expect(new Set(bucketed.map(({ bucket }) => bucket)).size).toBe(outputBuckets);
      for (let epoch = 0; epoch < 3; epoch++) trainer.epoch(bucketed, epoch);
      const network = quantise(trainer.network());
      expect(network.outputBuckets ?? 1).toBe(outputBuckets);
      const accumulator = new Accumulator(network);
      const k = DEFAULT_TRAINING.sigmoidScale;
      for (const pos of positions.filter((_, i) => i % 5 === 0)) {
        const p = trainer.predict(sampleOf(pos, 0, 0, settings));
        const floatScore = -k * Math.log(1 / p - 1);
        accumulator.refresh(pos);
        expect(Math.abs(accumulator.scoreOf(pos) - floatScore)).toBeLessThan(20);
      }
    },
  );

  it('trains each output layer on its own positions', () => {
    const settings = { ...DEFAULT_TRAINING, hidden: 4, learningRate: 0.01, outputBuckets: 4 };
    const trainer = new Trainer(settings);
    const before = Array.from(trainer.network().outputWeights);
    const middle = positions
      .map((pos) => sampleOf(pos, target(pos), 0, settings))
      .filter(({ bucket }) => bucket === 1);
    trainer.epoch(middle, 1);
    const after = Array.from(trainer.network().outputWeights);
    const layerMoved = (layer: number) =>
      after.slice(layer * 8, layer * 8 + 8).some((w, i) => w !== before[layer * 8 + i]);
    expect([0, 1, 2, 3].map(layerMoved)).toEqual([false, true, false, false]);
    expect(() => new Trainer({ ...settings, outputBuckets: 2 }, trainer.network())).toThrow(
      /4 output layers/,
    );
  });

  it('goes on from a network: it starts where the network stands, and refuses another size', () => {
    const trained = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, learningRate: 0.01, batchSize: 32 });
    for (let epoch = 0; epoch < 3; epoch++) trained.epoch(samples, epoch);
    const network = quantise({ ...trained.network(), powerInputs: true });
    const float = dequantise(network);
    expect(quantise(float)).toEqual(network);
    const resumed = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, seed: 99 }, float);
    expect(quantise(resumed.network())).toEqual({ ...network, powerInputs: undefined });
    const fresh = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, seed: 99 });
    expect(resumed.loss(samples)).toBeLessThan(fresh.loss(samples));
    expect(() => new Trainer({ ...DEFAULT_TRAINING, hidden: 4 }, float)).toThrow(/hidden 8/);
  });

  it('trains the field reading of 3 players as the position scorer plays it', () => {
    const three = godGamePositions(['apollo', 'pan', 'athena'], 14, 4).filter((pos) => !pos.inPlacement);
    const seatsIn = (pos: Position) => [0, 1, 2].filter((seat) => !pos.isOut(seat));
    const fieldSamples = three.flatMap((pos) =>
      seatsIn(pos).map((seat) => {
        const moves = seat === pos.toMove;
        const lead = heights(pos, seat) - 1.5;
        const wins = lead > 0 ? 0.7 : 0.2;
        return fieldSampleOf(pos, seat, moves ? wins : 1 - wins, 0, true);
      }),
    );
    // The side to move's perspective first: a seat's own when it moves, the field's otherwise.
    const pos = three[0] as Position;
    const first = new Int32Array(FIELD_MAX_ACTIVE);
    const count = fieldFeatures(pos, (pos.toMove + 1) % 3, true, true, first);
    const sample = fieldSampleOf(pos, (pos.toMove + 1) % 3, 0.5, 0, true);
    expect(Array.from(sample.features.subarray(0, count))).toEqual(Array.from(first.subarray(0, count)));
    expect(sample.features).toHaveLength(2 * FIELD_MAX_ACTIVE);

    const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, learningRate: 0.01, batchSize: 32 });
    const before = trainer.loss(fieldSamples);
    for (let epoch = 0; epoch < 4; epoch++) trainer.epoch(fieldSamples, epoch);
    expect(trainer.loss(fieldSamples)).toBeLessThan(before);
    const scorer = new PositionScorer(quantise({ ...trainer.network(), fieldReading: true }));
    const k = DEFAULT_TRAINING.sigmoidScale;
    for (const at of three.slice(0, 30))
      for (const seat of seatsIn(at)) {
        const p = trainer.predict(fieldSampleOf(at, seat, 0, 0, true));
        const floatScore = -k * Math.log(1 / p - 1);
        const sign = seat === at.toMove ? 1 : -1;
        expect(Math.abs(scorer.scoreAgainstField(at, seat) - sign * floatScore)).toBeLessThan(20);
      }
  });
});
