import type { ErrorBody, SessionAnswer } from '@santorini/protocol';

/** A guest's token and id. */
export interface Guest {
  readonly token: string;
  readonly id: string;
}

/** An HTTP answer that was not 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls `path` on the first server that answers, starting at `urls[prefer]`: a server that refuses
 * the connection (killed) is skipped; an HTTP refusal is thrown as ApiError.
 */
export async function call<T = unknown>(
  urls: readonly string[],
  prefer: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  let failure: unknown;
  for (let i = 0; i < urls.length; i++) {
    const url = urls[(prefer + i) % urls.length] ?? '';
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      failure = error;
      continue;
    }
    const answer: unknown = await response.json();
    if (!response.ok) {
      const refusal = answer as ErrorBody;
      throw new ApiError(response.status, refusal.error, `${method} ${path}: ${refusal.message}`);
    }
    return answer as T;
  }
  throw failure instanceof Error ? failure : new Error(`no server answered ${method} ${path}`);
}

export async function newGuest(urls: readonly string[], prefer: number, name: string): Promise<Guest> {
  const answer = await call<SessionAnswer>(urls, prefer, 'POST', '/api/session', { name });
  return { token: answer.token, id: answer.player.id };
}
