import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server for tests: this machine's PostgreSQL (trust auth); TEST_POSTGRES_URL overrides it. */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** A DATABASE_URL for a new, empty database. */
  readonly url: string;
  /** Drops the database (its connections must be closed). */
  drop(): Promise<void>;
}

export interface TestPostgres {
  /** Creates a new database, santorini_test_<random>, for one test or one run. */
  freshDatabase(): Promise<TestDatabase>;
}

/** Why PostgreSQL cannot be used for tests, or null when it answers. */
async function unavailable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL for tests, or the reason it cannot be had (the tests skip, saying why). Every
 * database it makes is new and is dropped when the test is done with it.
 */
export async function testPostgres(): Promise<TestPostgres | { skip: string }> {
  const reason = await unavailable();
  if (reason !== null) return { skip: `PostgreSQL at ${ADMIN_URL} does not answer (${reason})` };
  return {
    freshDatabase: async () => {
      const name = `santorini_test_${randomBytes(6).toString('hex')}`;
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      return {
        url: url.toString(),
        drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  };
}
