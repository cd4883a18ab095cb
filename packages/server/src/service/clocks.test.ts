import { afterEach, describe, expect, it } from 'vitest';
import { testService, turnIn, type TestService } from '../testing/index.js';
import { turnTimeMs } from '@santorini/ai';
import { MAX_AI_TURN_MS } from './aiTime.js';
import { GameService } from './gameService.js';

let t: TestService | undefined;
afterEach(async () => {
  await t?.close();
});

const waitFor = async (check: () => Promise<boolean>): Promise<void> => {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('it did not happen in time');
};

describe('clocks', () => {
  it('real time: the mover’s time runs from the previous turn, and the increment is added', async () => {
    let now = 1000;
    t = await testService(':memory:', () => now);
    const [ann, bob] = [await t.guest('Ann'), await t.guest('Bob')];
    const { id } = await t.games.createGame(ann, { clock: { initialMs: 60_000, incrementMs: 1000 } });
    expect((await t.games.view(id)).clocks).toEqual({ ms: [60_000, 60_000], running: null, since: null });
    now = 2000;
    await t.games.join(bob, id, {});
    expect((await t.games.view(id)).clocks).toEqual({ ms: [60_000, 60_000], running: 0, since: 2000 });
    const messages = t.messages(id);
    now = 5000;
    await t.games.playTurn(ann, id, { seq: 0, turn: turnIn((await t.games.view(id)).position) });
    const clocks = { ms: [58_000, 60_000], running: 1, since: 5000 };
    expect((await t.games.view(id)).clocks).toEqual(clocks);
    expect(messages[0]).toMatchObject({ type: 'turn', clocks });
  });

  it('replays with since= the clocks each turn was told with, and a game read again has the same', async () => {
    let now = 1000;
    t = await testService(':memory:', () => now);
    const [ann, bob] = [await t.guest('Ann'), await t.guest('Bob')];
    const { id } = await t.games.createGame(ann, { clock: { initialMs: 60_000, incrementMs: 500 } });
    await t.games.join(bob, id, {});
    const messages = t.messages(id);
    for (let seq = 0; seq < 6; seq++) {
      now += 700 * (seq + 1);
      const game = await t.games.view(id);
      await t.games.playTurn(seq % 2 === 0 ? ann : bob, id, { seq, turn: turnIn(game.position) });
    }
    const told = messages.filter((message) => message.type === 'turn');
    expect(told).toHaveLength(6);
    const live = await t.games.held(id);
    if (live === undefined) throw new Error('the game is held');
    expect(t.games.turnMessagesSince(live, 0)).toEqual(told);
    expect(t.games.turnMessagesSince(live, 4)).toEqual(told.slice(4));
    const clocks = (await t.games.view(id)).clocks;
    // Ann's turns took 0.7, 2.1 and 3.5 s, Bob's 1.4, 2.8 and 4.2 s; 0.5 s back after each.
    expect(clocks).toEqual({ ms: [60_000 - 6300 + 1500, 60_000 - 8400 + 1500], running: 0, since: now });
    const again = await t.games.watch(id);
    expect(again === undefined ? undefined : t.games.viewOf(again).clocks).toEqual(clocks);
  });

  it('an AI seat thinks for its share of its real-time clock', async () => {
    let now = 1000;
    t = await testService(':memory:', () => now);
    const ann = await t.guest('Ann');
    const clock = { initialMs: 60_000, incrementMs: 1000 };
    const { id } = await t.games.createGame(ann, { clock, ai: { 0: 8 }, seat: 1 });
    await t.games.aiIdle();
    expect(t.chooser.times).toEqual([turnTimeMs({ remainingMs: 60_000, incrementMs: 1000 })]);
    now = 31_000;
    await t.games.playTurn(ann, id, { seq: 1, turn: turnIn((await t.games.view(id)).position) });
    await t.games.aiIdle();
    // The AI's first turn took no time, ann's took 30 s: the AI still has 61 s.
    expect(t.chooser.times[1]).toBe(turnTimeMs({ remainingMs: 61_000, incrementMs: 1000 }));
  });

  it('an AI seat thinks no longer than MAX_AI_TURN_MS on a long clock', async () => {
    t = await testService(':memory:', () => 1000);
    const ann = await t.guest('Ann');
    const clock = { initialMs: 3_600_000, incrementMs: 0 };
    await t.games.createGame(ann, { clock, ai: { 0: 8 }, seat: 1 });
    await t.games.aiIdle();
    expect(t.chooser.times).toEqual([MAX_AI_TURN_MS]);
  });

  it('an AI seat without a real-time clock thinks for its level’s time', async () => {
    t = await testService();
    const ann = await t.guest('Ann');
    await t.games.createGame(ann, { clock: { daysPerTurn: 2 }, ai: { 0: 8 }, seat: 1 });
    await t.games.createGame(ann, { ai: { 0: 8 }, seat: 1 });
    await t.games.aiIdle();
    expect(t.chooser.times).toEqual([undefined, undefined]);
  });

  it('correspondence: every turn has its days', async () => {
    t = await testService();
    const [ann, bob] = [await t.guest('Ann'), await t.guest('Bob')];
    const { id } = await t.games.createGame(ann, { clock: { daysPerTurn: 2 } });
    await t.games.join(bob, id, {});
    expect((await t.games.view(id)).clocks?.ms).toEqual([172_800_000, 172_800_000]);
  });

  it('a player whose time runs out loses, with nobody connected', async () => {
    t = await testService();
    const [ann, bob] = [await t.guest('Ann'), await t.guest('Bob')];
    const { id } = await t.games.createGame(ann, { clock: { initialMs: 60, incrementMs: 0 } });
    const messages = t.messages(id);
    await t.games.join(bob, id, {});
    const service = t.games;
    await waitFor(async () => (await service.view(id)).status === 'finished');
    expect((await t.games.view(id)).result).toEqual({ winner: 1, reason: 'time' });
    expect(messages).toContainEqual({ type: 'end', result: { winner: 1, reason: 'time' } });
  });

  it('runs out across a restart: a server that starts later finds the time gone', async () => {
    t = await testService();
    const [ann, bob] = [await t.guest('Ann'), await t.guest('Bob')];
    const { id } = await t.games.createGame(ann, { clock: { initialMs: 200, incrementMs: 0 } });
    await t.games.join(bob, id, {});
    await t.games.close();
    await new Promise((resolve) => setTimeout(resolve, 250));
    const restarted = new GameService({ store: t.store, bus: t.bus, turnChooser: t.chooser });
    await restarted.start();
    await waitFor(async () => (await restarted.view(id)).status === 'finished');
    expect((await restarted.view(id)).result).toEqual({ winner: 1, reason: 'time' });
    await restarted.close();
  });
});
