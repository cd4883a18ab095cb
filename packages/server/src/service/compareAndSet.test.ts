import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { codeOf, serviceOn, type TestService } from '../testing/index.js';
import { testPostgres } from '../testing/postgres.js';
import { PostgresStore } from '../store/postgresStore.js';
import { SqliteStore } from '../store/sqliteStore.js';
import type { PlayerRecord } from '../store/store.js';
import { Refusal } from './refusal.js';

// Two game services ("processes": each its own memory and bus, so neither hears of the other's
// changes) on one database: the rematch and the challenger flow's steps are compare-and-set in it.

const dir = mkdtempSync(join(tmpdir(), 'santorini-cas-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const postgres = await testPostgres();
if ('skip' in postgres) console.warn(`compare-and-set tests on PostgreSQL skipped: ${postgres.skip}`);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}, 60_000);

interface Two {
  readonly a: TestService;
  readonly b: TestService;
  readonly ann: PlayerRecord;
  readonly bob: PlayerRecord;
}

async function two(open: () => Promise<[SqliteStore, SqliteStore] | [PostgresStore, PostgresStore]>) {
  const [first, second] = await open();
  const a = await serviceOn(first);
  const b = await serviceOn(second);
  cleanups.push(async () => {
    await a.close();
    await b.close();
  });
  return { a, b, ann: await a.guest('Ann'), bob: await a.guest('Bob') } satisfies Two;
}

const sqliteFile = async (): Promise<[SqliteStore, SqliteStore]> => {
  const file = join(dir, `${String(Math.random()).slice(2)}.sqlite`);
  const first = await SqliteStore.open(file);
  return [first, await SqliteStore.open(file)];
};

const postgresDatabase = async (): Promise<[PostgresStore, PostgresStore]> => {
  if ('skip' in postgres) throw new Error(postgres.skip);
  const database = await postgres.freshDatabase();
  const first = await PostgresStore.open(database.url);
  const second = await PostgresStore.open(database.url);
  cleanups.push(() => database.drop());
  return [first, second];
};

/** A finished 2-player game that both services hold (read) as finished. */
async function finishedGame({ a, b, ann, bob }: Two): Promise<string> {
  const { id } = await a.games.createGame(ann, {});
  await a.games.join(bob, id, {});
  await a.games.resign(ann, id);
  expect((await b.games.view(id)).status).toBe('finished');
  return id;
}

/** A 2-player game in play at seq 0, held by both services. */
async function playingGame({ a, b, ann, bob }: Two): Promise<string> {
  const { id } = await a.games.createGame(ann, {});
  await a.games.join(bob, id, {});
  expect((await b.games.view(id)).seq).toBe(0);
  return id;
}

/** The player to move in a 2-player game of Ann (seat 0) and Bob. */
async function moverOf({ a, ann, bob }: Two, id: string): Promise<PlayerRecord> {
  return (await a.games.view(id)).position?.toMove === 1 ? bob : ann;
}

/** The refusal a call ends in, as its JSON body. */
async function refusalOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Refusal) return error.toJSON();
    throw error;
  }
  throw new Error('the call was not refused');
}

/** A challenger-flow game waiting on Ann's offer, held by both services. */
async function challengerGame({ a, b, ann, bob }: Two): Promise<string> {
  const { id } = await a.games.createGame(ann, { gods: 'challenger' });
  await a.games.join(bob, id, {});
  expect((await b.games.view(id)).setup).toMatchObject({ stage: 'offer' });
  return id;
}

function contract(open: () => Promise<[SqliteStore, SqliteStore] | [PostgresStore, PostgresStore]>): void {
  it('plays a turn through a service that has not heard of the join, or of the turn before', async () => {
    const t = await two(open);
    const { id } = await t.a.games.createGame(t.ann, {});
    // B holds the game while it is still open; A seats Bob, and B does not hear of it.
    expect((await t.b.games.view(id)).status).toBe('open');
    await t.a.games.join(t.bob, id, {});
    const players = [t.ann, t.bob];
    const first = (await t.a.games.view(id)).position?.toMove ?? 0;
    const mover = (seat: number) => players[seat] ?? t.ann;
    // Refused by nothing but an old copy before: "play has not begun" at B, then the wrong seat at A.
    expect((await t.b.games.playTurn(mover(first), id, { seq: 0, turn: '@a1 @a2' })).seq).toBe(1);
    expect((await t.a.games.playTurn(mover(1 - first), id, { seq: 1, turn: '@e5 @e4' })).seq).toBe(2);
    expect((await t.a.store.turns(id)).map((turn) => turn.turn)).toEqual(['@a1 @a2', '@e5 @e4']);
    // What an old copy cannot excuse is still refused: the wrong player, after reading again.
    expect(await codeOf(t.b.games.playTurn(mover(1 - first), id, { seq: 2, turn: 'a1-b2 +c3' }))).toBe(
      'not-your-turn',
    );
  });

  it('answers a rematch offered through the other service with the first one’s game', async () => {
    const t = await two(open);
    const id = await finishedGame(t);
    const first = await t.a.games.rematch(t.ann, id);
    // B still holds the game without a rematch: the store's compare-and-set answers A's.
    expect(await t.b.games.rematch(t.bob, id)).toEqual(first);
    expect((await t.b.games.view(id)).rematch).toBe(first.id);
    expect((await t.a.store.gamesWithStatus('open', 10)).map((row) => row.id)).toEqual([first.id]);
  });

  it('answers a resign beaten by a turn through the other service as stale, with the game’s seq', async () => {
    const t = await two(open);
    const id = await playingGame(t);
    const mover = await moverOf(t, id);
    await t.a.games.playTurn(mover, id, { seq: 0, turn: '@a1 @a2' });
    // B still holds the game at seq 0: its compare-and-set on the turn count fails.
    const refusal = await refusalOf(t.b.games.resign(t.ann, id));
    expect(refusal).toMatchObject({ error: 'stale', seq: 1 });
    expect((await t.b.games.view(id)).status).toBe('playing');
  });

  it('answers the same turn sent through both services as a repeat on both', async () => {
    const t = await two(open);
    const id = await playingGame(t);
    const mover = await moverOf(t, id);
    const first = await t.a.games.playTurn(mover, id, { seq: 0, turn: '@a1 @a2' });
    // B still holds the game at seq 0: the store says the turn is there, the same player's same turn.
    expect(await t.b.games.playTurnOrRetry(mover, id, { seq: 0, turn: '@A1 @A2' })).toEqual({
      answer: first,
      retried: expect.objectContaining({ type: 'turn', seq: 1, turn: '@a1 @a2' }) as unknown,
    });
    expect(await t.a.store.turns(id)).toHaveLength(1);
    // The player now to move, at that seq, is stale.
    const other = mover.id === t.ann.id ? t.bob : t.ann;
    const late = await refusalOf(t.a.games.playTurn(other, id, { seq: 0, turn: '@e5 @e4' }));
    expect(late).toMatchObject({ error: 'stale', seq: 1 });
  });

  it('refuses a setup step taken from a setup that another service has moved on', async () => {
    const t = await two(open);
    const id = await challengerGame(t);
    await t.a.games.setupStep(t.ann, id, { offer: ['apollo', 'pan'] });
    expect(await codeOf(t.b.games.setupStep(t.ann, id, { offer: ['atlas', 'pan'] }))).toBe('stale');
    const view = await t.b.games.view(id);
    expect(view.setup).toMatchObject({ stage: 'choose', offered: ['apollo', 'pan'] });
    // Read again after the refusal, B goes on from there.
    expect((await t.b.games.setupStep(t.bob, id, { choose: 'pan' })).setup).toMatchObject({ stage: 'start' });
  });
}

describe('two services on one SQLite file', () => {
  contract(sqliteFile);
});

describe.skipIf('skip' in postgres)('two services on one PostgreSQL database', () => {
  contract(postgresDatabase);

  it('creates one rematch when both players offer it at the same moment', async () => {
    const t = await two(postgresDatabase);
    for (let round = 0; round < 5; round++) {
      const id = await finishedGame(t);
      const [first, second] = await Promise.all([t.a.games.rematch(t.ann, id), t.b.games.rematch(t.bob, id)]);
      expect(first).toEqual(second);
      expect((await t.a.store.game(id))?.rematch).toBe(first.id);
    }
    expect(await t.a.store.gamesWithStatus('open', 10)).toHaveLength(5);
  });

  it('answers the same turn sent through both services at the same moment as one turn, twice', async () => {
    const t = await two(postgresDatabase);
    for (let round = 0; round < 5; round++) {
      const id = await playingGame(t);
      const mover = await moverOf(t, id);
      const request = { seq: 0, turn: '@a1 @a2' };
      const [first, second] = await Promise.all([
        t.a.games.playTurn(mover, id, request),
        t.b.games.playTurn(mover, id, request),
      ]);
      expect(second).toEqual(first);
      expect(await t.a.store.turns(id)).toHaveLength(1);
    }
  });

  it('takes one of two setup steps racing through the two services', async () => {
    const t = await two(postgresDatabase);
    for (let round = 0; round < 5; round++) {
      const id = await challengerGame(t);
      const codes = await Promise.all([
        codeOf(t.a.games.setupStep(t.ann, id, { offer: ['apollo', 'pan'] })),
        codeOf(t.b.games.setupStep(t.ann, id, { offer: ['atlas', 'pan'] })),
      ]);
      expect([...codes].sort()).toEqual(['accepted', 'stale']);
      const offered = codes[0] === 'accepted' ? ['apollo', 'pan'] : ['atlas', 'pan'];
      expect((await t.a.store.game(id))?.setup).toMatchObject({ offered });
    }
  });
});
