import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testService, type TestService } from '../testing/index.js';
import type { PlayerRecord } from '../store/store.js';
import { ABANDON_MS } from './abandonment.js';
import { GameService } from './gameService.js';

// A clock the tests move on: abandonment is decided from stored times against it.
let now = 1_000_000;
let t: TestService;
let ann: PlayerRecord;
let bob: PlayerRecord;
beforeEach(async () => {
  now = 1_000_000;
  t = await testService(':memory:', () => now);
  ann = await t.guest('Ann');
  bob = await t.guest('Bob');
});
afterEach(async () => {
  await t.close();
});

const later = (ms: number): void => {
  now += ms;
};

/** A 2-player game between Ann (seat 0, to move) and Bob, begun now. */
async function twoPlayers(options: Record<string, unknown> = {}): Promise<string> {
  const { id } = await t.games.createGame(ann, { players: 2, ...options });
  await t.games.join(bob, id, {});
  return id;
}

/** The player reads the game with their token: seen in it now (a bot polling, a page open). */
const seen = async (player: PlayerRecord, id: string): Promise<void> => {
  await t.games.view(id, player);
};

const waitFor = async (check: () => Promise<boolean>): Promise<void> => {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('it did not happen in time');
};

describe('a game whose player to move has gone', () => {
  it('2 players: is won by the other once the mover has been away ABANDON_MS', async () => {
    const id = await twoPlayers();
    const messages = t.messages(id);
    later(ABANDON_MS - 1000);
    await seen(bob, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('playing');
    later(1000);
    await t.games.checkAbandonment(id);
    const view = await t.games.view(id);
    expect(view.status).toBe('finished');
    expect(view.result).toEqual({ winner: 1, reason: 'abandon' });
    expect(messages).toContainEqual({ type: 'end', result: { winner: 1, reason: 'abandon' } });
  });

  it('3 players: the mover is out and play goes on, as a resignation', async () => {
    const players = [ann, bob, await t.guest('Cy')];
    const { id } = await t.games.createGame(ann, { players: 3, gods: 'random' });
    await t.games.join(bob, id, {});
    await t.games.join(players[2] as PlayerRecord, id, {});
    // Random gods: the first player is drawn from the seed.
    const mover = (await t.games.view(id)).position?.toMove ?? 0;
    later(ABANDON_MS);
    for (const [seat, player] of players.entries()) if (seat !== mover) await seen(player, id);
    await t.games.checkAbandonment(id);
    const view = await t.games.view(id);
    expect(view.status).toBe('playing');
    expect(view.resigned).toEqual([{ seat: mover, seq: 0 }]);
    expect(view.position?.toMove).not.toBe(mover);
    // The next to move was seen just now: nothing more happens.
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).resigned).toHaveLength(1);
  });

  it('never happens in a correspondence game', async () => {
    const id = await twoPlayers({ clock: { daysPerTurn: 1 } });
    later(10 * ABANDON_MS);
    await seen(bob, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('playing');
  });

  it('is called off by the mover coming back in time, and counted again from when they leave', async () => {
    const id = await twoPlayers();
    later(ABANDON_MS - 5000);
    const live = await t.games.held(id);
    if (live === undefined) throw new Error('no game');
    await t.games.socketOpened(live, ann.id);
    later(ABANDON_MS);
    await seen(bob, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('playing');
    await t.games.socketClosed(id, ann.id);
    later(ABANDON_MS - 1000);
    await seen(bob, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('playing');
    later(1000);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).result).toEqual({ winner: 1, reason: 'abandon' });
  });

  it('counts a turn over HTTP as being there, and the next mover has from the start of their turn', async () => {
    const id = await twoPlayers();
    later(ABANDON_MS - 1000);
    // Ann places her workers just in time (as a bot over HTTP would); Bob, to move, is away.
    await t.games.playTurn(ann, id, { seq: 0, turn: '@a1 @b2' });
    later(ABANDON_MS - 1000);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('playing');
    await seen(ann, id);
    later(1000);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).result).toEqual({ winner: 0, reason: 'abandon' });
  });

  it('ends with no winner when everyone has gone, and wins for an AI seat', async () => {
    const id = await twoPlayers();
    later(ABANDON_MS);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).result).toEqual({ winner: null, reason: 'abandon' });
    const { id: withAi } = await t.games.createGame(ann, { players: 2, ai: { '1': 3 } });
    later(ABANDON_MS);
    await t.games.checkAbandonment(withAi);
    expect((await t.games.view(withAi)).result).toEqual({ winner: 1, reason: 'abandon' });
  });

  it('counts as a loss in a rated game', async () => {
    const account = async (name: string) =>
      (await t.players.createSession({ name, password: 'a long password' })).player;
    const [dee, eli] = [await account('Dee'), await account('Eli')];
    const { id } = await t.games.createGame(dee, { players: 2, rated: true });
    await t.games.join(eli, id, {});
    later(ABANDON_MS);
    await seen(eli, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).result).toEqual({ winner: 1, reason: 'abandon' });
    expect((await t.store.rating(dee.id))?.value).toBeLessThan(1500);
    expect((await t.store.rating(eli.id))?.value).toBeGreaterThan(1500);
  });

  it('is decided once by two services on one store', async () => {
    const id = await twoPlayers();
    const other = new GameService({ store: t.store, bus: t.bus, turnChooser: t.chooser, now: () => now });
    await other.view(id);
    const messages = t.messages(id);
    later(ABANDON_MS);
    await seen(bob, id);
    await Promise.all([t.games.checkAbandonment(id), other.checkAbandonment(id)]);
    // Past the winner's claim, the other still holding the game as it was: the store refuses it.
    later(60_000);
    await other.checkAbandonment(id);
    expect(messages.filter((message) => message.type === 'end')).toHaveLength(1);
    expect((await t.store.game(id))?.result).toEqual({ winner: 1, reason: 'abandon' });
    await other.close();
  });

  it('is decided by a service that starts after the time has gone, with nobody connected', async () => {
    const id = await twoPlayers();
    await seen(bob, id);
    await t.games.close();
    later(ABANDON_MS);
    const restarted = new GameService({ store: t.store, bus: t.bus, turnChooser: t.chooser, now: () => now });
    await restarted.start();
    await waitFor(async () => (await restarted.view(id)).status === 'finished');
    expect((await restarted.view(id)).result?.reason).toBe('abandon');
    await restarted.close();
  });
});

describe('a game whose gods are being chosen (the challenger flow)', () => {
  it('is won by the other when the challenger never offers the gods', async () => {
    const id = await twoPlayers({ gods: 'challenger' });
    expect((await t.games.view(id)).status).toBe('setup');
    later(ABANDON_MS - 1000);
    await seen(bob, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('setup');
    later(1000);
    await t.games.checkAbandonment(id);
    const view = await t.games.view(id);
    expect(view.status).toBe('finished');
    expect(view.result).toEqual({ winner: 1, reason: 'abandon' });
  });

  it('counts from the last setup step: the chooser who leaves loses, not the challenger', async () => {
    const id = await twoPlayers({ gods: 'challenger' });
    later(ABANDON_MS - 1000);
    await t.games.setupStep(ann, id, { offer: ['apollo', 'pan'] });
    later(ABANDON_MS - 1000);
    await seen(ann, id);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).status).toBe('setup');
    later(1000);
    await t.games.checkAbandonment(id);
    expect((await t.games.view(id)).result).toEqual({ winner: 0, reason: 'abandon' });
  });
});
