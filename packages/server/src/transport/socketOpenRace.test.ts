import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PositionJson } from '@santorini/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../store/sqliteStore.js';
import { firstLegalTurn, openSocket, serviceOn, testServer } from '../testing/index.js';
import { LinkedBus } from '../testing/linkedBuses.js';

const dir = mkdtempSync(join(tmpdir(), 'santorini-open-race-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a socket opening while another process records a turn', () => {
  it('gets the turn recorded after its game was read and heard before it was live', async () => {
    const file = join(dir, 'race.sqlite');
    const [busA, busB] = LinkedBus.pair();
    const a = await serviceOn(await SqliteStore.open(file), undefined, busA);
    // B's store: a turn read, once asked to, answers what it read only when released.
    let holdNext = false;
    let read: () => void = () => undefined;
    let release: () => void = () => undefined;
    const readDone = new Promise<void>((resolve) => (read = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const inner = await SqliteStore.open(file);
    const store = new Proxy(inner, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        const method = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
        if (name !== 'turns') return method;
        return async (...args: unknown[]) => {
          const answer = await method(...args);
          if (holdNext) {
            holdNext = false;
            read();
            await released;
          }
          return answer;
        };
      },
    });
    const b = await testServer({ store, bus: busB });
    try {
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const address = b.app.server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const [ann, bob] = [await a.guest('Ann'), await a.guest('Bob')];
      const { id } = await a.games.createGame(ann, {});
      await a.games.join(bob, id, {});
      expect((await b.get(`/api/games/${id}`)).body.status).toBe('playing');
      holdNext = true;
      const opening = openSocket(`ws://127.0.0.1:${String(port)}/api/games/${id}/socket?since=0`);
      await readDone;
      // B read no turns; now A records one, and B hears it while the socket is not live yet.
      const position = (await a.games.view(id)).position as PositionJson;
      await a.games.playTurn(position.toMove === 0 ? ann : bob, id, {
        seq: 0,
        turn: firstLegalTurn(position) ?? '',
      });
      release();
      const socket = await opening;
      await socket.next((message) => message.type === 'turn' && message.seq === 1);
      await socket.close();
    } finally {
      release();
      await b.close();
      await a.close();
    }
  });
});
