import { parsePosition, type PositionJson } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { powerStateLines } from './powerState.js';

const FLAT = ['00000', '00000', '00000', '00000', '00000'];

function position(players: PositionJson['players'], toMove = 0) {
  const parsed = parsePosition({ players, levels: FLAT, domes: [], toMove });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe("a power's state on its card", () => {
  it("writes the engine's facts: a card's power, a borrowed power, a power taken, coins, a move up", () => {
    const chaos = position([
      { god: 'chaos', workers: ['a1', 'a2'] },
      { god: 'pan', workers: ['e5', 'e4'] },
    ]);
    expect(powerStateLines(chaos, 0)).toEqual(['Power now: Apollo (8 cards left)']);
    const circe = position(
      [
        { god: 'circe', workers: ['a1', 'a2'], borrowed: true, coins: 2 },
        { god: 'morpheus', workers: ['e5', 'e4'] },
      ],
      1,
    );
    expect(powerStateLines(circe, 0)).toHaveLength(2);
    expect(powerStateLines(circe, 0)[0]).toContain('Morpheus');
    expect(powerStateLines(circe, 1)).toEqual([
      'Power taken by Circe until her next turn',
      expect.any(String),
    ]);
    const athena = position([
      { god: 'athena', workers: ['a1', 'a2'], movedUp: true },
      { god: null, workers: ['e5', 'e4'] },
    ]);
    expect(powerStateLines(athena, 0)).toHaveLength(1);
    expect(powerStateLines(athena, 1)).toEqual([]);
  });
});
