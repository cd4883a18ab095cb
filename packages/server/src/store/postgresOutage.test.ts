import type { PositionJson } from '@santorini/engine';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLegalTurn } from '../testing/index.js';
import { testPostgres } from '../testing/postgres.js';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.js';
import { fetchJson, type JsonAnswer } from '../testing/fetchJson.js';

const postgres = await testPostgres();
if ('skip' in postgres) console.warn(`the PostgreSQL outage test is skipped: ${postgres.skip}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs statements on the database's server as the admin, from the `postgres` database. */
async function asAdmin(databaseUrl: string, ...statements: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

type Answer = JsonAnswer;

const children: ServerProcess[] = [];
afterAll(() => {
  for (const server of children) server.child.kill('SIGKILL');
});

describe.skipIf('skip' in postgres)('PostgreSQL away under load', () => {
  it('keeps the process alive, answers 500 internal meanwhile, and plays on when it is back', async () => {
    if ('skip' in postgres) return;
    const database = await postgres.freshDatabase();
    const name = new URL(database.url).pathname.slice(1);
    // A password in the URL (trust auth ignores it) that must never reach the process's output.
    const withPassword = new URL(database.url);
    withPassword.password = 'pg-secret-7f3a';
    const server = await startServerProcess({ DATABASE_URL: withPassword.toString(), AI_THREADS: '1' });
    children.push(server);
    let exitedEarly = false;
    void server.exited.then(() => {
      exitedEarly = true;
    });
    let stop = false;
    const call = async (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
      try {
        return await fetchJson(`${server.url}${path}`, method, body, token);
      } catch (error) {
        // The process is gone (or never answered): stop, saying so.
        stop = true;
        return { status: 0, body: { error: 'no answer', message: String(error) } };
      }
    };
    try {
      const tokens: string[] = [];
      for (const player of ['Ann', 'Bob'])
        tokens.push((await call('POST', '/api/session', { name: player })).body.token as string);
      /** Every acknowledged turn: game id → seq → turn. */
      const acknowledged = new Map<string, Map<number, string>>();
      /** Answers other than success, by status and error code. */
      const failures = new Map<string, number>();
      const unexpected: string[] = [];
      let played = 0;
      const note = (answer: Answer): boolean => {
        if (answer.status < 300) return true;
        const key = `${answer.status} ${String(answer.body.error)}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        // A turn that committed while its answer was lost is seen again as stale: never half-recorded.
        if (
          answer.status === 500 &&
          typeof answer.body.message === 'string' &&
          answer.body.error === 'internal'
        )
          return false;
        if (answer.status === 409 && answer.body.error === 'stale') return false;
        unexpected.push(`${key}: ${JSON.stringify(answer.body)}`);
        return false;
      };
      const newGame = async (): Promise<string | undefined> => {
        const created = await call('POST', '/api/games', { players: 2 }, tokens[0]);
        if (!note(created)) return undefined;
        const id = created.body.id as string;
        if (!note(await call('POST', `/api/games/${id}/join`, {}, tokens[1]))) return undefined;
        acknowledged.set(id, new Map());
        return id;
      };
      const play = async (): Promise<void> => {
        let id: string | undefined;
        while (!stop) {
          id ??= await newGame();
          if (id === undefined) {
            await sleep(50);
            continue;
          }
          const game = await call('GET', `/api/games/${id}`);
          if (!note(game)) {
            await sleep(50);
            continue;
          }
          if (game.body.status !== 'playing') {
            id = undefined;
            continue;
          }
          const position = game.body.position as PositionJson;
          const seq = game.body.seq as number;
          const turn = firstLegalTurn(position) ?? '';
          const answer = await call('POST', `/api/games/${id}/turns`, { seq, turn }, tokens[position.toMove]);
          if (note(answer)) {
            acknowledged.get(id)?.set(seq, turn);
            played++;
          } else await sleep(50);
        }
      };
      const players = Array.from({ length: 6 }, () => play());

      await sleep(1000);
      // Connections dropped under load, several times: transactions are cut between two queries.
      const terminate = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`;
      for (let round = 0; round < 5; round++) {
        await asAdmin(database.url, terminate);
        await sleep(200);
      }
      // Then the database refuses connections for a while.
      await asAdmin(database.url, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`, terminate);
      await sleep(2500);
      const failedWhileAway = failures.get('500 internal') ?? 0;
      expect(exitedEarly).toBe(false);
      await asAdmin(database.url, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      const before = played;
      for (let waited = 0; played < before + 20 && waited < 20_000; waited += 100) await sleep(100);
      stop = true;
      await Promise.all(players);

      expect(exitedEarly).toBe(false);
      expect(unexpected).toEqual([]);
      expect(failedWhileAway).toBeGreaterThan(0);
      expect(played).toBeGreaterThanOrEqual(before + 20);
      expect(server.output()).toMatch(/a PostgreSQL connection was lost/);
      expect(server.output()).not.toContain('pg-secret-7f3a');
      for (const [id, turns] of acknowledged) {
        const game = await call('GET', `/api/games/${id}`);
        const record = (game.body.record as { turns: string[] }).turns;
        for (const [seq, turn] of turns) expect(record[seq], `game ${id} turn ${seq}`).toBe(turn);
      }
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await database.drop();
    }
  }, 60_000);
});
