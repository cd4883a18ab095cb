import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { baseGamePositions } from '../testing/games.js';
import { Accumulator } from './accumulator.js';
import { dequantise, quantise } from './network.js';
import { DEFAULT_TRAINING, sampleOf, Trainer } from './training.js';

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

  it('trains the network the accumulator plays: its quantised scores match the float predictions', () => {
    const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, learningRate: 0.01, batchSize: 32 });
    for (let epoch = 0; epoch < 3; epoch++) trainer.epoch(samples, epoch);
    const accumulator = new Accumulator(quantise(trainer.network()));
    const k = DEFAULT_TRAINING.sigmoidScale;
    for (const pos of positions.slice(0, 60)) {
      const p = trainer.predict(sampleOf(pos, 0));
      const floatScore = -k * Math.log(1 / p - 1);
      accumulator.refresh(pos);
      expect(Math.abs(accumulator.score(pos.toMove) - floatScore)).toBeLessThan(20);
    }
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
});
