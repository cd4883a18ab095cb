import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from './sqliteStore.js';
import { NameTakenError, type GameRecordRow } from './store.js';

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

  it('appends a turn only at the next seq (compare-and-set), with the game’s changes', async () => {
    const store = await SqliteStore.open(':memory:');
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
    const store = await SqliteStore.open(':memory:');
    await store.createGame(game('g1'));
    expect(await store.updateGame('g1', { rematch: 'g2' }, 2, 0)).toBe(true);
    expect(await store.updateGame('g1', { rematch: 'g3' }, 3, 1)).toBe(false);
    expect((await store.game('g1'))?.rematch).toBe('g2');
    await store.close();
  });

  it('keeps account names unique, whatever their case, and lets guests share names', async () => {
    const store = await SqliteStore.open(':memory:');
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
    const store = await SqliteStore.open(':memory:');
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
});
