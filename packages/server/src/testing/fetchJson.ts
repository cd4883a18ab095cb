/** An HTTP answer: its status and its JSON body. */
export interface JsonAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** A real HTTP request (to a server in another process): `body` sent as JSON, `token` as Bearer. */
export async function fetchJson(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
