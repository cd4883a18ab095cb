import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyPosition, legalTurns, replayRecord } from '@santorini/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnginePlayer } from './enginePlayer.js';
import { playGame } from './game.js';
import { LevelArenaPlayer } from './levelArenaPlayer.js';
import { makeOpening } from './openings.js';

/**
 * A fake engine: answers the handshake, logs every command it reads, and answers `go` as its
 * first argument says — with a fixed turn, never, only after `stop`, an error, or by exiting.
 */
const FAKE_ENGINE = `
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const [mode, log, turn] = process.argv.slice(2);
const say = (line) => process.stdout.write(line + '\\n');
for await (const line of createInterface({ input: process.stdin })) {
  appendFileSync(log, line + '\\n');
  if (line === 'sep' && mode !== 'mute') { say('id name Fake ' + mode); say('sepok'); }
  else if (line === 'isready') say('readyok');
  else if (line === 'quit') process.exit(0);
  else if (line.startsWith('go')) {
    if (mode === 'fixed') say('info depth 1 score 0 nodes 1 nps 1 pv ' + turn), say('bestturn ' + turn);
    else if (mode === 'error') say('error invalid position');
    else if (mode === 'crash') process.exit(3);
  } else if (line === 'stop' && mode === 'late') say('bestturn ' + turn);
}
`;

const quick = { handshakeMs: 500, slackMs: 100, stopGraceMs: 200 };
let dir = '';
let script = '';
let logCount = 0;

function fake(mode: string, turn = '@a1 @a2'): { engine: EnginePlayer; log: string } {
  const log = join(dir, `log${logCount++}.txt`);
  writeFileSync(log, '');
  return {
    engine: new EnginePlayer([process.execPath, script, mode, log, turn], { timeMs: 20 }, 'fake', quick),
    log,
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'arena-engine-'));
  script = join(dir, 'fake-engine.mjs');
  writeFileSync(script, FAKE_ENGINE);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('an external engine', () => {
  it('is asked sep, newgame, its seed, isready, then position and go; its bestturn is the turn', async () => {
    const { engine, log } = fake('fixed', '@b2 @d4');
    expect(await engine.start()).toEqual({ ok: true, value: undefined });
    expect(engine.name).toBe('Fake fixed');
    expect(await engine.newGame(77)).toEqual({ ok: true, value: undefined });
    expect(await engine.chooseTurn(emptyPosition(2))).toEqual({ ok: true, value: '@b2 @d4' });
    await engine.close();
    const empty = JSON.stringify({
      players: [{ workers: [] }, { workers: [] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
    expect(readFileSync(log, 'utf8').split('\n')).toEqual([
      'sep',
      'newgame',
      'setoption name Seed value 77',
      'isready',
      `position ${empty}`,
      'go movetime 20',
      'quit',
      '',
    ]);
  });

  it('sends stop when the answer is late, and takes a bestturn that follows', async () => {
    const { engine } = fake('late', '@c3 @c4');
    await engine.newGame(1);
    expect(await engine.chooseTurn(emptyPosition(2))).toEqual({ ok: true, value: '@c3 @c4' });
    await engine.close();
  });

  it('reports an engine that never answers, answers an error, crashes, or cannot start', async () => {
    const silent = fake('silent').engine;
    await silent.newGame(1);
    expect(await silent.chooseTurn(emptyPosition(2))).toEqual({
      ok: false,
      error: "no 'bestturn' within 330 ms",
    });
    await silent.close();
    const erring = fake('error').engine;
    await erring.newGame(1);
    expect(await erring.chooseTurn(emptyPosition(2))).toEqual({
      ok: false,
      error: "answered 'error invalid position'",
    });
    await erring.close();
    const crashing = fake('crash').engine;
    await crashing.newGame(1);
    expect(await crashing.chooseTurn(emptyPosition(2))).toEqual({ ok: false, error: 'exited (status 3)' });
    // The next game starts it again.
    expect(await crashing.newGame(2)).toEqual({ ok: true, value: undefined });
    await crashing.close();
    expect(await fake('mute').engine.start()).toEqual({
      ok: false,
      error: "did not answer 'sep' with 'sepok' within 500 ms",
    });
    const missing = new EnginePlayer([join(dir, 'no-such-engine')], { timeMs: 20 }, 'none', quick);
    const started = await missing.start();
    expect(started.ok ? '' : started.error).toMatch(/^could not be started: .*ENOENT/);
    await missing.close();
  });

  it('an engine that plays an illegal turn loses the game', async () => {
    const { engine } = fake('fixed', 'a1-a2 +a3');
    const opening = makeOpening(0, [null, null], 5, { kind: 'random-placement' });
    if (!opening.ok) throw new Error(opening.error);
    const level = new LevelArenaPlayer(1, { timeMs: 1000 });
    const outcome = await playGame(
      { index: 0, opening: opening.value, aSide: 0 },
      { A: level, B: engine },
      { maxTurns: 50 },
    );
    await engine.close();
    expect(outcome).toMatchObject({ winner: 'A', termination: 'illegal-turn' });
    expect(outcome.detail).toMatch(/^B \(Fake fixed\) played "a1-a2 \+a3": /);
  });
});

const BIN = fileURLToPath(new URL('../../bin/santorini.js', import.meta.url));
const speaksProtocol = spawnSync(process.execPath, [BIN, 'engine'], {
  input: 'sep\nquit\n',
  encoding: 'utf8',
  timeout: 20_000,
}).stdout.includes('sepok');

describe('santorini engine as the external engine', () => {
  it.skipIf(!speaksProtocol)('plays a legal game against level 1', async () => {
    const engine = new EnginePlayer(
      [process.execPath, BIN, 'engine', '--level', '2'],
      { timeMs: 50 },
      'santorini',
    );
    const level = new LevelArenaPlayer(1, { timeMs: 1000 });
    const opening = makeOpening(0, [null, null], 8, { kind: 'random-placement' });
    if (!opening.ok) throw new Error(opening.error);
    for (const aSide of [0, 1] as const) {
      const outcome = await playGame(
        { index: aSide, opening: opening.value, aSide },
        { A: level, B: engine },
        { maxTurns: 200 },
      );
      expect(outcome.termination).toMatch(/^(win|max-turns)$/);
      const replayed = replayRecord(outcome.record);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(legalTurns(replayed.value.final).length > 0 || replayed.value.final.winner !== null).toBe(true);
      expect(outcome.record.players[aSide === 0 ? 1 : 0]?.name).toBe(engine.name);
    }
    expect(engine.name).not.toBe('santorini');
    await engine.close();
  });
});

describe('EnginePlayer with a command the system refuses', () => {
  it.each([
    ['too long', ['x'.repeat(300_000)]],
    ['with a NUL byte', [process.execPath, 'a\u0000b']],
  ])('%s: says it could not be started, without throwing', async (_name, argv) => {
    const engine = new EnginePlayer(argv, { timeMs: 1 }, 'engine');
    const started = await engine.start();
    expect(started.ok || started.error).toMatch(/^could not be started: /);
    await engine.close();
  });
});
