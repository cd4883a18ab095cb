import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { legalTurns, parsePosition, type PositionJson } from '@santorini/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBot } from './runBot.js';

/** The built commands: `npm test` builds first (`tsc -b`). */
const CLI_BIN = fileURLToPath(new URL('../../bin/santorini.js', import.meta.url));
const SERVER_MAIN = fileURLToPath(new URL('../../../server/dist/main.js', import.meta.url));
/** Only a guard against a hang: the test waits for answers, never for a fixed time. */
const GIVE_UP_MS = 20_000;
const PASSWORD = 'a long password';

let server: ChildProcess;
let base = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'santorini-bot-'));
  server = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, AI_THREADS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve, reject) => {
    let text = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const address = /http:\/\/[\d.]+:\d+/.exec(text);
      if (address !== null) resolve(address[0]);
    });
    server.on('exit', (code) => {
      reject(new Error(`the server exited (${String(code)}) before listening`));
    });
  });
}, GIVE_UP_MS);

afterAll(() => {
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Record<string, unknown>;
}

interface Game {
  readonly status: string;
  readonly seq: number;
  readonly position: PositionJson | null;
}

/** Reads the game until `ready` accepts it. */
async function gameWhen(id: string, ready: (game: Game) => boolean): Promise<Game> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (;;) {
    const game = (await call('GET', `/api/games/${id}`)) as unknown as Game;
    if (ready(game)) return game;
    if (Date.now() > deadline) throw new Error(`gave up waiting on game ${id}: ${JSON.stringify(game)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const firstTurn = (position: PositionJson | null): string => {
  const parsed = parsePosition(position);
  const turn = parsed.ok ? legalTurns(parsed.value)[0]?.text : undefined;
  if (turn === undefined) throw new Error(`no legal turn in ${JSON.stringify(position)}`);
  return turn;
};

describe('santorini bot', () => {
  it('takes up a challenge and answers every turn of the human with its engine', async () => {
    await call('POST', '/api/session', { name: 'Robo', password: PASSWORD, bot: true });
    const human = (await call('POST', '/api/session', { name: 'Ann' })).token as string;
    const id = (await call('POST', '/api/games', { invite: { '1': 'Robo' } }, human)).id as string;
    const out: string[] = [];
    const errors: string[] = [];
    const stop = new AbortController();
    const bot = runBot(
      {
        server: base,
        name: 'Robo',
        password: PASSWORD,
        engine: `"${process.execPath}" "${CLI_BIN}" engine --level 1`,
        games: 2,
        accept: 'invites',
        movetimeMs: 50,
        create: false,
        pollMs: 100,
      },
      {
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => errors.push(text) },
      },
      stop.signal,
    );
    for (let humanTurn = 0; humanTurn < 3; humanTurn++) {
      const seq = humanTurn * 2;
      const game = await gameWhen(id, (seen) => seen.status === 'playing' && seen.seq === seq);
      const played = await call(
        'POST',
        `/api/games/${id}/turns`,
        { seq, turn: firstTurn(game.position) },
        human,
      );
      expect(played.seq).toBe(seq + 1);
      const answered = await gameWhen(id, (seen) => seen.seq === seq + 2 || seen.status === 'finished');
      expect(answered.seq).toBe(seq + 2);
    }
    stop.abort();
    expect(await bot).toBe(0);
    const log = out.join('');
    expect(log).toContain(`game ${id}: joined at seat 1`);
    expect(log).toContain(`game ${id}: following over its socket\n`);
    for (const turn of [2, 4, 6]) expect(log).toContain(`game ${id}: turn ${turn} played:`);
    expect(errors).toEqual([]);
  }, 30_000);

  it('exits 1 when the login is refused', async () => {
    const errors: string[] = [];
    const status = await runBot(
      {
        server: base,
        name: 'Nobody',
        password: PASSWORD,
        engine: 'true',
        games: 1,
        accept: 'invites',
        movetimeMs: 50,
        create: false,
        pollMs: 100,
      },
      { stdout: { write: () => undefined }, stderr: { write: (text: string) => errors.push(text) } },
      new AbortController().signal,
    );
    expect(status).toBe(1);
    expect(errors.join('')).toContain('cannot log in as "Nobody"');
  });
});
