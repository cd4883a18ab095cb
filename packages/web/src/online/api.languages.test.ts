import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { ApiError, createApi, failureText, type FetchLike } from './api.js';

/** A fetch that refuses every call with `status` and the server's `error` code and English message. */
const refusing =
  (status: number, error: string, message: string): FetchLike =>
  () =>
    Promise.resolve(new Response(JSON.stringify({ error, message }), { status }));

async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('the online API client in another language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("says a refusal code it knows in the page's words, not the server's English", async () => {
    await setLanguage('fr');
    const api = createApi(refusing(409, 'full', 'every seat is taken'));
    const failure = await refusalOf(api.join('g1'));
    expect(failure.code).toBe('full');
    expect(failure.message).toBe('Toutes les places de cette partie sont prises.');
  });

  it("keeps the server's message for a name or password refused, and for codes it does not know", async () => {
    await setLanguage('nl');
    const login = createApi(refusing(401, 'unauthorized', 'wrong name or password'));
    expect((await refusalOf(login.login('ann', 'secret12'))).message).toBe('wrong name or password');
    const odd = createApi(refusing(400, 'malformed', 'invite.1: no player "Zed"'));
    expect((await refusalOf(odd.join('g1'))).message).toBe('invite.1: no player "Zed"');
  });

  it('keeps the server message in English', async () => {
    const api = createApi(refusing(409, 'full', 'every seat is taken'));
    expect((await refusalOf(api.join('g1'))).message).toBe('every seat is taken');
  });

  it('words a failure again in the language of the moment, not that of the call', async () => {
    await setLanguage('fr');
    const full = await refusalOf(createApi(refusing(409, 'full', 'every seat is taken')).join('g1'));
    const lost = await refusalOf(createApi(() => Promise.reject(new Error('offline'))).join('g1'));
    const frenchFull = failureText(full);
    const frenchLost = failureText(lost);
    await setLanguage('nl');
    expect(failureText(full)).not.toBe(frenchFull);
    expect(failureText(lost)).not.toBe(frenchLost);
    await setLanguage('en');
    expect(failureText(full)).toBe('every seat is taken');
  });
});
