import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { KyselyStore, migrate } from './kyselyStore.js';
import type { Database } from './schema.js';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');

/**
 * The store in an embedded SQLite file. WAL with synchronous=FULL: a transaction is on disk when
 * its commit returns, so an acknowledged turn survives kill -9.
 */
export class SqliteStore extends KyselyStore {
  /** Opens (creating it if need be) the database file and brings its schema up to date. */
  static async open(file: string): Promise<SqliteStore> {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await migrate(db, file);
    return new SqliteStore(db, isUniqueViolation);
  }
}
