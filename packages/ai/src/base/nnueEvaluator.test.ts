import { BaseStack } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { Accumulator } from '../nnue/accumulator.js';
import { quantise } from '../nnue/network.js';
import { DEFAULT_TRAINING, sampleOf, Trainer } from '../nnue/training.js';
import { baseGamePositions } from '../testing/games.js';
import { Evaluator } from './evaluate.js';
import { NnueBaseEvaluator } from './nnueEvaluator.js';

describe('the learned evaluation on kernel frames', () => {
  it('scores every base-game position as the accumulator does on the position, alone or added to the hand-written one', () => {
    const positions = baseGamePositions(21, 4);
    const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, seed: 5 });
    trainer.epoch(
      positions.map((pos) => sampleOf(pos, pos.toMove === 0 ? 0.8 : 0.3)),
      1,
    );
    const network = quantise(trainer.network());
    const evaluator = new NnueBaseEvaluator(network);
    const handWritten = new Evaluator();
    const corrected = new NnueBaseEvaluator(network, handWritten);
    const accumulator = new Accumulator(network);
    const stack = new BaseStack(1);
    const scores = new Set<number>();
    for (const pos of positions) {
      stack.load(0, pos);
      accumulator.refresh(pos);
      const score = evaluator.evaluate(stack.frames, 0);
      expect(score).toBe(accumulator.score(pos.toMove));
      // As a correction of the hand-written evaluation, the two add.
      expect(corrected.evaluate(stack.frames, 0)).toBe(score + handWritten.evaluate(stack.frames, 0));
      scores.add(score);
    }
    expect(scores.size).toBeGreaterThan(10);
  });
});
