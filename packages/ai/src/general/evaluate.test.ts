import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import { committedNetwork } from '../nnue/committedNetwork.js';
import { PositionScorer } from '../nnue/positionScorer.js';
import { godGamePositions } from '../testing/games.js';
import { GeneralEvaluator } from './evaluate.js';

const other = { ...DEFAULT_WEIGHTS, height: [0, 500, 900, 300], mobility: 40 };

describe('the general evaluation by player count', () => {
  const two = godGamePositions(['apollo', 'pan'], 3, 2);
  const three = godGamePositions(['apollo', 'pan', 'athena'], 4, 2);
  const split = new GeneralEvaluator(other, undefined, DEFAULT_WEIGHTS);

  it('judges 2-player games by its weights', () => {
    const alone = new GeneralEvaluator(other);
    expect(two.length).toBeGreaterThan(10);
    for (const pos of two) expect(split.evaluate(pos, 0)).toBe(alone.evaluate(pos, 0));
  });

  it('judges 3 players by the many-player weights', () => {
    const hand = new GeneralEvaluator(DEFAULT_WEIGHTS);
    expect(three.length).toBeGreaterThan(10);
    expect(three.every((pos) => pos.playerCount === 3)).toBe(true);
    for (const pos of three) expect(split.evaluate(pos, 1)).toBe(hand.evaluate(pos, 1));
    expect(three.some((pos) => new GeneralEvaluator(other).evaluate(pos, 1) !== hand.evaluate(pos, 1))).toBe(
      true,
    );
  });
});

describe('the learned correction', () => {
  const network = committedNetwork();
  const learned = new GeneralEvaluator(other, undefined, DEFAULT_WEIGHTS, network);
  const scorer = new PositionScorer(network);

  it('adds the network, read without powers, to 2-player games once every worker is placed', () => {
    const two = godGamePositions(['artemis', 'hephaestus'], 5, 3);
    const placed = two.filter((pos) => !pos.inPlacement);
    expect(placed.length).toBeGreaterThan(10);
    expect(two.length).toBeGreaterThan(placed.length);
    for (const pos of two) {
      for (const side of [0, 1]) {
        const expected = pos.inPlacement ? 0 : (side === pos.toMove ? 1 : -1) * scorer.score(pos, false);
        expect(learned.correction(pos, side)).toBe(expected);
        expect(learned.evaluate(pos, side)).toBe(learned.handWritten(pos, side) + expected);
      }
      expect(learned.handWritten(pos, 0)).toBe(new GeneralEvaluator(other).evaluate(pos, 0));
    }
    expect(placed.filter((pos) => learned.correction(pos, 0) !== 0).length).toBeGreaterThan(
      placed.length / 2,
    );
  });

  it('reads the powers when the network was trained on them', () => {
    const withPowers = new GeneralEvaluator(other, undefined, DEFAULT_WEIGHTS, {
      ...network,
      powerInputs: true,
    });
    const placed = godGamePositions(['artemis', 'hephaestus'], 5, 3).filter((pos) => !pos.inPlacement);
    for (const pos of placed) expect(withPowers.correction(pos, pos.toMove)).toBe(scorer.score(pos, true));
    expect(placed.some((pos) => scorer.score(pos, true) !== scorer.score(pos, false))).toBe(true);
  });

  it('leaves 3–4 players to the hand-written terms', () => {
    const many = [
      ...godGamePositions(['apollo', 'pan', 'athena'], 6, 1),
      ...godGamePositions(['apollo', 'pan', 'athena', 'atlas'], 7, 1),
    ];
    expect(many.length).toBeGreaterThan(10);
    for (const pos of many) expect(learned.correction(pos, 0)).toBe(0);
  });
});
