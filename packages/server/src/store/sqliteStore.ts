import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyStore, migrate } from './kyselyStore.js';
import type { Database } from './schema.js';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');

/**
 * How hard a commit holds on (SQLITE_SYNC): `normal` — in the write-ahead log when the commit
 * returns, so it survives the process being killed (kill -9) but not the machine losing power in
 * the next moments; `full` — also flushed to the disk, at one disk sync per commit on the event loop.
 */
export type SqliteSync = 'normal' | 'full';

export const SQLITE_SYNCS: readonly SqliteSync[] = ['normal', 'full'];

/**
 * The store in an embedded SQLite file, in WAL mode: an acknowledged turn is committed to the log
 * before anyone hears of it (see SqliteSync for how durable that is).
 */
export class SqliteStore extends KyselyStore {
  /** Opens (creating it if need be) the database file and brings its schema up to date. */
  static async open(file: string, sync: SqliteSync = 'normal'): Promise<SqliteStore> {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`synchronous = ${sync === 'full' ? 'FULL' : 'NORMAL'}`);
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrate(db, file);
    return new SqliteStore(db, isUniqueViolation);
  }
}
