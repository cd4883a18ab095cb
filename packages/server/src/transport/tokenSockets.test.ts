import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenHash } from '../service/passwords.js';
import { SqliteStore } from '../store/sqliteStore.js';
import type { Store } from '../store/store.js';
import { openSocket, testServer, type SocketClient, type TestServer } from '../testing/index.js';
import { SIGNED_OUT_CLOSE } from './tokenSockets.js';

let s: TestServer;
let store: Store;
let url: string;
let ann: { token: string; id: string };
const clients: SocketClient[] = [];
beforeEach(async () => {
  store = await SqliteStore.open(':memory:');
  s = await testServer({ store });
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

  it('refuses a turn or chat on a socket whose token was signed out on another process, and closes it', async () => {
    for (const message of [
      { type: 'chat', text: 'still here?' },
      { type: 'turn', seq: 0, turn: 'a1 b2' },
    ]) {
      const { token } = await s.guest('Cat');
      const socket = await connect(token);
      // Another process revokes the token in the shared store; this one's registry never hears of it.
      await store.revokeToken(tokenHash(token));
      socket.send(message);
      expect(await socket.next((answer) => answer.type === 'error')).toMatchObject({ code: 'unauthorized' });
      expect(await socket.closed).toMatchObject({ code: SIGNED_OUT_CLOSE });
    }
    const game = (await s.get(url.replace(/^ws:\/\/[^/]+/, '').replace(/\/socket$/, ''))).body;
    expect(game.chat ?? []).toEqual([]);
  });
});
