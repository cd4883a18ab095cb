import { HelperReport, SearchHelpers, type HelperSearchRequest } from '@santorini/ai';
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

  describe('with lazy-SMP helpers', () => {
    const start = currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3']));
    /** Helpers that search nothing: each, when sent a search, reports `depth` with `turn`. */
    const reportingHelpers = (depth: number, turn: string) => {
      const sent: HelperSearchRequest[] = [];
      const searcher = newSearcher(true);
      const tables = searcher.sharedTables;
      if (tables === null) throw new Error('the tables are not shared');
      let generation: Int32Array | null = null;
      const helpers = new SearchHelpers(tables, (setup) => {
        generation = new Int32Array(setup.generation);
        const report = new HelperReport(setup.report);
        return {
          postMessage: (request) => {
            sent.push(request);
            report.write(request.generation, { depth, score: 7, nodes: 0, timeMs: 0, pv: [turn] });
          },
          terminate: () => undefined,
        };
      });
      const current = () => (generation === null ? null : Atomics.load(generation, 0));
      helpers.resize(1);
      return { searcher, helpers, sent, current };
    };

    it("search beside full strength, whose answer is a helper's deeper turn", () => {
      const { searcher, helpers, sent, current } = reportingHelpers(60, 'd4-e5 +e4');
      const request = { id: 4, position: positionToJson(start), level: 8, seed: 0 };
      const reply = answer(searcher, request, undefined, helpers);
      expect(reply).toEqual({ id: 4, turn: 'd4-e5 +e4', depth: 60, threads: 2 });
      expect(sent).toEqual([{ position: request.position, generation: 1, depth: undefined }]);
      // The helpers' search ended with the answer.
      expect(current()).not.toBe(1);
    });

    it("leave the main search's answer when it went as deep", () => {
      const { searcher, helpers } = reportingHelpers(1, 'd4-e5 +e4');
      const reply = answer(
        searcher,
        { id: 5, position: positionToJson(start), level: 8, seed: 0 },
        undefined,
        helpers,
      );
      if (!('turn' in reply) || reply.turn === null) throw new Error(`no turn: ${JSON.stringify(reply)}`);
      expect(reply.depth).toBeGreaterThan(1);
      expect(reply.threads).toBe(2);
    });

    it('are not asked below full strength, nor for a quick search', () => {
      const { searcher, helpers, sent } = reportingHelpers(60, 'd4-e5 +e4');
      const position = positionToJson(start);
      const seven = answer(searcher, { id: 6, position, level: 7, seed: 0 }, undefined, helpers);
      const quick = answer(searcher, { id: 7, position, level: 8, seed: 0, quick: true }, undefined, helpers);
      expect(sent).toEqual([]);
      expect([seven, quick].map((reply) => ('threads' in reply ? reply.threads : null))).toEqual([1, 1]);
    });
  });
});
