import { applyTurnText, emptyPosition, positionToJson } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { answer, newSearcher } from './chooseTurn.js';

describe("the AI worker's answer", () => {
  it('is a legal turn for the position asked about', () => {
    const start = emptyPosition();
    const reply = answer(newSearcher(), { id: 3, position: positionToJson(start), level: 1, seed: 5 });
    expect(reply.id).toBe(3);
    if (!('turn' in reply) || reply.turn === null) throw new Error(`no turn: ${JSON.stringify(reply)}`);
    expect(applyTurnText(start, reply.turn).ok).toBe(true);
  });

  it('names what is wrong with a bad position', () => {
    const reply = answer(newSearcher(), {
      id: 1,
      position: { players: [], levels: [], domes: [], toMove: 0 },
      level: 1,
      seed: 0,
    });
    expect(reply).toHaveProperty('error');
  });
});
