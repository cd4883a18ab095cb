import { applyTurnText, parsePositionText, positionToJson, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type EngineOptions } from './engineOptions.js';
import { ENGINE_NAME, EngineSession } from './engineSession.js';
import { InlineSearchHost } from './inlineSearchHost.js';
import type { SearchEvents, SearchHost, SearchRequest } from './searchHost.js';
import {
  APOLLO_ATHENA,
  EMPTY_BOARD,
  FOUR_PLAYERS,
  MIDGAME,
  THREE_PLAYERS,
  THREE_PLAYERS_PLACEMENT,
  WALLED_IN,
  WIN_IN_ONE,
  WINNING_TURN,
} from './testPositions.js';

/** A session over the in-thread host: send a script, get back every line answered once idle. */
function engine(options: EngineOptions = DEFAULT_OPTIONS) {
  const output: string[] = [];
  const session = new EngineSession(new InlineSearchHost(), (line) => output.push(line), options);
  return {
    session,
    send: async (...lines: string[]): Promise<string[]> => {
      for (const line of lines) session.handle(line);
      await session.whenIdle();
      return output.splice(0);
    },
  };
}

function position(json: string): Position {
  const parsed = parsePositionText(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The turn of the last `bestturn` line, checked legal in `json` by the engine. */
function legalBestTurn(lines: readonly string[], json: string): { turn: string; after: Position } {
  const last = lines.at(-1) ?? '';
  expect(last).toMatch(/^bestturn /);
  const turn = last.slice('bestturn '.length);
  const applied = applyTurnText(position(json), turn);
  if (!applied.ok) throw new Error(`bestturn ${turn} is not legal: ${applied.error.message}`);
  return { turn, after: applied.value };
}

const INFO = /^info depth (\d+) score (-?\d+|win \d+|loss \d+) nodes (\d+) nps (\d+) pv (.+)$/;

describe('EngineSession', () => {
  it('answers sep with its name then sepok, and isready with readyok', async () => {
    const { send } = engine();
    expect(await send('sep', 'isready')).toEqual([`id name ${ENGINE_NAME}`, 'sepok', 'readyok']);
  });

  it('go depth 2 reports depths 1 and 2, then a legal bestturn whose pv starts with it', async () => {
    const { send } = engine();
    const lines = await send(`position ${MIDGAME}`, 'go depth 2');
    const infos = lines.slice(0, -1).map((line) => INFO.exec(line));
    expect(infos.map((match) => match?.[1])).toEqual(['1', '2']);
    const { turn } = legalBestTurn(lines, MIDGAME);
    const pv = infos[1]?.[5]?.split('; ') ?? [];
    expect(pv[0]).toBe(turn);
    // Each turn of the principal variation is legal after the ones before it.
    let current = position(MIDGAME);
    for (const text of pv) {
      const next = applyTurnText(current, text);
      expect(next.ok, text).toBe(true);
      if (next.ok) current = next.value;
    }
  });

  it('starts from the empty 2-player board, where the best turn is a placement', async () => {
    const { send } = engine();
    const { after } = legalBestTurn(await send('go depth 1'), EMPTY_BOARD);
    expect(after.workersOf(0)).toHaveLength(2);
  });

  it('answers an invalid position with one error line and keeps the last valid one', async () => {
    const { send } = engine();
    const rejected = await send(
      `position ${MIDGAME}`,
      'position {"players": [}',
      'position {"players":[{"workers":[]}],"levels":[],"domes":[],"toMove":0}',
      'position',
    );
    expect(rejected).toHaveLength(3);
    for (const line of rejected) expect(line).toMatch(/^error \S/);
    expect(rejected[0]).toMatch(/^error invalid position: invalid JSON/);
    expect(rejected[1]).toMatch(/^error invalid position: players/);
    legalBestTurn(await send('go depth 1'), MIDGAME);
  });

  it('answers bestturn none for a finished game and for a player without a legal turn', async () => {
    const won = applyTurnText(position(WIN_IN_ONE), WINNING_TURN);
    if (!won.ok) throw new Error(won.error.message);
    expect(won.value.winner).toBe(0);
    const { send } = engine();
    const finished = JSON.stringify(positionToJson(won.value));
    expect(await send(`position ${finished}`, 'go depth 2')).toEqual(['bestturn none']);
    expect(await send(`position ${WALLED_IN}`, 'go movetime 50')).toEqual(['bestturn none']);
  });

  it('scores a win this turn as win 1 and plays it', async () => {
    const { send } = engine();
    const lines = await send(`position ${WIN_IN_ONE}`, 'go depth 3');
    expect(lines.filter((line) => line.startsWith('info'))[0]).toMatch(/ score win 1 /);
    expect(legalBestTurn(lines, WIN_IN_ONE).after.winner).toBe(0);
  });

  it('answers an unknown command with exactly "error unknown command" and carries on', async () => {
    const { send } = engine();
    expect(await send('uci', 'Sep', 'isready')).toEqual([
      'error unknown command',
      'error unknown command',
      'readyok',
    ]);
  });

  it('accepts CRLF line ends and ignores blank lines', async () => {
    const { send } = engine();
    const lines = await send('sep\r', '\r', '', `position ${MIDGAME}\r`, 'go depth 1\r');
    expect(lines.slice(0, 2)).toEqual([`id name ${ENGINE_NAME}`, 'sepok']);
    legalBestTurn(lines, MIDGAME);
  });

  it('plays legal turns with God Powers, with 3 and 4 players, and in 3-player placement', async () => {
    const { send } = engine();
    for (const json of [APOLLO_ATHENA, THREE_PLAYERS, FOUR_PLAYERS, THREE_PLAYERS_PLACEMENT]) {
      const lines = await send(`position ${json}`, 'go depth 2');
      expect(lines.some((line) => INFO.test(line))).toBe(true);
      legalBestTurn(lines, json);
    }
  });

  it('treats a stop while idle as nothing and leaves the session working', async () => {
    const { send } = engine();
    expect(await send('stop', 'isready')).toEqual(['readyok']);
  });

  it('runs a go sent during a search after it, with the position sent before it', async () => {
    const { send } = engine();
    const lines = await send(`position ${MIDGAME}`, 'go depth 1', `position ${APOLLO_ATHENA}`, 'go depth 1');
    const best = lines.filter((line) => line.startsWith('bestturn'));
    expect(best).toHaveLength(2);
    legalBestTurn([best[0] ?? ''], MIDGAME);
    legalBestTurn([best[1] ?? ''], APOLLO_ATHENA);
  });

  it('says nothing more after quit', async () => {
    const { session, send } = engine();
    expect(session.handle('quit')).toBe(false);
    expect(session.handle('isready')).toBe(false);
    expect(await send()).toEqual([]);
  });
});

describe('EngineSession options', () => {
  /** A host that records requests and answers each at once with a fixed turn. */
  function recordingEngine(options: EngineOptions = DEFAULT_OPTIONS) {
    const requests: SearchRequest[] = [];
    const host: SearchHost = {
      start(request: SearchRequest, events: SearchEvents) {
        requests.push(request);
        events.done({ depth: 1, score: 0, nodes: 1, timeMs: 0, pv: ['b3-b4 +a3'], turn: 'b3-b4 +a3' });
      },
      stop() {},
      newGame() {},
      close: () => Promise.resolve(),
    };
    const output: string[] = [];
    const session = new EngineSession(host, (line) => output.push(line), options);
    return { requests, output, session };
  }

  it('passes the level and seed from the start and from setoption (any case) to the search', () => {
    const { requests, output, session } = recordingEngine({ level: 4, seed: 9, threads: 1 });
    for (const line of [
      `position ${MIDGAME}`,
      'go depth 3',
      'setoption name Level value 2',
      'setoption name seed value 77',
      'setoption name Threads value 4',
      'go movetime 250 nodes 1000',
    ])
      session.handle(line);
    expect(output).toEqual(['bestturn b3-b4 +a3', 'bestturn b3-b4 +a3']);
    expect(requests.map(({ level, seed, limits }) => ({ level, seed, limits }))).toEqual([
      { level: 4, seed: 9, limits: { depth: 3 } },
      { level: 2, seed: 77, limits: { timeMs: 250, nodes: 1000 } },
    ]);
  });

  it('rejects a level outside 1-8 and an unknown option, keeping the old level', () => {
    const { requests, output, session } = recordingEngine();
    for (const line of [
      'setoption name Level value 9',
      'setoption name Hash value 64',
      `position ${MIDGAME}`,
      'go',
    ])
      session.handle(line);
    expect(output.slice(0, 2)).toEqual([
      'error setoption: Level must be a whole number from 1 to 8: "9" is too large',
      'error setoption: unknown option "Hash" (options: Level, Seed, Threads)',
    ]);
    expect(requests[0]?.level).toBe(DEFAULT_OPTIONS.level);
    expect(requests[0]?.limits).toEqual({});
  });

  it('newgame returns to the empty 2-player board', () => {
    const { requests, session } = recordingEngine();
    for (const line of [`position ${MIDGAME}`, 'newgame', 'go depth 1']) session.handle(line);
    expect(requests[0]?.position).toEqual(JSON.parse(EMPTY_BOARD));
  });
});

describe('EngineSession at level 1', () => {
  it('still plays a legal turn for its seed', async () => {
    const { send } = engine({ level: 1, seed: 5, threads: 1 });
    legalBestTurn(await send(`position ${MIDGAME}`, 'go'), MIDGAME);
  });
});

describe('EngineSession under hostile input', () => {
  /** A host whose searches run until stopped, logging what the session asks of it. */
  function stoppableEngine() {
    const log: string[] = [];
    let running: SearchEvents | null = null;
    const host: SearchHost = {
      start(_request: SearchRequest, events: SearchEvents) {
        log.push('start');
        running = events;
      },
      stop() {
        log.push('stop');
        const events = running;
        running = null;
        // A real host reports after the search has noticed the flag: later, not within stop().
        if (events !== null)
          setImmediate(() => {
            events.done({ depth: 1, score: 0, nodes: 1, timeMs: 0, pv: ['b3-b4 +a3'], turn: 'b3-b4 +a3' });
          });
      },
      newGame() {},
      close: () => Promise.resolve(),
    };
    const output: string[] = [];
    const session = new EngineSession(host, (line) => output.push(line), DEFAULT_OPTIONS);
    return { log, output, session };
  }

  it('a stop sent after queued gos stops each of them, and each answers its bestturn', async () => {
    const { log, output, session } = stoppableEngine();
    session.handle(`position ${MIDGAME}`);
    for (let pair = 0; pair < 50; pair++) {
      session.handle('go movetime 100000');
      session.handle('stop');
    }
    await session.whenIdle();
    expect(output).toEqual(new Array<string>(50).fill('bestturn b3-b4 +a3'));
    // Every search was stopped as soon as it started (the stops sent meanwhile hit the running one).
    const starts = [...log.keys()].filter((index) => log[index] === 'start');
    expect(starts).toHaveLength(50);
    for (const index of starts) expect(log[index + 1]).toBe('stop');
  });

  it('a go sent after the stop is not stopped by it', async () => {
    const { log, output, session } = stoppableEngine();
    for (const line of ['go movetime 100000', 'go movetime 100000', 'stop', 'go movetime 100000'])
      session.handle(line);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start', 'stop', 'start', 'stop', 'start']);
    expect(output).toEqual(['bestturn b3-b4 +a3', 'bestturn b3-b4 +a3']);
    session.handle('stop');
    await session.whenIdle();
    expect(output).toHaveLength(3);
  });

  it.each([5_000, 100_000])(
    'answers a position nested %i levels deep with an error and carries on',
    async (depth) => {
      const { send } = engine();
      const deepArrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const deepField = MIDGAME.replace('"toMove":0', `"toMove":0,"rules":${deepArrays}`);
      expect(deepField).not.toBe(MIDGAME);
      expect(await send(`position ${deepArrays}`, `position ${deepField}`, 'isready')).toEqual([
        'error invalid position: position: nested too deeply (more than 32 levels)',
        'error invalid position: position: nested too deeply (more than 32 levels)',
        'readyok',
      ]);
    },
  );

  it('answers an internal failure with an error line and carries on', async () => {
    const output: string[] = [];
    const host: SearchHost = {
      start() {
        throw new Error('no\nthreads');
      },
      stop() {},
      newGame() {
        throw new Error('boom');
      },
      close: () => Promise.resolve(),
    };
    const session = new EngineSession(host, (line) => output.push(line), DEFAULT_OPTIONS);
    for (const line of ['newgame', `position ${MIDGAME}`, 'go depth 1', 'isready']) session.handle(line);
    await session.whenIdle();
    expect(output[0]).toBe('error internal: boom');
    expect(output[1]).toBe('error search failed: no\\nthreads');
    expect(output[2]).toMatch(/^bestturn \S/);
    expect(output[3]).toBe('readyok');
  });
});
