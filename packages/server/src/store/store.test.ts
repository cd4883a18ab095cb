import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider } from 'kysely';
import { testPostgres } from '../testing/postgres.js';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';
import { PostgresStore } from './postgresStore.js';
import { SqliteStore } from './sqliteStore.js';
import { NameTakenError, type GameRecordRow, type Store } from './store.js';

const dir = mkdtempSync(join(tmpdir(), 'santorini-store-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const game = (id: string): GameRecordRow => ({
  id,
  options: { players: 2 },
  status: 'playing',
  seats: [
    { playerId: 'p1', ai: null },
    { playerId: null, ai: 3 },
  ],
  setup: null,
  result: null,
  resigned: [],
  rematch: null,
  created: 1,
  updated: 1,
  started: null,
});

const turn = (seq: number, text: string) => ({
  gameId: 'g1',
  seq,
  seat: seq % 2,
  turn: text,
  playerId: 'p1',
  created: 10 + seq,
});

describe('SqliteStore', () => {
  it('migrates a new file and opens it again with everything kept', async () => {
    const file = join(dir, 'kept.sqlite');
    const first = await SqliteStore.open(file);
    await first.createPlayer(
      { id: 'p1', name: 'Ann', account: { nameKey: 'ann', passwordHash: 'h', passwordSalt: 's' } },
      1,
    );
    await first.addToken('t1', 'p1', 1);
    await first.createGame(game('g1'));
    expect(await first.appendTurn(turn(0, '@a1 @b1'), {})).toBe(true);
    await first.addChat({ gameId: 'g1', playerId: 'p1', text: 'hello', created: 5 });
    await first.close();

    const second = await SqliteStore.open(file);
    expect(await second.playerByToken('t1')).toEqual({ id: 'p1', name: 'Ann', account: true });
    expect((await second.account('ann'))?.passwordHash).toBe('h');
    expect((await second.game('g1'))?.seats).toEqual(game('g1').seats);
    expect((await second.turns('g1')).map((row) => row.turn)).toEqual(['@a1 @b1']);
    expect((await second.recentChat('g1', 10)).map((line) => [line.name, line.text])).toEqual([
      ['Ann', 'hello'],
    ]);
    await second.close();
  });

  it('fills game_players from the games not finished when migration 007 runs', async () => {
    const file = join(dir, 'before-007.sqlite');
    const sqlite = new SQLite(file);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    const provider: MigrationProvider = {
      getMigrations: async () => {
        const all = await migrationProvider.getMigrations();
        return Object.fromEntries(Object.entries(all).filter(([name]) => name < '007'));
      },
    };
    expect((await new Migrator({ db, provider }).migrateToLatest()).error).toBeUndefined();
    const invited = { playerId: null, ai: null, invited: { id: 'p2', name: 'Bob', bot: false } };
    for (const [id, status] of [
      ['open', 'open'],
      ['done', 'finished'],
    ] as const)
      await db
        .insertInto('games')
        .values({
          id,
          options: '{}',
          status,
          seats: JSON.stringify([{ playerId: 'p1', ai: null }, invited]),
          setup: null,
          result: null,
          resigned: '[]',
          rematch: null,
          created: 1,
          updated: 1,
          started: null,
        })
        .execute();
    await db.destroy();
    const store = await SqliteStore.open(file);
    for (const player of ['p1', 'p2'])
      expect((await store.gamesOfPlayer(player, ['open', 'finished'])).map((row) => row.id)).toEqual([
        'open',
      ]);
    await store.close();
  });
});

const postgres = await testPostgres();
const dropAfter: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const drop of dropAfter.splice(0)) await drop();
}, 60_000);

/** A new PostgreSQL store on a database of its own, dropped after the test. */
async function openPostgres(): Promise<Store> {
  if ('skip' in postgres) throw new Error(postgres.skip);
  const database = await postgres.freshDatabase();
  const store = await PostgresStore.open(database.url);
  dropAfter.push(async () => {
    await store.close().catch(() => undefined);
    await database.drop();
  });
  return store;
}

/** The tests every Store passes, on a new store from `open`. */
function storeContract(open: () => Promise<Store>): void {
  it('gives a game’s work to one claimant until its claim runs out or a later seq is claimed', async () => {
    const store = await open();
    await store.createGame(game('g1'));
    expect(await store.claim('g1', 3, 'A', 100, 200)).toEqual({ won: true });
    expect(await store.claim('g1', 3, 'B', 150, 250)).toEqual({ won: false, until: 200 });
    expect(await store.claim('g1', 3, 'A', 160, 260)).toEqual({ won: true });
    expect(await store.claim('g1', 3, 'B', 261, 361)).toEqual({ won: true });
    expect(await store.claim('g1', 4, 'A', 262, 362)).toEqual({ won: true });
    expect(await store.claim('g1', 3, 'B', 263, 363)).toEqual({ won: false, until: 362 });
    await store.releaseClaims('A');
    expect(await store.claim('g1', 4, 'B', 264, 364)).toEqual({ won: true });
    await store.close();
  });

  it('keeps where each player was seen, refreshes a process’s open sockets in one write, and counts chat', async () => {
    const store = await open();
    await store.createGame(game('g1'));
    await store.markPresence('g1', 'p1', 'A', 100, true);
    await store.markPresence('g1', 'p2', 'A', 110, true);
    await store.markPresence('g1', 'p2', 'A', 120, false);
    await store.markPresence('g1', 'p1', 'http', 130, false);
    await store.markPresence('g1', 'p3', 'B', 140, true);
    await store.refreshPresence('A', 200);
    const rows = (await store.presence('g1')).sort((x, y) =>
      x.playerId + x.via < y.playerId + y.via ? -1 : 1,
    );
    expect(rows).toEqual([
      { playerId: 'p1', via: 'A', seen: 200, open: true },
      { playerId: 'p1', via: 'http', seen: 130, open: false },
      { playerId: 'p2', via: 'A', seen: 120, open: false },
      { playerId: 'p3', via: 'B', seen: 140, open: true },
    ]);
    await store.closePresence('B', 300);
    expect((await store.presence('g1')).find((row) => row.via === 'B')).toEqual({
      playerId: 'p3',
      via: 'B',
      seen: 300,
      open: false,
    });
    await store.createPlayer({ id: 'p1', name: 'Ann' }, 1);
    for (const created of [10, 20, 30])
      await store.addChat({ gameId: 'g1', playerId: 'p1', text: 'hi', created });
    expect(await store.chatLinesSince('p1', 20)).toBe(2);
    expect(await store.chatLinesSince('p2', 0)).toBe(0);
    await store.close();
  });

  it('keeps times as numbers and ratings as they were saved', async () => {
    const store = await open();
    await store.createPlayer({ id: 'p1', name: 'Ann' }, 1_764_000_000_123);
    await store.createGame({ ...game('g1'), created: 1_764_000_000_123, started: 1_764_000_000_124 });
    const rating = { value: 1612.25, deviation: 80.5, volatility: 0.06, games: 3 };
    await store.updateGame('g1', { ratings: [{ playerId: 'p1', rating }] }, 1_764_000_000_200);
    expect(await store.game('g1')).toMatchObject({
      created: 1_764_000_000_123,
      updated: 1_764_000_000_200,
      started: 1_764_000_000_124,
    });
    expect(await store.rating('p1')).toEqual(rating);
    expect(await store.leaderboard(5)).toEqual([
      { player: { id: 'p1', name: 'Ann', account: false }, rating },
    ]);
    await store.close();
  });

  it('appends a turn only at the next seq (compare-and-set), with the game’s changes', async () => {
    const store = await open();
    await store.createPlayer({ id: 'p1', name: 'Ann' }, 1);
    await store.createGame(game('g1'));
    expect(await store.appendTurn(turn(0, '@a1 @b1'), {})).toBe(true);
    expect(await store.appendTurn(turn(0, '@c1 @d1'), {})).toBe(false);
    expect(await store.appendTurn(turn(2, '@c1 @d1'), {})).toBe(false);
    expect(await store.appendTurn(turn(1, '@c1 @d1'), { status: 'finished', result: { winner: 1 } })).toBe(
      true,
    );
    expect((await store.turns('g1')).map((row) => [row.seq, row.turn])).toEqual([
      [0, '@a1 @b1'],
      [1, '@c1 @d1'],
    ]);
    expect(await store.game('g1')).toMatchObject({ status: 'finished', result: { winner: 1 }, updated: 11 });
    await store.close();
  });

  it('changes a game only while its turn count is the one expected', async () => {
    const store = await open();
    await store.createGame(game('g1'));
    expect(await store.updateGame('g1', { rematch: 'g2' }, 2, 0)).toBe(true);
    expect(await store.updateGame('g1', { rematch: 'g3' }, 3, 1)).toBe(false);
    expect((await store.game('g1'))?.rematch).toBe('g2');
    const seats = game('g1').seats;
    const joined = [seats[0], { playerId: 'p2', ai: null }].filter((seat) => seat !== undefined);
    expect(await store.updateGame('g1', { seats: joined }, 4, undefined, seats)).toBe(true);
    expect(await store.updateGame('g1', { seats: joined }, 5, undefined, seats)).toBe(false);
    expect((await store.game('g1'))?.seats).toEqual(joined);
    await store.close();
  });

  it('adds each rating change to the player’s history: the last ones, oldest first', async () => {
    const store = await open();
    await store.createPlayer({ id: 'p1', name: 'Ann' }, 1);
    for (const id of ['g1', 'g2', 'g3']) await store.createGame(game(id));
    const rating = (value: number) => ({ value, deviation: 300 - value / 10, volatility: 0.06, games: 1 });
    await store.updateGame('g1', { ratings: [{ playerId: 'p1', rating: rating(1600) }] }, 100);
    expect(await store.appendTurn({ ...turn(0, '@a1 @b1'), gameId: 'g3' }, {})).toBe(true);
    const ending = { ...turn(1, '@c1 @d1'), gameId: 'g3', created: 300 };
    expect(await store.appendTurn(ending, { ratings: [{ playerId: 'p1', rating: rating(1500) }] })).toBe(
      true,
    );
    await store.updateGame('g2', { ratings: [{ playerId: 'p1', rating: rating(1550) }] }, 200);
    expect(await store.ratingHistory('p1', 10)).toEqual([
      { gameId: 'g1', at: 100, value: 1600, deviation: 140 },
      { gameId: 'g2', at: 200, value: 1550, deviation: 145 },
      { gameId: 'g3', at: 300, value: 1500, deviation: 150 },
    ]);
    expect((await store.ratingHistory('p1', 2)).map((point) => point.gameId)).toEqual(['g2', 'g3']);
    expect(await store.ratingHistory('nobody', 10)).toEqual([]);
    await store.close();
  });

  it('finds a player’s games through their seats and invitations, as the seats change', async () => {
    const store = await open();
    const free = { playerId: null, ai: null };
    const invited = { ...free, invited: { id: 'p2', name: 'Bob', bot: false } };
    await store.createGame({
      ...game('old'),
      status: 'open',
      created: 1,
      seats: [{ playerId: 'p1', ai: null }, free],
    });
    await store.createGame({
      ...game('new'),
      status: 'open',
      created: 2,
      seats: [{ playerId: 'p3', ai: null }, invited],
    });
    await store.createGame({ ...game('done'), status: 'finished', created: 3 });
    const ids = async (player: string, statuses: GameRecordRow['status'][] = ['open', 'playing']) =>
      (await store.gamesOfPlayer(player, statuses)).map((row) => row.id);
    expect(await ids('p1')).toEqual(['old']);
    expect(await ids('p1', ['open', 'finished'])).toEqual(['done', 'old']);
    expect(await ids('p2')).toEqual(['new']);
    const taken = [
      { playerId: 'p3', ai: null },
      { playerId: 'p1', ai: null },
    ];
    expect(await store.updateGame('new', { seats: taken, status: 'playing' }, 4)).toBe(true);
    expect(await ids('p1')).toEqual(['new', 'old']);
    expect(await ids('p2')).toEqual([]);
    expect(await store.updateGame('old', { seats: [free, free] }, 5)).toBe(true);
    expect(await ids('p1')).toEqual(['new']);
    expect(await store.gamesOfPlayer('p1', [])).toEqual([]);
    await store.close();
  });

  it('records one rematch of a game: a later one answers the first’s id and is not created', async () => {
    const store = await open();
    await store.createGame({ ...game('g1'), status: 'finished' });
    expect(await store.createRematch('g1', { ...game('r1'), status: 'open' })).toBe('r1');
    expect(await store.createRematch('g1', { ...game('r2'), status: 'open' })).toBe('r1');
    expect((await store.game('g1'))?.rematch).toBe('r1');
    expect(await store.game('r1')).toMatchObject({ id: 'r1', status: 'open' });
    expect(await store.game('r2')).toBeUndefined();
    expect((await store.gamesOfPlayer('p1', ['open'])).map((row) => row.id)).toEqual(['r1']);
    await store.close();
  });

  it('takes a setup step only while the setup is the one expected and the game is choosing gods', async () => {
    const store = await open();
    await store.createGame({ ...game('g1'), status: 'setup', setup: { offered: [], step: 0 } });
    const step = (from: unknown, to: unknown) =>
      store.updateGame('g1', { setup: to }, 2, undefined, undefined, from);
    expect(await step({ offered: [], step: 0 }, { offered: ['pan'], step: 1 })).toBe(true);
    expect(await step({ offered: [], step: 0 }, { offered: ['atlas'], step: 1 })).toBe(false);
    expect((await store.game('g1'))?.setup).toEqual({ offered: ['pan'], step: 1 });
    await store.updateGame('g1', { status: 'finished' }, 3);
    expect(await step({ offered: ['pan'], step: 1 }, { offered: ['pan'], step: 2 })).toBe(false);
    await store.close();
  });

  it('keeps account names unique, whatever their case, and lets guests share names', async () => {
    const store = await open();
    await store.createPlayer(
      { id: 'a', name: 'Ann', account: { nameKey: 'ann', passwordHash: 'h', passwordSalt: 's' } },
      1,
    );
    await expect(
      store.createPlayer(
        { id: 'b', name: 'ANN', account: { nameKey: 'ann', passwordHash: 'h', passwordSalt: 's' } },
        1,
      ),
    ).rejects.toBeInstanceOf(NameTakenError);
    await store.createPlayer({ id: 'c', name: 'Ann' }, 1);
    await store.createPlayer({ id: 'd', name: 'Ann' }, 1);
    expect((await store.players(['a', 'c', 'd'])).length).toBe(3);
    await store.close();
  });

  it('lists games by status, newest first, and forgets revoked tokens', async () => {
    const store = await open();
    await store.createPlayer({ id: 'p1', name: 'Ann' }, 1);
    await store.createGame({ ...game('old'), status: 'open', created: 1 });
    await store.createGame({ ...game('new'), status: 'open', created: 2 });
    await store.createGame(game('busy'));
    expect((await store.gamesWithStatus('open', 10)).map((row) => row.id)).toEqual(['new', 'old']);
    await store.addToken('t', 'p1', 1);
    await store.revokeToken('t');
    expect(await store.playerByToken('t')).toBeUndefined();
    await store.close();
  });

  it('counts games by status and answers a ping', async () => {
    const store = await open();
    await store.ping();
    expect(await store.gameCounts()).toEqual({});
    await store.createGame({ ...game('a'), status: 'open' });
    await store.createGame({ ...game('b'), status: 'open' });
    await store.createGame(game('c'));
    expect(await store.gameCounts()).toEqual({ open: 2, playing: 1 });
    await store.close();
    await expect(store.ping()).rejects.toThrow();
  });
}

/** Two stores (two pools: two processes) on one new database, migrating it at the same time. */
async function twoStoresOnOneDatabase(): Promise<[Store, Store]> {
  if ('skip' in postgres) throw new Error(postgres.skip);
  const database = await postgres.freshDatabase();
  const [a, b] = await Promise.all([PostgresStore.open(database.url), PostgresStore.open(database.url)]);
  dropAfter.push(async () => {
    await Promise.all([a.close(), b.close()]);
    await database.drop();
  });
  return [a, b];
}

describe('SqliteStore (in memory)', () => {
  storeContract(() => SqliteStore.open(':memory:'));
});

describe.skipIf('skip' in postgres)('PostgresStore', () => {
  storeContract(openPostgres);

  it('records exactly one of two turns appended at one seq at the same time', async () => {
    const [a, b] = await twoStoresOnOneDatabase();
    await a.createPlayer({ id: 'p1', name: 'Ann' }, 1);
    await a.createGame(game('g1'));
    for (let seq = 0; seq < 20; seq++) {
      const won = await Promise.all([
        a.appendTurn(turn(seq, `a${String(seq)}`), {}),
        b.appendTurn(turn(seq, `b${String(seq)}`), {}),
      ]);
      expect(won.filter(Boolean)).toHaveLength(1);
    }
    expect(await a.turns('g1')).toHaveLength(20);
  });

  it('records one rematch when two are created at the same time', async () => {
    const [a, b] = await twoStoresOnOneDatabase();
    for (let round = 0; round < 10; round++) {
      const of = `g${String(round)}`;
      await a.createGame({ ...game(of), status: 'finished' });
      const answers = await Promise.all([
        a.createRematch(of, { ...game(`${of}a`), status: 'open' }),
        b.createRematch(of, { ...game(`${of}b`), status: 'open' }),
      ]);
      expect(answers[0]).toBe(answers[1]);
      expect((await a.game(of))?.rematch).toBe(answers[0]);
      const created = await Promise.all([a.game(`${of}a`), a.game(`${of}b`)]);
      expect(created.filter((row) => row !== undefined).map((row) => row.id)).toEqual([answers[0]]);
    }
  });

  it('takes one of two setup steps racing from the same setup', async () => {
    const [a, b] = await twoStoresOnOneDatabase();
    for (let round = 0; round < 10; round++) {
      const id = `g${String(round)}`;
      const setup = { offered: [] };
      await a.createGame({ ...game(id), status: 'setup', setup });
      const won = await Promise.all([
        a.updateGame(id, { setup: { offered: ['pan'] } }, 2, undefined, undefined, setup),
        b.updateGame(id, { setup: { offered: ['atlas'] } }, 2, undefined, undefined, setup),
      ]);
      expect(won.filter(Boolean)).toHaveLength(1);
      expect((await a.game(id))?.setup).toEqual({ offered: won[0] ? ['pan'] : ['atlas'] });
    }
  });

  it('ends a game once when two resignations race at one seq', async () => {
    const [a, b] = await twoStoresOnOneDatabase();
    await a.createGame(game('g1'));
    const finished = { status: 'finished' as const, result: { winner: 1, reason: 'time' } };
    const won = await Promise.all([a.updateGame('g1', finished, 2, 0), b.updateGame('g1', finished, 2, 0)]);
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});

if ('skip' in postgres) console.warn(`PostgresStore tests skipped: ${postgres.skip}`);
