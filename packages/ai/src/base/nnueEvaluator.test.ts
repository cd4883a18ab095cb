import { BaseStack, STRIDE } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { Accumulator } from '../nnue/accumulator.js';
import { committedNetwork } from '../nnue/committedNetwork.js';
import { quantise, type Network } from '../nnue/network.js';
import { Searcher } from '../searcher.js';
import { DEFAULT_TRAINING, sampleOf, Trainer, type Reading } from '../nnue/training.js';
import { baseGamePositions } from '../testing/games.js';
import { TranspositionTable } from '../tt.js';
import { Evaluator } from './evaluate.js';
import { searchBaseGame } from './baseGame.js';
import { BaseSearch } from './baseSearch.js';
import { NnueBaseEvaluator, type BaseEvaluation } from './nnueEvaluator.js';

const positions = baseGamePositions(21, 4);

function trainedNetwork(reading: Reading): Network {
  const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden: 8, seed: 5, ...reading });
  trainer.epoch(
    positions.map((pos) => sampleOf(pos, pos.toMove === 0 ? 0.8 : 0.3, 0, reading)),
    1,
  );
  return quantise(trainer.network());
}

/** The same network built from scratch for every frame: what the kept accumulators must equal. */
class FromScratch implements BaseEvaluation {
  private readonly inner: NnueBaseEvaluator;
  private readonly frame = new Int32Array(STRIDE);
  constructor(network: Network) {
    this.inner = new NnueBaseEvaluator(network);
  }
  evaluate(frames: Int32Array, at: number): number {
    this.frame.set(frames.subarray(at, at + STRIDE));
    this.inner.forget();
    return this.inner.evaluate(this.frame, 0);
  }
}

describe.each<[string, Reading]>([
  ['', {}],
  [" with the workers' status", { workerStatus: true }],
  [' with 3 output layers', { outputBuckets: 3 }],
  [" with the workers' status and 4 output layers", { workerStatus: true, outputBuckets: 4 }],
  [" with the workers' status and outlook", { workerStatus: true, workerOutlook: true }],
  [' with the territory', { workerStatus: true, workerOutlook: true, territory: true }],
])('the learned evaluation on kernel frames%s', (_, reading) => {
  const network = trainedNetwork(reading);

  it('has the inputs and output layers it was trained with', () => {
    expect(network.workerStatus === true).toBe(reading.workerStatus === true);
    expect(network.workerOutlook === true).toBe(reading.workerOutlook === true);
    expect(network.territory === true).toBe(reading.territory === true);
    expect(network.outputBuckets ?? 1).toBe(reading.outputBuckets ?? 1);
  });

  it('scores every base-game position as the accumulator does on the position, alone or added to the hand-written one', () => {
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
      expect(score).toBe(accumulator.scoreOf(pos));
      expect(corrected.evaluate(stack.frames, 0)).toBe(score + handWritten.evaluate(stack.frames, 0));
      scores.add(score);
    }
    expect(scores.size).toBeGreaterThan(10);
  });

  it('evaluates lazily: the hand-written score alone outside (low, high), the corrected score inside', () => {
    const handWritten = new Evaluator();
    const corrected = new NnueBaseEvaluator(network, handWritten);
    const stack = new BaseStack(1);
    let differs = 0;
    for (const pos of positions) {
      stack.load(0, pos);
      const hand = handWritten.evaluate(stack.frames, 0);
      const full = corrected.evaluate(stack.frames, 0);
      if (full !== hand) differs++;
      expect(corrected.evaluateWithin(stack.frames, 0, hand - 1, hand + 1)).toBe(full);
      expect(corrected.evaluateWithin(stack.frames, 0, hand, hand + 100)).toBe(hand);
      expect(corrected.evaluateWithin(stack.frames, 0, hand - 100, hand)).toBe(hand);
    }
    expect(differs).toBeGreaterThan(10);
  });

  it('keeps its accumulators up to date through a search: the same search as building every frame from scratch', () => {
    for (const pos of positions.filter((_, i) => i % 9 === 0).slice(0, 8)) {
      const run = (evaluation: BaseEvaluation) =>
        searchBaseGame(new BaseSearch(new TranspositionTable(1), evaluation), pos, { depth: 4 });
      const kept = run(new NnueBaseEvaluator(network));
      const scratch = run(new FromScratch(network));
      expect({ score: kept.score, nodes: kept.nodes, pv: kept.pv }).toEqual({
        score: scratch.score,
        nodes: scratch.nodes,
        pv: scratch.pv,
      });
    }
  });
});

describe("the Searcher's default evaluation", () => {
  it('is the committed network on the hand-written evaluation; network: null searches without it', () => {
    const searches = positions.slice(0, 12).map((pos) => ({
      byDefault: new Searcher({ hashMb: 1 }).search(pos, { depth: 3 }),
      committed: new Searcher({ hashMb: 1, network: committedNetwork() }).search(pos, { depth: 3 }),
      alone: new Searcher({ hashMb: 1, network: null }).search(pos, { depth: 3 }),
    }));
    for (const { byDefault, committed } of searches)
      expect({ score: byDefault.score, pv: byDefault.pv }).toEqual({
        score: committed.score,
        pv: committed.pv,
      });
    expect(searches.filter(({ byDefault, alone }) => byDefault.score !== alone.score).length).toBeGreaterThan(
      6,
    );
  });
});
