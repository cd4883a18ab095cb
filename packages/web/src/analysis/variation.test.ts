import { positionToJson } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { currentPosition, type LocalGame } from '../game/localGame.js';
import { clicks, gameFrom, square } from '../testing/games.js';
import { startVariation, variationPosition, variationTurns, type Variation } from './variation.js';

const TURNS = ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3', 'd4-d3 +e3'];

function variationAt(game: LocalGame, at: number): Variation {
  const from = game.positions[at];
  if (from === undefined) throw new Error(`no position ${at}`);
  const started = startVariation(from);
  if ('error' in started) throw new Error(started.error);
  return started.variation;
}

describe('a variation', () => {
  it('starts at the position looked at, with every seat a person', () => {
    const game = gameFrom([null, null], TURNS);
    const variation = variationAt(game, 2);
    const from = game.positions[2];
    expect(from && positionToJson(variationPosition(variation))).toEqual(from && positionToJson(from));
    expect(variation.seats.every((seat) => seat.kind === 'person')).toBe(true);
    expect(variationTurns(variation)).toEqual([]);
  });

  it('plays clicks through the controller and never changes the game it came from', () => {
    const game = gameFrom([null, null], TURNS, [{ kind: 'person' }, { kind: 'ai', level: 3 }]);
    const before = { turns: [...game.record.turns], positions: [...game.positions], prefix: game.prefix };
    const variation = clicks(variationAt(game, 2), 'b2', 'b1', 'a1');
    expect(variationTurns(variation)).toEqual(['b2-b1 +a1']);
    expect(variationPosition(variation).toMove).toBe(1);
    // White is a person in the variation, so it is White's click to make.
    expect(variationTurns(clicks(variation, 'd4', 'd5', 'e5'))).toEqual(['b2-b1 +a1', 'd4-d5 +e5']);
    expect(game.record.turns).toEqual(before.turns);
    expect(game.positions).toEqual(before.positions);
    expect(game.prefix).toBe(before.prefix);
    expect(currentPosition(game)).toBe(before.positions[before.positions.length - 1]);
  });

  it('keeps the powers of the game', () => {
    const game = gameFrom(['apollo', 'demeter'], ['@b2 @a1', '@c3 @e5']);
    const variation = clicks(variationAt(game, 2), 'b2', 'c3', 'c4');
    expect(variationTurns(variation)).toEqual(['b2-c3 +c4']);
    expect(variationPosition(variation).workerAt(square('c3'))?.side).toBe(0);
    expect(variationPosition(variation).workerAt(square('b2'))?.side).toBe(1);
  });
});
