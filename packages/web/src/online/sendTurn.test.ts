import { describe, expect, it } from 'vitest';
import { ApiError, createApi, type FetchLike } from './api.js';
import { playWithRetries } from './sendTurn.js';

/** A fetch that answers with each of `answers` in turn: an Error is a lost connection. */
function answering(...answers: (Error | { status: number; body: unknown })[]) {
  const sent: unknown[] = [];
  const fetcher: FetchLike = (_url, init) => {
    sent.push(JSON.parse(init?.body as string));
    const answer = answers.shift();
    if (answer === undefined) throw new Error('no more answers');
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  return { api: createApi(fetcher), sent };
}

const noWait = () => Promise.resolve();

describe('sending a turn', () => {
  it('sends the same turn again after a lost answer, and takes the answer that comes', async () => {
    const { api, sent } = answering(new TypeError('Failed to fetch'), {
      status: 200,
      body: { seq: 8, position: {} },
    });
    expect(await playWithRetries(api, 'g1', 7, 'b2-b3 +b4', noWait)).toEqual({ seq: 8, position: {} });
    expect(sent).toEqual([
      { seq: 7, turn: 'b2-b3 +b4' },
      { seq: 7, turn: 'b2-b3 +b4' },
    ]);
  });

  it('does not repeat a refusal, and gives up after three lost answers', async () => {
    const refused = answering({ status: 422, body: { error: 'illegal', message: 'b3 is domed' } });
    await expect(playWithRetries(refused.api, 'g1', 7, 'b2-b3 +b4', noWait)).rejects.toMatchObject({
      code: 'illegal',
    });
    expect(refused.sent).toHaveLength(1);

    const lost = answering(new TypeError('a'), new TypeError('b'), new TypeError('c'));
    const failure: unknown = await playWithRetries(lost.api, 'g1', 7, 'b2-b3 +b4', noWait).catch(
      (error: unknown) => error,
    );
    expect(failure instanceof ApiError && failure.code).toBe('network');
    expect(lost.sent).toHaveLength(3);
  });
});
