import { applyTurnText, parsePosition, type PositionJson } from '@santorini/engine';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { positionAfter } from './testing/positions.js';
import { WorkerPool, type WorkerPoolOptions } from './workerPool.js';
import { AI_WORKER_SCRIPT, workerExecArgv } from './workerScript.js';

const EMPTY_BOARD: PositionJson = {
  players: [{ workers: [] }, { workers: [] }],
  levels: ['00000', '00000', '00000', '00000', '00000'],
  domes: [],
  toMove: 0,
};

const MID_GAME = positionAfter([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3']);
const GOD_GAME = positionAfter(['apollo', 'athena'], ['@b2 @c3', '@d4 @b4']);

function expectLegal(position: PositionJson, turn: string): void {
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const applied = applyTurnText(parsed.value, turn);
  expect(applied.ok, `${turn} is legal`).toBe(true);
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error('rejected with something that is not an Error', { cause: error });
  }
  throw new Error('resolved where a rejection was expected');
}

const pools: WorkerPool[] = [];
function pool(options: WorkerPoolOptions = {}): WorkerPool {
  const made = new WorkerPool({ threads: 1, hashMb: 4, ...options });
  pools.push(made);
  return made;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('the AI worker pool', () => {
  it('answers a legal turn in canonical notation, for the base game and with gods', async () => {
    const ai = pool();
    const [placement, base, gods] = await Promise.all([
      ai.chooseTurn(EMPTY_BOARD, 1),
      ai.chooseTurn(MID_GAME, 2),
      ai.chooseTurn(GOD_GAME, 2),
    ]);
    expectLegal(EMPTY_BOARD, placement);
    expectLegal(MID_GAME, base);
    expectLegal(GOD_GAME, gods);
    expect(base).toBe(base.toLowerCase());
  });

  it('answers every one of several requests made at once to two threads', async () => {
    const ai = pool({ threads: 2 });
    const turns = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ai.chooseTurn(MID_GAME, 1, { seed: i })),
    );
    expect(turns).toHaveLength(6);
    for (const turn of turns) expectLegal(MID_GAME, turn);
  });

  it('rejects a bad position with the engine’s words, and a position with no turn to play', async () => {
    const ai = pool();
    const bad = { ...EMPTY_BOARD, toMove: 5 };
    const parsed = parsePosition(bad);
    if (parsed.ok) throw new Error('the bad position parsed');
    expect((await rejection(ai.chooseTurn(bad, 1))).message).toBe(parsed.error.message);
    const won = positionAfter([null, null], ['@a1 @e5', '@c1 @c5']);
    const over: PositionJson = {
      ...won,
      levels: ['00000', '00000', '00000', '00000', '30000'],
      winner: 0,
    };
    if (!parsePosition(over).ok) throw new Error('the finished position does not parse');
    expect((await rejection(ai.chooseTurn(over, 1))).message).toMatch(/no legal turn/);
  });

  it('keeps the main thread’s event loop turning while a long search runs', async () => {
    const ai = pool();
    const controller = new AbortController();
    const searching = ai.chooseTurn(MID_GAME, 8, { signal: controller.signal });
    let ticks = 0;
    let settled = false;
    void searching.catch(() => undefined).finally(() => (settled = true));
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        ticks++;
        if (ticks === 10 || settled) {
          clearInterval(timer);
          resolve();
        }
      }, 10);
    });
    expect(settled, 'the level-8 search still runs after ten ticks').toBe(false);
    expect(ticks).toBe(10);
    controller.abort();
    expect((await rejection(searching)).name).toBe('AbortError');
  });

  it('drops a request aborted while it waits, and stops one aborted while it runs', async () => {
    // More grace than the default 1 s, which a stopping search on a loaded machine overran once,
    // and less than level 8's 2 s: a search that did not stop is still replaced.
    const ai = pool({ stopGraceMs: 1500 });
    const first = new AbortController();
    const second = new AbortController();
    const running = ai.chooseTurn(MID_GAME, 8, { signal: first.signal });
    const queued = ai.chooseTurn(MID_GAME, 8, { signal: second.signal });
    expect(ai.stats()).toMatchObject({ threads: 1, busy: 1, queued: 1 });
    second.abort();
    expect(ai.stats().queued).toBe(0);
    expect((await rejection(queued)).name).toBe('AbortError');
    first.abort('the game ended');
    const stopped = await rejection(running);
    expect(stopped.name).toBe('AbortError');
    expect(stopped.cause).toBe('the game ended');
    expectLegal(MID_GAME, await ai.chooseTurn(MID_GAME, 1));
    // The stopped search gave its thread back: no new one was started.
    expect(ai.stats()).toEqual({ threads: 1, busy: 0, queued: 0, started: 1 });
  });

  it('refuses an already aborted signal, a full queue, a level out of range and a position it cannot post', async () => {
    const ai = pool({ maxQueue: 1 });
    expect((await rejection(ai.chooseTurn(MID_GAME, 1, { signal: AbortSignal.abort() }))).name).toBe(
      'AbortError',
    );
    const answers = [ai.chooseTurn(MID_GAME, 1), ai.chooseTurn(MID_GAME, 1)];
    const refused = await rejection(ai.chooseTurn(MID_GAME, 1));
    expect(refused.name).toBe('QueueFullError');
    for (const turn of await Promise.all(answers)) expectLegal(MID_GAME, turn);
    expect((await rejection(ai.chooseTurn(MID_GAME, 9))).message).toMatch(/no AI level 9/);
    const unpostable = { ...MID_GAME, toMove: () => 0 } as unknown as PositionJson;
    expect((await rejection(ai.chooseTurn(unpostable, 1))).name).toBe('DataCloneError');
    expectLegal(MID_GAME, await ai.chooseTurn(MID_GAME, 1));
  });

  it('gives up on a search that outlasts the timeout and answers the next request', async () => {
    const ai = pool();
    // Level 8 searches a second at least; the thread is then replaced, and the next request waits for a new one.
    const tooLong = await rejection(ai.chooseTurn(MID_GAME, 8, { timeoutMs: 300 }));
    expect(tooLong.name).toBe('TimeoutError');
    expect(tooLong.message).toMatch(/within 0.3 s/);
    expectLegal(MID_GAME, await ai.chooseTurn(MID_GAME, 1));
    expect(ai.stats()).toMatchObject({ threads: 1, started: 2 });
  });

  it('rejects only the request whose worker crashed, and goes on with a new worker', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'ai-pool-'));
    const script = join(folder, 'crashingWorker.mjs');
    writeFileSync(
      script,
      [
        // The real worker, with its message listener wrapped in one that throws when asked to.
        "import { parentPort } from 'node:worker_threads';",
        'const on = parentPort.on.bind(parentPort);',
        'parentPort.on = (event, listener) =>',
        '  on(event, (request) => {',
        "    if (request.position.crash === true) throw new Error('a crash on purpose');",
        '    listener(request);',
        '  });',
        `await import(${JSON.stringify(AI_WORKER_SCRIPT.href)});`,
      ].join('\n'),
    );
    const ai = pool({ workerScript: pathToFileURL(script) });
    const crashing = { ...MID_GAME, crash: true } as PositionJson;
    const [crashed, after] = await Promise.allSettled([
      ai.chooseTurn(crashing, 1),
      ai.chooseTurn(MID_GAME, 1),
    ]);
    rmSync(folder, { recursive: true });
    expect(crashed.status === 'rejected' && String(crashed.reason)).toMatch(/a crash on purpose/);
    if (after.status === 'rejected') throw after.reason;
    expectLegal(MID_GAME, after.value);
    expect(ai.stats()).toMatchObject({ threads: 1, started: 2 });
  });

  it('says to build when the worker script is missing', async () => {
    const ai = pool({ workerScript: join(tmpdir(), 'no-such-ai-worker.js') });
    expect((await rejection(ai.chooseTurn(MID_GAME, 1))).message).toMatch(/run npm run build/);
  });

  it('rejects waiting and running requests on close, and every request after', async () => {
    const ai = pool();
    const running = rejection(ai.chooseTurn(MID_GAME, 8));
    const queued = rejection(ai.chooseTurn(MID_GAME, 8));
    await ai.close();
    expect((await running).name).toBe('ClosedError');
    expect((await queued).name).toBe('ClosedError');
    expect((await rejection(ai.chooseTurn(MID_GAME, 1))).name).toBe('ClosedError');
  });
});

describe("the AI worker's Node options", () => {
  it('are the parent’s without its export conditions', () => {
    const parent = [
      '--require',
      'x.cjs',
      '--conditions',
      'a',
      '-C',
      'b',
      '--conditions=c',
      '--enable-source-maps',
    ];
    expect(workerExecArgv(parent)).toEqual(['--require', 'x.cjs', '--enable-source-maps']);
  });
});
