import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, keptLog, startPosition, type FakeServer } from '../testing/fakeGameServer.js';
import { GameFollower, type Seen } from './gameFollower.js';
import { ServerApi, type GameView } from './serverApi.js';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function following(fake: FakeServer) {
  const log = keptLog();
  const follower = new GameFollower(new ServerApi(fake.base), 'g1', log, {
    pollMs: 20,
    backoffMs: 20,
    maxBackoffMs: 40,
  });
  cleanups.push(() => {
    follower.close();
  });
  follower.start();
  const stop = new AbortController().signal;
  let seen = 0;
  const next = async (): Promise<Seen['view']> => {
    const got = await follower.next(seen, stop);
    if (got === null) throw new Error('the follower closed');
    seen = got.version;
    return got.view;
  };
  return { follower, log, next };
}

const viewOf = (view: Seen['view']): GameView => {
  if (view === 'gone') throw new Error('the game is gone');
  return view;
};

const turnMessage = (seq: number) => ({
  type: 'turn',
  seq,
  seat: 0,
  turn: '@a1 @b1',
  position: startPosition,
  clocks: null,
});

const until = async (done: () => boolean): Promise<void> => {
  const end = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > end) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('GameFollower', () => {
  it('follows a game over its socket: the state, then each turn and the end, without reading it', async () => {
    const fake = await fakeServer();
    cleanups.push(() => fake.close());
    const { log, next } = following(fake);
    expect(viewOf(await next()).seq).toBe(0);
    const socket = fake.sockets[0];
    socket?.send(JSON.stringify({ type: 'seats', seats: [] }));
    socket?.send(JSON.stringify(turnMessage(1)));
    expect(viewOf(await next()).seq).toBe(1);
    socket?.send(JSON.stringify({ type: 'end', result: { winner: 1, reason: 'resign' } }));
    expect(viewOf(await next())).toMatchObject({ seq: 1, status: 'finished', result: { winner: 1 } });
    expect(fake.reads).toBe(0);
    expect(log.errors).toEqual([]);
  });

  it('connects again with since= the turns it has when the socket closes, and reads the game once', async () => {
    const fake = await fakeServer();
    cleanups.push(() => fake.close());
    const { log, next } = following(fake);
    await next();
    fake.sockets[0]?.send(JSON.stringify(turnMessage(1)));
    expect(viewOf(await next()).seq).toBe(1);
    // Ended by a resignation while the bot was away: `since` would not replay that.
    fake.game = { ...fake.game, seq: 1, status: 'finished', result: { winner: 0, reason: 'resign' } };
    fake.sockets[0]?.terminate();
    for (;;) if (viewOf(await next()).status === 'finished') break;
    await until(() => fake.upgrades.length >= 2);
    expect(fake.upgrades[1]).toBe('/api/games/g1/socket?since=1');
    await until(() => log.out.some((line) => line.includes('following over its socket again')));
  });

  it('reads the game every pollMs while the socket is refused, and says so on stderr', async () => {
    const fake = await fakeServer();
    cleanups.push(() => fake.close());
    fake.refuse = 401;
    const { log, next } = following(fake);
    expect(viewOf(await next()).seq).toBe(0);
    fake.game = { ...fake.game, seq: 1 };
    for (;;) if (viewOf(await next()).seq === 1) break;
    expect(log.errors.filter((line) => line.includes('its socket cannot connect'))).toEqual([
      'game g1: its socket cannot connect (the server answered 401): reading the game every 20 ms until it can',
    ]);
    fake.refuse = null;
    await until(() => fake.sockets.length === 1);
    await until(() => log.out.some((line) => line.includes('following over its socket again')));
  });

  it('answers gone when the game is not found at the upgrade', async () => {
    const fake = await fakeServer();
    cleanups.push(() => fake.close());
    fake.refuse = 404;
    const { next } = following(fake);
    expect(await next()).toBe('gone');
  });
});
