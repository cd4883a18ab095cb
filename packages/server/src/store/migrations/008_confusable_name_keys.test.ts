import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testPostgres } from '../../testing/postgres.js';
import { PostgresStore } from '../postgresStore.js';
import type { Database } from '../schema.js';
import { SqliteStore } from '../sqliteStore.js';
import type { Store } from '../store.js';
import { newNameKeys } from './008_confusable_name_keys.js';
import { migrationProvider } from './index.js';

/** The migrations before 008: a database as it was before names had confusable-aware keys. */
const before008: MigrationProvider = {
  getMigrations: async () =>
    Object.fromEntries(
      Object.entries(await migrationProvider.getMigrations()).filter(([name]) => name < '008'),
    ),
};

/** Accounts under the old key (NFKC, lower case), oldest first, and a guest. */
const OLD_PLAYERS = [
  { id: 'ann', name: 'Ann', name_key: 'ann', created: 1 },
  { id: 'cyrillic', name: '\u0410nn', name_key: '\u0430nn', created: 2 },
  { id: 'accent', name: 'A\u0301nn', name_key: 'ánn', created: 3 },
  { id: 'spaced', name: 'Bob  Lee ', name_key: 'bob  lee ', created: 4 },
  { id: 'guest', name: 'Ann', name_key: null, created: 5 },
];

async function fillBefore008(db: Kysely<Database>): Promise<void> {
  expect((await new Migrator({ db, provider: before008 }).migrateToLatest()).error).toBeUndefined();
  for (const player of OLD_PLAYERS)
    await db
      .insertInto('players')
      .values({
        ...player,
        password_hash: player.name_key === null ? null : 'h',
        password_salt: player.name_key === null ? null : 's',
        bot: 0,
      })
      .execute();
}

/** What migration 008 must leave: the oldest Ann has "ann", the others their old keys. */
async function expectMigrated(store: Store): Promise<void> {
  expect((await store.account('ann'))?.player.id).toBe('ann');
  expect((await store.account('\u0430nn'))?.player.id).toBe('cyrillic');
  expect((await store.account('ánn'))?.player.id).toBe('accent');
  expect((await store.account('bob lee'))?.player.id).toBe('spaced');
  expect((await store.player('guest'))?.account).toBe(false);
}

describe('newNameKeys', () => {
  it('gives each key to the oldest account, and the newer their old key (logged as a collision)', () => {
    const { keys, collisions } = newNameKeys(
      OLD_PLAYERS.flatMap((row) => (row.name_key === null ? [] : [{ ...row, name_key: row.name_key }])),
    );
    expect(Object.fromEntries(keys)).toEqual({
      ann: 'ann',
      cyrillic: '\u0430nn',
      accent: 'ánn',
      spaced: 'bob lee',
    });
    expect(collisions.map(({ newer, older, key }) => [newer.id, older, key])).toEqual([
      ['cyrillic', 'ann', 'ann'],
      ['accent', 'ann', 'ann'],
    ]);
  });

  it('gives a newer account whose old key the older one took a key no name has', () => {
    const { keys } = newNameKeys([
      { id: 'old', name: '\u0410nn', name_key: '\u0430nn' },
      { id: 'new', name: 'Ann', name_key: 'ann' },
    ]);
    expect(Object.fromEntries(keys)).toEqual({ old: 'ann', new: 'COLLISION new' });
  });
});

const dir = mkdtempSync(join(tmpdir(), 'santorini-008-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Collects what the migration writes to stderr. */
function stderrLines(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

describe('migration 008 on SQLite', () => {
  it('recomputes every account’s key, keeping the older account on a collision', async () => {
    const file = join(dir, 'before-008.sqlite');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    await fillBefore008(db);
    await db.destroy();
    const logged = stderrLines();
    const store = await SqliteStore.open(file);
    await expectMigrated(store);
    expect(logged.join('')).toMatch(/account cyrillic .* older account ann/);
    await store.close();
  });
});

const postgres = await testPostgres();

describe.skipIf('skip' in postgres)('migration 008 on PostgreSQL', () => {
  it('recomputes every account’s key, keeping the older account on a collision', async () => {
    if ('skip' in postgres) return;
    const database = await postgres.freshDatabase();
    try {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      await fillBefore008(db);
      await db.destroy();
      const logged = stderrLines();
      const store = await PostgresStore.open(database.url, 2);
      await expectMigrated(store);
      expect(logged.join('')).toMatch(/account accent .* older account ann/);
      await store.close();
    } finally {
      await database.drop();
    }
  });
});

if ('skip' in postgres) console.warn(`migration 008 PostgreSQL test skipped: ${postgres.skip}`);
