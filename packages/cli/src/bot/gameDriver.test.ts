import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, keptLog, startPosition, type FakeServer } from '../testing/fakeGameServer.js';
import { GameDriver } from './gameDriver.js';
import { ServerApi } from './serverApi.js';

/** The built command's engine (`npm test` builds first). */
const CLI_BIN = fileURLToPath(new URL('../../bin/santorini.js', import.meta.url));
const ENGINE = `"${process.execPath}" "${CLI_BIN}" engine --level 1`;

let fake: FakeServer;
afterEach(async () => {
  await fake.close();
});

/** Plays the fake's game as seat 0 until it ends; answers the bot's log. */
async function play(): Promise<ReturnType<typeof keptLog>> {
  const log = keptLog();
  const driver = new GameDriver(
    new ServerApi(fake.base),
    'g1',
    0,
    { engine: ENGINE, movetimeMs: 50, followMs: 20 },
    log,
  );
  await driver.run(new AbortController().signal);
  return log;
}

/** Accepts a turn: answers it, then tells the socket of it (the other seat to move) and ends the game. */
const accept = (seq: number) => {
  const position = { ...startPosition, toMove: 1 };
  setTimeout(() => {
    const socket = fake.sockets[0];
    socket?.send(JSON.stringify({ type: 'turn', seq: seq + 1, seat: 0, turn: 'x', position }));
    socket?.send(JSON.stringify({ type: 'end', result: { winner: 0, reason: 'win' } }));
  }, 10);
  return { status: 200, body: { seq: seq + 1, position } };
};

describe('GameDriver', () => {
  it('sends the same turn again, never another, when the answer to it was lost', async () => {
    fake = await fakeServer();
    let calls = 0;
    fake.onTurn = ({ seq }) => (++calls === 1 ? null : accept(seq));
    const log = await play();
    expect(fake.turns).toHaveLength(2);
    expect(fake.turns[1]).toEqual(fake.turns[0]);
    expect(log.out.some((line) => line.includes('turn 1 played:') && line.endsWith('(sent again)'))).toBe(
      true,
    );
    expect(log.out.at(-1)).toBe('game g1: over, the bot won (win)');
  }, 20_000);

  it('reads the game after a stale answer and plays at the game’s seq', async () => {
    fake = await fakeServer();
    fake.onTurn = ({ seq }) => {
      if (seq !== 0) return accept(seq);
      fake.game = { ...fake.game, seq: 2 };
      return { status: 409, body: { error: 'stale', message: 'the game has had 2 turns', seq: 2 } };
    };
    const log = await play();
    expect(fake.turns.map((turn) => turn.seq)).toEqual([0, 2]);
    expect(log.errors.some((line) => line.includes('409 stale'))).toBe(true);
    expect(fake.reads).toBeGreaterThan(0);
  }, 20_000);
});
