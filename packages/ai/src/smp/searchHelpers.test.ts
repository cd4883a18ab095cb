import { emptyPosition, positionToJson, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { MAX_LEVEL } from '../levels.js';
import type { SearchResult } from '../result.js';
import { WIN } from '../score.js';
import { Searcher, type SharedTables } from '../searcher.js';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { HelperReport } from './helperReport.js';
import { HelperThread, type HelperSearchRequest, type HelperSetup } from './helperThread.js';
import { SearchHelpers } from './searchHelpers.js';

/** Helpers that run in this thread when told to (`run`), and remember what they were sent. */
function inThreadHelpers(tables: SharedTables) {
  const started: { setup: HelperSetup; sent: HelperSearchRequest[]; terminated: boolean }[] = [];
  const helpers = new SearchHelpers(tables, (setup) => {
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
    const tables = new Searcher({ shareTable: true }).sharedTables;
    if (tables === null) throw new Error('no shared tables');
    const { helpers, started } = inThreadHelpers(tables);
    helpers.resize(3);
    expect(started.map(({ setup }) => setup.helper)).toEqual([1, 2, 3]);
    expect(new Set(started.map(({ setup }) => setup.report)).size).toBe(3);
    expect(started.every(({ setup }) => setup.tables === tables)).toBe(true);
    helpers.resize(1);
    expect(helpers.count).toBe(1);
    expect(started.map(({ terminated }) => terminated)).toEqual([false, true, true]);
  });

  it("answers a helper's deeper result, but not one of an ended search or over a forced result", () => {
    const main = new Searcher({ shareTable: true });
    const tables = main.sharedTables;
    if (tables === null) throw new Error('no shared tables');
    const { helpers, started, run } = inThreadHelpers(tables);
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

  it("help full strength, but not in the base game's placement or in max-n", () => {
    const searcher = new Searcher();
    const pos = midgame();
    expect(SearchHelpers.help(searcher, pos, MAX_LEVEL)).toBe(true);
    expect(SearchHelpers.help(searcher, pos, MAX_LEVEL - 1)).toBe(false);
    expect(SearchHelpers.help(searcher, emptyPosition(), MAX_LEVEL)).toBe(false);
    const withGods = godGamePositions(['apollo', 'atlas'], 7, 1)[12];
    const three = godGamePositions(['apollo', 'pan', 'athena'], 7, 1)[12];
    if (withGods === undefined || three === undefined) throw new Error('no positions');
    expect(SearchHelpers.help(searcher, withGods, MAX_LEVEL)).toBe(true);
    expect(SearchHelpers.help(searcher, three, MAX_LEVEL)).toBe(true);
    expect(SearchHelpers.help(new Searcher({ threePlayer: 'maxn' }), three, MAX_LEVEL)).toBe(false);
  });

  it("in the general search (powers) skip depths too, and leave the main search's table uncleared", () => {
    const pos = godGamePositions(['apollo', 'atlas'], 7, 1)[14];
    if (pos === undefined) throw new Error('no position');
    const main = new Searcher({ shareTable: true, hashMb: 4 });
    const tables = main.sharedTables;
    if (tables === null) throw new Error('no shared tables');
    const depths: number[] = [];
    new Searcher({ shareTable: tables, helper: 1 }).search(pos, { depth: 4 }, (info) =>
      depths.push(info.depth),
    );
    expect(depths).toEqual([1, 2, 4]);
    // A second helper's search finds the first one's entries: it searches far fewer nodes.
    const again = new Searcher({ shareTable: tables, helper: 2 }).search(pos, { depth: 3 });
    const alone = new Searcher({ hashMb: 4, helper: 2 }).search(pos, { depth: 3 });
    expect(again.nodes).toBeLessThan(alone.nodes * 0.5);
  });

  it("wait at the start of a search until the last one's helpers are idle", () => {
    const report = new HelperReport();
    const generation = new Int32Array(new SharedArrayBuffer(4));
    generation[0] = 3;
    // A helper that sees its search ended before it began stays idle.
    expect(report.begin(2, generation)).toBe(false);
    expect(report.awaitIdle(0)).toBe(true);
    expect(report.begin(3, generation)).toBe(true);
    let clock = 0;
    expect(report.awaitIdle(20, () => (clock += 5))).toBe(false);
    report.end();
    expect(report.awaitIdle(20)).toBe(true);
  });
});
