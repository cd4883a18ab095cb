import { describe, expect, it } from 'vitest';
import { parsePosition } from '@santorini/engine';
import { Searcher } from '@santorini/ai';
import { DeeperLabeller, positionsToRelabel } from './deeperLabels.js';
import { parseMatchups } from './matchups.js';
import { DEFAULT_DATA_OPTIONS, playTrainingGame, searchEvaluation } from './selfPlayData.js';
import { quietPosition } from './trainingSet.js';

const options = { ...DEFAULT_DATA_OPTIONS, nodes: 300, seed: 6, sample: 1 };
const records = [0, 1].flatMap((game) => playTrainingGame(options, game));

describe('deeper labels', () => {
  it('picks the quiet base-game positions, one in every `every`, in file order', () => {
    const quiet = records.filter((record) => quietPosition(record) !== null);
    expect(quiet.length).toBeGreaterThan(4);
    expect(quiet.length).toBeLessThan(records.length); // threatened positions are left out
    expect(positionsToRelabel(records, 1)).toEqual(quiet);
    expect(positionsToRelabel(records, 3)).toEqual(quiet.filter((_, at) => at % 3 === 0));
    const withPowers = playTrainingGame({ ...options, matchups: parseMatchups('artemis:pan', 0) }, 0);
    expect(positionsToRelabel(withPowers, 1)).toEqual([]);
  });

  it("labels a position with a fresh search's score on the budget, keeping the game's result", () => {
    const labeller = new DeeperLabeller(3000);
    const [first, second] = positionsToRelabel(records, 1);
    if (first === undefined || second === undefined) throw new Error('no quiet positions');
    const deeper = labeller.relabel(first);
    const parsed = parsePosition(first.position);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const fresh = new Searcher({ hashMb: 16, ...searchEvaluation('nnue') }).search(parsed.value, {
      nodes: 3000,
    });
    expect(deeper).toEqual({ ...first, score: fresh.score, depth: fresh.depth });
    expect(deeper.depth).toBeGreaterThan(first.depth);
    // The table is cleared between positions: the same label after another search.
    labeller.relabel(second);
    expect(labeller.relabel(first)).toEqual(deeper);
  });
});
