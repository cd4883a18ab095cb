import type { Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import { committedNetwork } from '../nnue/committedNetwork.js';
import { PositionScorer } from '../nnue/positionScorer.js';
import { godGamePositions } from '../testing/games.js';
import { position } from '../testing/position.js';
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
  const everywhere = new GeneralEvaluator(other, undefined, DEFAULT_WEIGHTS, network, network);

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

  const levels = ['01200', '00310', '12000', '00021', '30000'];
  /** A 2-player position with these workers, no powers: the network's reading of one pair. */
  const pair = (first: string[], second: string[], toMove: number): Position =>
    position({ players: [{ workers: first }, { workers: second }], levels, domes: ['c3'], toMove });

  it('reads a 4-player game as its two teams', () => {
    const four = position({
      players: [
        { god: 'apollo', workers: ['a1', 'b2'] },
        { god: 'pan', workers: ['d4', 'e2'] },
        { god: 'athena', workers: ['a1', 'b2'] },
        { god: 'atlas', workers: ['d4', 'e2'] },
      ],
      levels,
      domes: ['c3'],
      toMove: 3,
    });
    const twin = scorer.score(pair(['a1', 'b2'], ['d4', 'e2'], 1), false);
    expect(twin).not.toBe(0);
    expect(everywhere.correction(four, 1)).toBe(twin);
    expect(everywhere.correction(four, 0)).toBe(-twin);
  });

  it('reads a 3-player game as pairs of seats, the one who moves sooner first', () => {
    const seats = [
      { god: 'apollo', workers: ['a1', 'b2'] },
      { god: 'pan', workers: ['d4', 'e2'] },
      { god: 'athena', workers: ['a5', 'e5'] },
    ];
    const three = position({ players: seats, levels, domes: ['c3'], toMove: 1 });
    // Seat 0 against seat 1 (who moves now) and against seat 2 (who moves before seat 0 again).
    const against1 = -scorer.score(pair(['a1', 'b2'], ['d4', 'e2'], 1), false);
    const against2 = -scorer.score(pair(['a1', 'b2'], ['a5', 'e5'], 1), false);
    expect(everywhere.correction(three, 0)).toBe(Math.round((against1 + against2) / 2));
    const oneAgainst2 = scorer.score(pair(['d4', 'e2'], ['a5', 'e5'], 0), false);
    expect(everywhere.correction(three, 1)).toBe(Math.round((-against1 + oneAgainst2) / 2));

    const seatOut = position({
      players: [seats[0], { god: 'pan', workers: [], out: true }, seats[2]],
      levels,
      domes: ['c3'],
      toMove: 2,
    });
    expect(everywhere.correction(seatOut, 0)).toBe(against2);
    expect(everywhere.correction(seatOut, 2)).toBe(-against2);
  });

  it('waits in 3–4 players until every worker is placed, and corrects them only when asked', () => {
    const many = [
      ...godGamePositions(['apollo', 'pan', 'athena'], 6, 1),
      ...godGamePositions(['apollo', 'pan', 'athena', 'atlas'], 7, 1),
    ];
    const placing = many.filter((pos) =>
      pos.sideWorkers.some((workers, side) => workers === 0 && !(pos.playerCount === 3 && pos.isOut(side))),
    );
    expect(placing.length).toBeGreaterThan(1);
    expect(many.length).toBeGreaterThan(placing.length + 10);
    for (const pos of many)
      if (placing.includes(pos)) expect(everywhere.correction(pos, 0)).toBe(0);
      else
        expect(everywhere.evaluate(pos, 0)).toBe(
          everywhere.handWritten(pos, 0) + everywhere.correction(pos, 0),
        );
    for (const pos of many) expect(learned.correction(pos, 0)).toBe(0);
    expect(
      many.filter((pos) => !placing.includes(pos) && everywhere.correction(pos, 0) !== 0).length,
    ).toBeGreaterThan(10);
  });

  it('reads 3–4 players as a side against the field when the network learnt that reading', () => {
    const field = { ...network, fieldReading: true };
    const fieldScorer = new PositionScorer(field);
    const many = [
      ...godGamePositions(['apollo', 'pan', 'athena'], 6, 1),
      ...godGamePositions(['apollo', 'pan', 'athena', 'atlas'], 7, 1),
    ].filter((pos) => !pos.inPlacement);
    expect(many.length).toBeGreaterThan(10);
    for (const powerInputs of [false, true]) {
      const evaluator = new GeneralEvaluator(other, undefined, DEFAULT_WEIGHTS, null, {
        ...field,
        powerInputs,
      });
      for (const pos of many)
        for (const side of [0, 1])
          expect(evaluator.correction(pos, side)).toBe(fieldScorer.scoreAgainstField(pos, side, powerInputs));
    }
    const three = many.filter((pos) => pos.playerCount === 3);
    expect(three.some((pos) => everywhere.correction(pos, 0) !== fieldScorer.scoreAgainstField(pos, 0))).toBe(
      true,
    );
  });
});
