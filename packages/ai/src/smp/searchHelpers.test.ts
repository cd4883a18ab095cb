import { positionToJson, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { MAX_LEVEL } from '../levels.js';
import type { SearchResult } from '../result.js';
import { WIN } from '../score.js';
import { Searcher } from '../searcher.js';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { HelperThread, type HelperSearchRequest, type HelperSetup } from './helperThread.js';
import { SearchHelpers } from './searchHelpers.js';

/** Helpers that run in this thread when told to (`run`), and remember what they were sent. */
function inThreadHelpers(table: SharedArrayBuffer) {
  const started: { setup: HelperSetup; sent: HelperSearchRequest[]; terminated: boolean }[] = [];
  const helpers = new SearchHelpers(table, (setup) => {
    const helper = { setup, sent: [] as HelperSearchRequest[], terminated: false };
    started.push(helper);
    return {
      postMessage: (request) => helper.sent.push(request),
      terminate: () => (helper.terminated = true),
    };
  });
  const run = (index: number, request: HelperSearchRequest) => {
    const setup = started[index]?.setup;
    if (setup === undefined) throw new Error(`no helper ${index}`);
    new HelperThread(setup).search(request);
  };
  return { helpers, started, run };
}

const midgame = (): Position => {
  const pos = baseGamePositions(7, 1).find((candidate, index) => index >= 10 && candidate.winner === null);
  if (pos === undefined) throw new Error('no midgame position');
  return pos;
};

const mainResult = (depth: number, score = 0): SearchResult => ({
  turn: 'a1-a2 +a3',
  depth,
  score,
  nodes: 0,
  timeMs: 0,
  pv: ['a1-a2 +a3'],
});

describe('SearchHelpers', () => {
  it('starts helpers numbered from 1, each with a report of its own, and ends the ones not kept', () => {
    const table = new Searcher({ shareTable: true }).sharedTable;
    if (table === null) throw new Error('no shared table');
    const { helpers, started } = inThreadHelpers(table);
    helpers.resize(3);
    expect(started.map(({ setup }) => setup.helper)).toEqual([1, 2, 3]);
    expect(new Set(started.map(({ setup }) => setup.report)).size).toBe(3);
    expect(started.every(({ setup }) => setup.table === table)).toBe(true);
    helpers.resize(1);
    expect(helpers.count).toBe(1);
    expect(started.map(({ terminated }) => terminated)).toEqual([false, true, true]);
  });

  it("answers a helper's deeper result, but not one of an ended search or over a forced result", () => {
    const main = new Searcher({ shareTable: true });
    const table = main.sharedTable;
    if (table === null) throw new Error('no shared table');
    const { helpers, started, run } = inThreadHelpers(table);
    helpers.resize(1);
    const pos = midgame();
    helpers.start(positionToJson(pos), 6);
    const request = started[0]?.sent[0];
    expect(request).toEqual({ position: positionToJson(pos), generation: 1, depth: 6 });
    if (request === undefined) return;
    // Helper 1 skips the odd depths: its last completed iteration is depth 6 (the limit).
    run(0, request);
    expect(helpers.deepest()?.depth).toBe(6);
    const deeper = helpers.deeper(mainResult(5));
    expect(deeper?.depth).toBe(6);
    expect(deeper?.turn).toBe(helpers.deepest()?.turn);
    expect(deeper?.pv).toEqual([deeper?.turn]);
    expect(helpers.deeper(mainResult(6))).toBeNull();
    expect(helpers.deeper(mainResult(5, WIN - 3))).toBeNull();
    // The next search: the last one's report no longer counts, and its request is dropped.
    helpers.stop();
    helpers.start(positionToJson(pos), 6);
    expect(helpers.deepest()).toBeNull();
    run(0, request);
    expect(helpers.deepest()).toBeNull();
  });

  it('helps full strength in the base game only', () => {
    const pos = midgame();
    expect(SearchHelpers.help(pos, MAX_LEVEL)).toBe(true);
    expect(SearchHelpers.help(pos, MAX_LEVEL - 1)).toBe(false);
    const withGods = godGamePositions(['apollo', 'atlas'], 7, 1).at(-1);
    expect(withGods === undefined ? true : SearchHelpers.help(withGods, MAX_LEVEL)).toBe(false);
    expect(withGods).toBeDefined();
  });
});
