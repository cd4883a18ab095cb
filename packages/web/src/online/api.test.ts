import { describe, expect, it } from 'vitest';
import { ApiError, createApi, type FetchLike } from './api.js';

interface Call {
  readonly url: string;
  readonly init: RequestInit | undefined;
}

/** A fetch that answers every call with `status` and `body`, and remembers the calls. */
function fakeFetch(status: number, body: unknown): { fetcher: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetcher: FetchLike = (url, init) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(new Response(text, { status, headers: { 'Content-Type': 'application/json' } }));
  };
  return { fetcher, calls };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the online API client', () => {
  it('posts a turn as JSON with the seq, sending the cookie, and returns the answer', async () => {
    const { fetcher, calls } = fakeFetch(200, { seq: 8, position: { players: [] } });
    const api = createApi(fetcher);
    const answer = await api.playTurn('g 1', 7, 'b2-b3 +b4');
    expect(answer.seq).toBe(8);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/games/g%201/turns');
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.credentials).toBe('same-origin');
    expect(JSON.parse(call?.init?.body as string)).toEqual({ seq: 7, turn: 'b2-b3 +b4' });
    expect(new Headers(call?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns a refusal into an ApiError with its code, message and the stale seq', async () => {
    const { fetcher } = fakeFetch(409, { error: 'stale', message: 'the game is at turn 9', seq: 9 });
    const error = await refusal(createApi(fetcher).playTurn('g1', 7, 'b2-b3 +b4'));
    expect(error.code).toBe('stale');
    expect(error.status).toBe(409);
    expect(error.message).toBe('the game is at turn 9');
    expect(error.seq).toBe(9);
  });

  it('gives a refusal without a message plain words for its code', async () => {
    const { fetcher } = fakeFetch(409, { error: 'full' });
    const error = await refusal(createApi(fetcher).join('g1'));
    expect(error.code).toBe('full');
    expect(error.message).toBe('Every seat of this game is taken.');
  });

  it('says when the server cannot be reached, or answers something that is not a refusal', async () => {
    const down = createApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await refusal(down.game('g1'));
    expect(offline.code).toBe('network');
    expect(offline.message).toMatch(/Could not reach the server \(Failed to fetch\)/);

    const { fetcher } = fakeFetch(502, '<html>Bad Gateway</html>');
    const broken = await refusal(createApi(fetcher).game('g1'));
    expect(broken.code).toBe('unexpected');
    expect(broken.message).toMatch(/HTTP 502/);
  });

  it('reads who is signed in, and null when the cookie holds no valid token', async () => {
    const me = { id: 'p1', name: 'Ann', account: false };
    expect(await createApi(fakeFetch(200, { player: me }).fetcher).me()).toEqual(me);
    expect(await createApi(fakeFetch(401, { error: 'unauthorized', message: 'no token' }).fetcher).me()).toBe(
      null,
    );
  });

  it('creates a guest without a password field, and an account with one', async () => {
    const { fetcher, calls } = fakeFetch(201, { player: { id: 'p1', name: 'Ann' }, token: 't' });
    const api = createApi(fetcher);
    await api.session('Ann');
    await api.session('Ann', 'long enough');
    expect(calls.map((call) => JSON.parse(call.init?.body as string) as unknown)).toEqual([
      { name: 'Ann' },
      { name: 'Ann', password: 'long enough' },
    ]);
  });

  it('lists the lobby by status, and joins a seat or the first free one', async () => {
    const { fetcher, calls } = fakeFetch(200, { games: [{ id: 'g1' }], seat: 1 });
    const api = createApi(fetcher, 'http://example.test');
    expect(await api.listGames('open')).toEqual([{ id: 'g1' }]);
    await api.join('g1', 1);
    await api.join('g1');
    expect(calls.map((call) => call.url)).toEqual([
      'http://example.test/api/games?status=open',
      'http://example.test/api/games/g1/join',
      'http://example.test/api/games/g1/join',
    ]);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(calls.slice(1).map((call) => call.init?.body)).toEqual(['{"seat":1}', '{}']);
  });
});
