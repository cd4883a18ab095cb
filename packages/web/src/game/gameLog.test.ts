import { gameOutcome } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { BLUE_WINS, clicks, gameFrom } from '../testing/games.js';
import { gameLog } from './gameLog.js';

const lastLines = (turns: readonly string[], gods: Parameters<typeof gameFrom>[0] = [null, null]) => {
  const game = gameFrom(gods, turns);
  return gameLog(game.positions, game.record.turns, gameOutcome(game).reason).at(-1)?.lines;
};

describe('the game log', () => {
  it("says what Medusa's petrification did, and why her opponent lost", () => {
    const opening = ['@c3 @a1', '@d4 @d2', 'c3-b3 +c3', 'd4-d3 +e3'];
    expect(lastLines([...opening, 'b3-c3 +b3'], ['medusa', null])).toEqual([
      'Blue moves up from b3 (level 0) to c3 (level 1).',
      'Blue builds level 1 on b3.',
      "Medusa turns White's worker on d3 to stone: it becomes a block.",
      "Medusa turns White's worker on d2 to stone: it becomes a block.",
      'Blue wins!',
      'White has no workers left.',
    ]);
  });

  it('a plain turn has no aftermath lines', () => {
    expect(lastLines(['@c3 @a1', '@d4 @d2', 'c3-b3 +c3'], ['medusa', null])).toEqual([
      'Blue moves across from c3 (level 0) to b3 (level 0).',
      'Blue builds level 1 on c3.',
    ]);
  });

  it('gives the reason of a win by climbing', () => {
    const game = BLUE_WINS.reduce((played, turn) => clicks(played, ...turn), gameFrom([null, null], []));
    const lines = gameLog(game.positions, game.record.turns, gameOutcome(game).reason).at(-1)?.lines;
    expect(lines?.slice(-2)).toEqual(['Blue wins!', 'Blue moved up onto level 3.']);
  });
});
