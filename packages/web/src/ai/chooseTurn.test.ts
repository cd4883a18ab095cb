import { applyTurnText, emptyPosition, positionToJson } from '@santorini/engine';
import { currentPosition } from '../game/localGame.js';
import { gameFrom } from '../testing/games.js';
import type { AiProgress } from './protocol.js';
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

  it('reports the best turn after each completed depth, every one legal, the last one played', () => {
    const start = currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3']));
    const progress: AiProgress[] = [];
    const reply = answer(newSearcher(), { id: 7, position: positionToJson(start), level: 6, seed: 1 }, (p) =>
      progress.push(p),
    );
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.map((p) => p.id)).toEqual(progress.map(() => 7));
    for (const { progress: best } of progress) expect(applyTurnText(start, best.turn).ok).toBe(true);
    const depths = progress.map((p) => p.progress.depth);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    if (!('turn' in reply)) throw new Error(reply.error);
    expect(reply.turn).toBe(progress.at(-1)?.progress.turn);
  });

  it('answers a quick request with a one-ply search', () => {
    const start = emptyPosition();
    const reply = answer(newSearcher(), {
      id: 2,
      position: positionToJson(start),
      level: 8,
      seed: 0,
      quick: true,
    });
    if (!('turn' in reply) || reply.turn === null) throw new Error(`no turn: ${JSON.stringify(reply)}`);
    expect(reply.depth).toBe(1);
    expect(applyTurnText(start, reply.turn).ok).toBe(true);
  });
});
