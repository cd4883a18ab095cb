import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PositionJson } from '@santorini/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLegalTurn, openSocket } from './testing/index.js';
import { testPostgres } from './testing/postgres.js';
import { redisUnavailable, TEST_REDIS_URL } from './testing/redis.js';
import { fetchJson } from './testing/fetchJson.js';

// The built server, as `npm start` runs it (npm test builds first).
const main = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'santorini-data-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server on a free port; answers its base URL once it listens. */
function startServer(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match !== null) resolve({ url: `http://127.0.0.1:${match[1] ?? ''}`, child });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      reject(new Error(`the server exited (${String(code)}): ${out}`));
    });
  });
}

async function call(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const answer = await fetchJson(url, method, body, token);
  if (answer.status >= 400)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGKILL');
  });

describe('a server killed mid-game', () => {
  it('shows every acknowledged turn after a restart, and tokens still work', async () => {
    const first = await startServer();
    const ann = await call(`${first.url}/api/session`, 'POST', { name: 'Ann' });
    const bob = await call(`${first.url}/api/session`, 'POST', { name: 'Bob' });
    const tokens = [ann.token as string, bob.token as string];
    const { id } = (await call(`${first.url}/api/games`, 'POST', { players: 2 }, tokens[0])) as {
      id: string;
    };
    await call(`${first.url}/api/games/${id}/join`, 'POST', {}, tokens[1]);
    const acknowledged: string[] = [];
    let position = (await call(`${first.url}/api/games/${id}`, 'GET')).position as PositionJson;
    for (let seq = 0; seq < 6; seq++) {
      const turn = firstLegalTurn(position) ?? '';
      const answer = await call(
        `${first.url}/api/games/${id}/turns`,
        'POST',
        { seq, turn },
        tokens[position.toMove],
      );
      acknowledged.push(turn);
      position = answer.position as PositionJson;
    }
    await killed(first.child);

    const second = await startServer();
    const game = await call(`${second.url}/api/games/${id}`, 'GET');
    expect((game.record as { turns: string[] }).turns).toEqual(acknowledged);
    expect(game.seq).toBe(acknowledged.length);
    expect(game.position).toEqual(position);
    const turn = firstLegalTurn(position) ?? '';
    const next = await call(
      `${second.url}/api/games/${id}/turns`,
      'POST',
      { seq: 6, turn },
      tokens[position.toMove],
    );
    expect(next.seq).toBe(7);
    await killed(second.child);
  });
});

describe('the store chosen at start', () => {
  it('refuses a DATABASE_URL that is not PostgreSQL’s, saying so', async () => {
    await expect(startServer({ DATABASE_URL: 'mysql://root@127.0.0.1/santorini' })).rejects.toThrow(
      /exited \(1\).*DATABASE_URL must be a PostgreSQL URL/s,
    );
  });
});

const postgres = await testPostgres();
const redisSkip = await redisUnavailable();
const skipShared = 'skip' in postgres ? postgres.skip : redisSkip;
if (skipShared !== null) console.warn(`the two-process kill test is skipped: ${skipShared}`);

describe.skipIf(skipShared !== null)('one of two server processes killed mid-game', () => {
  it('loses nothing: its client reconnects to the other, catches up by since and plays on', async () => {
    if ('skip' in postgres) return;
    const database = await postgres.freshDatabase();
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, AI_THREADS: '1' };
    const first = await startServer(env);
    const second = await startServer(env);
    try {
      const ann = await call(`${first.url}/api/session`, 'POST', { name: 'Ann' });
      const bob = await call(`${second.url}/api/session`, 'POST', { name: 'Bob' });
      const tokens = [ann.token as string, bob.token as string];
      const { id } = (await call(`${first.url}/api/games`, 'POST', { players: 2 }, tokens[0])) as {
        id: string;
      };
      await call(`${second.url}/api/games/${id}/join`, 'POST', {}, tokens[1]);
      const watching = await openSocket(`${first.url.replace('http', 'ws')}/api/games/${id}/socket`);
      let position = (await call(`${first.url}/api/games/${id}`, 'GET')).position as PositionJson;
      for (let seq = 0; seq < 6; seq++) {
        const via = seq % 2 === 0 ? first : second;
        const answer = await call(
          `${via.url}/api/games/${id}/turns`,
          'POST',
          { seq, turn: firstLegalTurn(position) ?? '' },
          tokens[position.toMove],
        );
        position = answer.position as PositionJson;
      }
      await watching.next((message) => message.type === 'turn' && message.seq === 6);
      await killed(first.child);
      await watching.close();

      const resumed = await openSocket(`${second.url.replace('http', 'ws')}/api/games/${id}/socket?since=4`);
      await resumed.next((message) => message.type === 'turn' && message.seq === 6);
      expect(resumed.messages.map((message) => message.seq)).toEqual([5, 6]);
      const next = await call(
        `${second.url}/api/games/${id}/turns`,
        'POST',
        { seq: 6, turn: firstLegalTurn(position) ?? '' },
        tokens[position.toMove],
      );
      expect(next.seq).toBe(7);
      await resumed.next((message) => message.type === 'turn' && message.seq === 7);
      await resumed.close();
    } finally {
      await killed(second.child);
      await database.drop();
    }
  });
});
