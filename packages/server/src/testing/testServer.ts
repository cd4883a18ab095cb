import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { APP_PATHS_FILE } from '../appPaths.js';
import { buildServer, type ServerOptions } from '../server.js';
import { FirstTurnChooser } from './firstTurnChooser.js';

export interface TestServer {
  readonly app: FastifyInstance;
  /** POSTs JSON (or a raw string) with an optional token; answers status and body. */
  post(
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  get(url: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** A new guest's token and id. */
  guest(name: string): Promise<{ token: string; id: string }>;
  close(): Promise<void>;
}

/** packages/web/src/appPaths.json, found from this file. */
const WEB_APP_PATHS = fileURLToPath(new URL('../../../web/src/appPaths.json', import.meta.url));

/** The whole server over an in-memory store and a stub web app, with the first-legal-turn AI. */
export async function testServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const webRoot = mkdtempSync(join(tmpdir(), 'santorini-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Santorini test page</title>');
  // The web app's own list of its pages (what its build copies to dist/app-paths.json).
  copyFileSync(WEB_APP_PATHS, join(webRoot, APP_PATHS_FILE));
  const app = await buildServer({ webRoot, turnChooser: new FirstTurnChooser(), ...options });
  const answer = (response: { statusCode: number; body: string }) => ({
    status: response.statusCode,
    body: (response.body === '' ? {} : JSON.parse(response.body)) as Record<string, unknown>,
  });
  const headers = (token?: string): Record<string, string> =>
    token === undefined ? {} : { authorization: `Bearer ${token}` };
  const post: TestServer['post'] = async (url, body, token) =>
    answer(
      await app.inject({
        method: 'POST',
        url,
        headers: { ...headers(token), 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    );
  return {
    app,
    post,
    get: async (url, token) => answer(await app.inject({ method: 'GET', url, headers: headers(token) })),
    guest: async (name) => {
      const { body } = await post('/api/session', { name });
      return { token: body.token as string, id: (body.player as { id: string }).id };
    },
    close: async () => {
      await app.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}
