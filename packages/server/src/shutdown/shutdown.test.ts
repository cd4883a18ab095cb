import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PositionJson } from '@santorini/engine';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { firstLegalTurn, testServer } from '../testing/index.js';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.js';
import { SERVICE_RESTART, shutDownOnSignals } from './shutdown.js';
import { fetchJson } from '../testing/fetchJson.js';

const dataDir = mkdtempSync(join(tmpdir(), 'santorini-shutdown-'));
const children: ServerProcess[] = [];
afterAll(() => {
  for (const server of children) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const call = fetchJson;

describe('SIGTERM', () => {
  it('tells sockets to reconnect (1012), finishes the turns in flight or refuses them cleanly, and exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, AI_THREADS: '1' });
    children.push(server);
    const ann = (await call(`${server.url}/api/session`, 'POST', { name: 'Ann' })).body.token as string;
    const bob = (await call(`${server.url}/api/session`, 'POST', { name: 'Bob' })).body.token as string;
    const tokens = [ann, bob];
    const games: { id: string; position: PositionJson }[] = [];
    for (let game = 0; game < 8; game++) {
      const id = (await call(`${server.url}/api/games`, 'POST', { players: 2 }, ann)).body.id as string;
      await call(`${server.url}/api/games/${id}/join`, 'POST', {}, bob);
      games.push({
        id,
        position: (await call(`${server.url}/api/games/${id}`, 'GET')).body.position as PositionJson,
      });
    }
    const first = games[0] as { id: string };
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/api/games/${first.id}/socket`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
      });
    });
    await new Promise((resolve) => socket.once('message', resolve));

    // Turns in flight as the signal comes: each answered, or refused cleanly, or never received.
    const turns = games.map(async ({ id, position }) => {
      try {
        return await call(
          `${server.url}/api/games/${id}/turns`,
          'POST',
          { seq: 0, turn: firstLegalTurn(position) },
          tokens[position.toMove],
        );
      } catch {
        return { status: 0, body: {} };
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(turns);
    expect(await closed).toEqual({ code: SERVICE_RESTART, reason: 'service restart' });
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/SIGTERM: shutting down/);

    const again = await startServerProcess({ DATA_DIR: dataDir, AI_THREADS: '1' });
    children.push(again);
    try {
      for (const [index, answer] of answers.entries()) {
        const { id } = games[index] as { id: string };
        const seq = (await call(`${again.url}/api/games/${id}`, 'GET')).body.seq;
        if (answer.status === 200) expect(seq, `game ${id}: acknowledged`).toBe(1);
        else if (answer.status === 503) {
          expect(answer.body.error).toBe('unavailable');
          expect(seq, `game ${id}: refused`).toBe(0);
        } else expect(answer.status, `game ${id}: ${JSON.stringify(answer.body)}`).toBe(0);
      }
    } finally {
      again.child.kill('SIGKILL');
      await again.exited;
    }
  }, 30_000);
});

describe('a server closing', () => {
  it('answers a request arriving meanwhile (on a connection it keeps) 503 unavailable, in §7’s shape', async () => {
    const server = await testServer();
    let release: (() => void) | undefined;
    server.app.get(
      '/slow',
      () =>
        new Promise((resolve) => {
          release = () => {
            resolve({ slow: true });
          };
        }),
    );
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const socket = connect(typeof address === 'object' && address !== null ? address.port : 0, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write('GET /slow HTTP/1.1\r\nHost: test\r\n\r\n');
    while (release === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write('GET /api/games HTTP/1.1\r\nHost: test\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await closing;
    await new Promise((resolve) => {
      socket.once('close', resolve);
      setTimeout(resolve, 500);
    });
    socket.destroy();
    expect(received).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[\s\S]*\{"slow":true\}HTTP\/1\.1 503 Service Unavailable\r\n/,
    );
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('{"error":"unavailable","message":"the server is shutting down: try again"}');
  });
});

describe('shutDownOnSignals', () => {
  const fakeApp = (close: () => Promise<undefined>) => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    shutDownOnSignals(
      { close },
      {
        signals: signals as unknown as Pick<NodeJS.Process, 'on'>,
        exit: (code) => exits.push(code),
        log: () => undefined,
        deadlineMs: 50,
      },
    );
    return { signals, exits };
  };

  it('exits 0 once the server has closed', async () => {
    const { signals, exits } = fakeApp(() => Promise.resolve(undefined));
    signals.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(exits).toEqual([0]);
  });

  it('exits 1 at a second signal, and at the deadline, when closing hangs', async () => {
    const hung = fakeApp(() => new Promise(() => undefined));
    hung.signals.emit('SIGINT', 'SIGINT');
    expect(hung.exits).toEqual([]);
    hung.signals.emit('SIGINT', 'SIGINT');
    expect(hung.exits).toEqual([1]);
    const late = fakeApp(() => new Promise(() => undefined));
    late.signals.emit('SIGTERM', 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(late.exits).toEqual([1]);
  });
});
