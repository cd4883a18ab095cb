import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PositionJson } from '@santorini/engine';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { GameMessage } from '../events/eventBus.js';
import { SqliteStore } from '../store/sqliteStore.js';
import type { PlayerRecord } from '../store/store.js';
import { countingStore, type CountingStore } from '../testing/countingStore.js';
import { firstLegalTurn, serviceOn, type TestService } from '../testing/index.js';
import { LinkedBus } from '../testing/linkedBuses.js';
import { until } from '../testing/until.js';

// Two game services ("processes") on one SQLite file, their buses linked as Redis links them: what
// B hears from A is applied to the game B holds, and what B may have missed is caught up.

const dir = mkdtempSync(join(tmpdir(), 'santorini-foreign-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Linked {
  readonly a: TestService;
  readonly b: TestService;
  /** B's store, counting its calls. */
  readonly bStore: CountingStore;
  readonly buses: readonly [LinkedBus, LinkedBus];
  readonly players: readonly [PlayerRecord, PlayerRecord];
}

async function linked(): Promise<Linked> {
  const file = join(dir, `${String(Math.random()).slice(2)}.sqlite`);
  const buses = LinkedBus.pair();
  const a = await serviceOn(await SqliteStore.open(file), undefined, buses[0]);
  const bStore = countingStore(await SqliteStore.open(file));
  const b = await serviceOn(bStore.store, undefined, buses[1]);
  cleanups.push(async () => {
    await a.close();
    await b.close();
  });
  return { a, b, bStore, buses, players: [await a.guest('Ann'), await a.guest('Bob')] };
}

/** A 2-player game in play that both hold (B read it). */
async function playing(t: Linked, options: Record<string, unknown> = {}): Promise<string> {
  const { id } = await t.a.games.createGame(t.players[0], options);
  await t.a.games.join(t.players[1], id, {});
  expect((await t.b.games.view(id)).status).toBe('playing');
  return id;
}

/** Plays the first legal turn through `via`, by the player to move. */
async function playOn(t: Linked, via: TestService, id: string): Promise<void> {
  const view = await via.games.view(id);
  const position = view.position as PositionJson;
  const mover = t.players[position.toMove] as PlayerRecord;
  await via.games.playTurn(mover, id, { seq: view.seq, turn: firstLegalTurn(position) });
}

const heldSeq = async (service: TestService, id: string): Promise<number | undefined> =>
  (await service.games.held(id))?.turns.length;

describe('messages heard from another process', () => {
  it('plays a turn heard from another process on the game held, reading nothing from the store', async () => {
    const t = await linked();
    const id = await playing(t, { clock: { initialMs: 60_000, incrementMs: 1000 } });
    t.bStore.calls.clear();
    for (let seq = 1; seq <= 3; seq++) {
      await playOn(t, t.a, id);
      await until(async () => (await heldSeq(t.b, id)) === seq);
    }
    await t.a.games.chat(t.players[0], id, 'well played');
    await until(async () => (await t.b.games.held(id))?.chat.length === 1);
    expect(t.bStore.reads()).toBe(0);
    // What B holds is what A holds: the position, record, clocks and chat.
    expect(await t.b.games.view(id)).toEqual(await t.a.games.view(id));
    // And B plays on from it, still without reading the game.
    await playOn(t, t.b, id);
    expect(t.bStore.reads()).toBe(0);
    await until(async () => (await heldSeq(t.a, id)) === 4);
    expect(await t.a.games.view(id)).toEqual(await t.b.games.view(id));
  });

  it('catches up a game whose turns skip past those held, and tells its sockets here to resync', async () => {
    const t = await linked();
    const id = await playing(t);
    let resyncs = 0;
    t.b.bus.subscribe(
      id,
      () => undefined,
      () => resyncs++,
    );
    const sent = t.a.messages(id);
    t.buses[0].cut();
    await playOn(t, t.a, id);
    await playOn(t, t.a, id);
    // Turn 2 arrives alone (turn 1 was lost on the way, and nothing said so).
    const second = sent.find((message) => message.type === 'turn' && message.seq === 2) as GameMessage;
    t.buses[1].hear(id, second);
    await until(() => resyncs > 0);
    expect(resyncs).toBe(1);
    await until(async () => (await heldSeq(t.b, id)) === 2);
    expect(await t.b.games.view(id)).toEqual(await t.a.games.view(id));
  });

  it('tells the sockets here to resync when a game is read again with turns they were not told of', async () => {
    const t = await linked();
    const id = await playing(t);
    let resyncs = 0;
    t.b.bus.subscribe(
      id,
      () => undefined,
      () => resyncs++,
    );
    t.buses[0].cut();
    await playOn(t, t.a, id);
    // While cut off B reads the game again for a request: its copy is up to date, its sockets not.
    expect((await t.b.games.view(id)).seq).toBe(1);
    expect(resyncs).toBe(1);
  });

  it('when the link comes back, tells the sockets of the games that fell behind to resync, and only those', async () => {
    const t = await linked();
    const [behind, untouched] = [await playing(t), await playing(t)];
    const resyncs: string[] = [];
    for (const id of [behind, untouched])
      t.b.bus.subscribe(
        id,
        () => undefined,
        () => resyncs.push(id),
      );
    t.buses[0].cut();
    await playOn(t, t.a, behind);
    expect(await heldSeq(t.b, behind)).toBe(0);
    t.buses[0].restore();
    await until(() => resyncs.length > 0);
    await until(async () => (await heldSeq(t.b, behind)) === 1);
    expect(resyncs).toEqual([behind]);
    expect(await t.b.games.view(behind)).toEqual(await t.a.games.view(behind));
  });
});
