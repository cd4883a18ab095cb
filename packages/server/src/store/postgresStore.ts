import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { KyselyStore, migrate } from './kyselyStore.js';
import { handleConnectionErrors } from './postgresErrors.js';
import type { Database } from './schema.js';

/** PostgreSQL's code for a UNIQUE violation. */
const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === UNIQUE_VIOLATION;

/** Whether a DATABASE_URL names PostgreSQL. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

/** The URL without its password, for messages. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

/**
 * bigint columns (the epoch-ms times) and counts come back as numbers, as they do from SQLite:
 * epoch milliseconds stay far below 2^53.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: (...[oid, format]: Parameters<typeof pg.types.getTypeParser>): unknown =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : (pg.types.getTypeParser(oid, format) as unknown),
};

/**
 * Connections a process keeps to PostgreSQL (DATABASE_POOL). Many turns committing at once share
 * one disk flush (group commit), so a bigger pool cuts the wait on a slow disk: measured with
 * `npm run bench:server -- --postgres --redis --processes 2`, 10 → 30 took the round trip's p50
 * from 870 ms to 23 ms at 2000 games. Processes × pool must stay under the server's max_connections.
 */
export const DEFAULT_POOL_SIZE = 30;

/**
 * How long a query waits for a connection (a new one, or a free one of the pool) before it fails:
 * while PostgreSQL is unreachable requests answer 500 in this time rather than hang.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** The store on a PostgreSQL database (DATABASE_URL=postgres://…), several processes sharing it. */
export class PostgresStore extends KyselyStore {
  /** Connects to the database (which must exist) and brings its schema up to date. */
  static async open(url: string, poolSize = DEFAULT_POOL_SIZE): Promise<PostgresStore> {
    if (!isPostgresUrl(url))
      throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${redactedUrl(url)}`);
    const pool = new pg.Pool({
      connectionString: url,
      max: poolSize,
      types,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    handleConnectionErrors(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    } catch (error) {
      await db.destroy();
      throw new Error(
        `PostgreSQL at ${redactedUrl(url)} does not answer: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    await migrate(db, redactedUrl(url));
    return new PostgresStore(db, isUniqueViolation);
  }
}
