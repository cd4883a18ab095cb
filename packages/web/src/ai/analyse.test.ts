import { applyTurnText, positionToJson } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { currentPosition } from '../game/localGame.js';
import { BLUE_WINS, clicks, gameFrom } from '../testing/games.js';
import { analyse } from './analyse.js';
import type { AnalysisMessage, AnalysisProgress } from './protocol.js';
import { newSearcher } from './chooseTurn.js';

const MIDGAME = currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3']));

function run(position = MIDGAME, budget: { timeMs?: number; maxDepth?: number } = {}, now?: () => number) {
  const posted: AnalysisMessage[] = [];
  analyse(
    newSearcher(),
    { kind: 'analyse', id: 4, key: 'k', position: positionToJson(position), timeMs: 60_000, ...budget },
    (message) => posted.push(message),
    now,
  );
  return posted;
}

const progress = (posted: AnalysisMessage[]): AnalysisProgress[] =>
  posted.filter((message): message is AnalysisProgress => message.kind === 'analysis');

describe('analysing a position in the worker', () => {
  it('reports each depth with three legal turns, best first, the last one done', () => {
    const posted = progress(run(MIDGAME, { maxDepth: 3 }));
    expect(posted.map((message) => [message.depth, message.done])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    for (const message of posted) {
      expect(message).toMatchObject({ id: 4, key: 'k' });
      expect(message.top).toHaveLength(3);
      for (const { turn } of message.top) expect(applyTurnText(MIDGAME, turn).ok).toBe(true);
      const scores = message.top.map((ranked) => ranked.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(message.score).toBe(scores[0]);
    }
  });

  it('stops at a forced win, with the winning turn first', () => {
    const game = clicks(gameFrom([null, null], []), ...BLUE_WINS.slice(0, -1).flat());
    const posted = progress(run(currentPosition(game), { maxDepth: 6 }));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ depth: 1, done: true });
    expect(posted[0]?.top[0]?.turn).toBe('c2-c3');
    expect(posted[0]?.score).toBeGreaterThan(900_000);
  });

  it('answers depth 1 even when the time is already spent, then says it is done, no deeper', () => {
    let clock = 0;
    const posted = progress(run(MIDGAME, { timeMs: 10 }, () => (clock += 100)));
    expect(posted.map((message) => [message.depth, message.done])).toEqual([
      [1, false],
      [1, true],
    ]);
  });

  it('says a finished game has no turns to rank', () => {
    const game = clicks(gameFrom([null, null], []), ...BLUE_WINS.flat());
    expect(progress(run(currentPosition(game)))).toEqual([
      { kind: 'analysis', id: 4, key: 'k', depth: 0, score: null, top: [], done: true },
    ]);
  });

  it('names what is wrong with a bad position', () => {
    const posted: AnalysisMessage[] = [];
    analyse(
      newSearcher(),
      {
        kind: 'analyse',
        id: 1,
        key: 'bad',
        position: { players: [], levels: [], domes: [], toMove: 0 },
        timeMs: 10,
      },
      (message) => posted.push(message),
    );
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ kind: 'analysis-error', id: 1, key: 'bad' });
  });
});
