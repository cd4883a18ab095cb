import type { PositionJson } from '@santorini/engine';
import { readServerMessage } from '@santorini/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  firstLegalTurn,
  openSocket,
  testServer,
  type SocketClient,
  type TestServer,
} from '../testing/index.js';

let s: TestServer;
let base: string;
let ann: { token: string; id: string };
let bob: { token: string; id: string };
let gameId: string;
const clients: SocketClient[] = [];

beforeEach(async () => {
  s = await testServer();
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  ann = await s.guest('Ann');
  bob = await s.guest('Bob');
  gameId = (await s.post('/api/games', { players: 2 }, ann.token)).body.id as string;
  await s.post(`/api/games/${gameId}/join`, {}, bob.token);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await s.close();
});

async function connect(query = '', token?: string): Promise<SocketClient> {
  const client = await openSocket(`${base}/api/games/${gameId}/socket${query}`, token);
  clients.push(client);
  return client;
}

const isType = (type: string) => (message: Record<string, unknown>) => message.type === type;

async function playOverHttp(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn++) {
    const game = (await s.get(`/api/games/${gameId}`)).body;
    const position = game.position as PositionJson;
    const token = position.toMove === 0 ? ann.token : bob.token;
    await s.post(`/api/games/${gameId}/turns`, { seq: game.seq, turn: firstLegalTurn(position) }, token);
  }
}

describe('the game socket', () => {
  it('sends the state first, then every turn to a spectator live', async () => {
    const spectator = await connect();
    const state = await spectator.next(() => true);
    expect(state).toMatchObject({ type: 'state', game: { id: gameId, status: 'playing', seq: 0 } });
    await playOverHttp(2);
    const second = await spectator.next((message) => message.type === 'turn' && message.seq === 2);
    expect(second).toMatchObject({
      seat: 1,
      turn: expect.any(String) as unknown,
      position: expect.any(Object) as unknown,
    });
    expect(spectator.messages.filter(isType('turn')).map((message) => message.seq)).toEqual([1, 2]);
  });

  it('replays the turns after since=N, in order, instead of the state', async () => {
    await playOverHttp(3);
    const late = await connect('?since=1');
    await late.next((message) => message.seq === 3);
    expect(
      late.messages
        .filter((message) => message.type !== 'seats')
        .map((message) => [message.type, message.seq]),
    ).toEqual([
      ['turn', 2],
      ['turn', 3],
    ]);
  });

  it('plays a turn sent on the socket and answers a refusal with an error', async () => {
    const player = await connect('', ann.token);
    const state = await player.next(isType('state'));
    const position = (state.game as { position: PositionJson }).position;
    player.send({ type: 'turn', seq: 0, turn: '@a1 @a1' });
    const refused = await player.next(isType('error'));
    // The engine's refusal arrives beside its words, as the protocol describes it.
    expect(refused).toMatchObject({ code: 'illegal', reason: expect.any(String) as unknown });
    expect(readServerMessage(refused)).toMatchObject({ ok: true });
    player.send({ type: 'turn', seq: 0, turn: firstLegalTurn(position) });
    expect(await player.next(isType('turn'))).toMatchObject({ seq: 1, seat: 0 });
    // The same request again is answered as the first was; another turn is not Ann's now.
    player.send({ type: 'turn', seq: 0, turn: firstLegalTurn(position) });
    player.send({ type: 'turn', seq: 1, turn: '@c3 @d4' });
    await player.next((message) => message.type === 'error' && message.code === 'not-your-turn');
    expect(player.messages.filter(isType('turn')).map((message) => message.seq)).toEqual([1, 1]);
  });

  it('carries chat from anyone with a token; watchers without one get unauthorized', async () => {
    const eve = await s.guest('Eve');
    const watcher = await connect();
    const speaker = await connect('', eve.token);
    speaker.send({ type: 'chat', text: 'hello all' });
    expect(await watcher.next(isType('chat'))).toMatchObject({
      from: { id: eve.id, name: 'Eve' },
      text: 'hello all',
    });
    watcher.send({ type: 'chat', text: 'me too' });
    expect(await watcher.next(isType('error'))).toMatchObject({ code: 'unauthorized' });
  });

  it('answers bad frames with errors and keeps the connection; pong for ping', async () => {
    const client = await connect('', ann.token);
    await client.next(isType('state'));
    client.send('not json');
    client.send(Buffer.from('{"type":"ping"}'), { binary: true });
    client.send({ type: 'dance' });
    client.send({ type: 'turn', seq: '0', turn: '@a1 @b2' });
    client.send(JSON.stringify({ type: 'chat', text: 'x'.repeat(70_000) }));
    client.send({ type: 'ping' });
    await client.next(isType('pong'));
    const errors = client.messages.filter(isType('error'));
    expect(errors.map((message) => message.code)).toEqual([
      'malformed',
      'malformed',
      'malformed',
      'malformed',
      'too-large',
    ]);
    // The message names what is wrong.
    expect(errors[2]?.message).toContain('"dance"');
    expect(errors[3]?.message).toMatch(/^seq: /);
  });

  it('marks a seat connected while its player has a socket open, or acted over HTTP just now', async () => {
    const watcher = await connect();
    await watcher.next(isType('state'));
    const player = await connect('', bob.token);
    const seats = await watcher.next(isType('seats'));
    // Ann created the game over HTTP moments ago: seen within the window, so connected too.
    expect((seats.seats as { connected: boolean }[]).map((seat) => seat.connected)).toEqual([true, true]);
    await player.close();
    const after = await watcher.next((message) => message !== seats && message.type === 'seats');
    // Bob's socket closed after his join over HTTP: he has left.
    expect((after.seats as { connected: boolean }[]).map((seat) => seat.connected)).toEqual([true, false]);
  });

  it('carries a whole game played on sockets by two players to a spectator, then the end', async () => {
    const players = [await connect('', ann.token), await connect('', bob.token)];
    const spectator = await connect();
    const state = await spectator.next(isType('state'));
    let position = (state.game as { position: PositionJson }).position;
    let seq = 0;
    while (position.winner === undefined) {
      const turn = firstLegalTurn(position);
      if (turn === undefined) break;
      players[position.toMove]?.send({ type: 'turn', seq, turn });
      seq++;
      const seen = await spectator.next((message) => message.type === 'turn' && message.seq === seq);
      position = seen.position as PositionJson;
    }
    const end = await spectator.next(isType('end'));
    const game = (await s.get(`/api/games/${gameId}`)).body;
    expect(end.result).toEqual(game.result);
    expect(game.seq).toBe(seq);
    for (const client of [...players, spectator])
      expect(client.messages.filter(isType('turn')).map((message) => message.turn)).toEqual(
        (game.record as { turns: string[] }).turns,
      );
    // Every message sent is one the protocol's validator accepts.
    for (const message of [...players, spectator].flatMap((client) => client.messages))
      expect(readServerMessage(message)).toEqual({ ok: true, value: message });
  });

  it('tells a waiting creator when a player joins and play begins', async () => {
    const id = (await s.post('/api/games', { players: 2 }, ann.token)).body.id as string;
    const creator = await openSocket(`${base}/api/games/${id}/socket`, ann.token);
    clients.push(creator);
    expect(await creator.next(isType('state'))).toMatchObject({ game: { status: 'open' } });
    await s.post(`/api/games/${id}/join`, {}, bob.token);
    const started = await creator.next(
      (message) => message.type === 'state' && message !== creator.messages[0],
    );
    expect(started).toMatchObject({
      game: { status: 'playing', seats: [{ player: { id: ann.id } }, { player: { id: bob.id } }] },
    });
    // spec §7: the seat taken is a `seats` message too, even when it starts play.
    const seats = await creator.next(
      (message) => message.type === 'seats' && JSON.stringify(message.seats).includes(bob.id),
    );
    expect(seats).toMatchObject({ seats: [{ player: { id: ann.id } }, { player: { id: bob.id } }] });
  });

  it('takes the token from the cookie as well', async () => {
    const socket = await openSocket(`${base}/api/games/${gameId}/socket`, undefined, {
      cookie: `santorini_token=${ann.token}`,
    });
    clients.push(socket);
    await socket.next(isType('state'));
    socket.send({ type: 'chat', text: 'from the web app' });
    expect(await socket.next(isType('chat'))).toMatchObject({ from: { id: ann.id } });
  });

  it('refuses an unknown token with 401 at the upgrade, and an unknown game with 404', async () => {
    await expect(connect('', 'not-a-token')).rejects.toThrow(/401/);
    await expect(openSocket(`${base}/api/games/nothing/socket`)).rejects.toThrow(/404/);
  });
});
