import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalBus } from '../events/localBus.js';
import { tokenHash } from '../service/passwords.js';
import { SqliteStore } from '../store/sqliteStore.js';
import type { Store } from '../store/store.js';
import { openSocket, testServer, type SocketClient, type TestServer } from '../testing/index.js';
import { SIGNED_OUT_CLOSE } from './tokenSockets.js';

/** A one-process bus whose link can be said to have been cut (as a shared bus's can). */
class CuttableBus extends LocalBus {
  private count = 0;
  cut(): void {
    this.count += 1;
  }
  override cuts(): number {
    return this.count;
  }
}

/** The store, for a second server on it: closed by the first only. */
const notClosing = (inner: Store): Store =>
  new Proxy(inner, {
    get: (target, key, receiver) =>
      key === 'close' ? () => Promise.resolve() : (Reflect.get(target, key, receiver) as unknown),
  });

let bus: CuttableBus;
let s: TestServer;
let store: Store;
let url: string;
let ann: { token: string; id: string };
const clients: SocketClient[] = [];
beforeEach(async () => {
  store = await SqliteStore.open(':memory:');
  bus = new CuttableBus();
  s = await testServer({ store, bus });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  ann = await s.guest('Ann');
  const bob = await s.guest('Bob');
  const gameId = (await s.post('/api/games', { players: 2 }, ann.token)).body.id as string;
  await s.post(`/api/games/${gameId}/join`, {}, bob.token);
  url = `ws://127.0.0.1:${port}/api/games/${gameId}/socket`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await s.close();
});

async function connect(token: string): Promise<SocketClient> {
  const client = await openSocket(url, token);
  clients.push(client);
  await client.next((message) => message.type === 'state');
  return client;
}

describe('signing out', () => {
  it('closes the sockets opened with that token, and no other', async () => {
    const first = await connect(ann.token);
    const second = await connect(ann.token);
    const other = await connect((await s.post('/api/login', {}, undefined), ann.token));
    const annAgain = await s.guest('Ann elsewhere');
    const stays = await connect(annAgain.token);
    expect((await s.post('/api/logout', undefined, ann.token)).status).toBe(200);
    for (const socket of [first, second, other])
      expect(await socket.closed).toEqual({ code: SIGNED_OUT_CLOSE, reason: 'signed out' });
    stays.send({ type: 'ping' });
    await stays.next((message) => message.type === 'pong');
  });

  it('closes the sockets on another process through the bus', async () => {
    // A second server on the same store and bus: another process.
    const other = await testServer({ store: notClosing(store), bus });
    try {
      const socket = await connect(ann.token);
      expect((await other.post('/api/logout', undefined, ann.token)).status).toBe(200);
      expect(await socket.closed).toEqual({ code: SIGNED_OUT_CLOSE, reason: 'signed out' });
    } finally {
      await other.close();
    }
  });

  it('looks the token up again before a turn or chat once the bus was cut, and closes a signed-out socket', async () => {
    for (const message of [
      { type: 'chat', text: 'still here?' },
      { type: 'turn', seq: 0, turn: 'a1 b2' },
    ]) {
      const { token } = await s.guest('Cat');
      const socket = await connect(token);
      // Signed out while the bus was cut: this process never heard of it.
      await store.revokeToken(tokenHash(token));
      bus.cut();
      socket.send(message);
      expect(await socket.next((answer) => answer.type === 'error')).toMatchObject({ code: 'unauthorized' });
      expect(await socket.closed).toMatchObject({ code: SIGNED_OUT_CLOSE });
    }
    const game = (await s.get(url.replace(/^ws:\/\/[^/]+/, '').replace(/\/socket$/, ''))).body;
    expect(game.chat ?? []).toEqual([]);
  });
});
