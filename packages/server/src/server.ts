import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface ServerOptions {
  /** The built web app (packages/web/dist). */
  readonly webRoot: string;
  /** Fastify's request log. */
  readonly logger?: boolean;
}

/**
 * The web server: the built web app as static files and `GET /health`. The online server (games
 * between browsers) will grow from here.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  if (!existsSync(options.webRoot))
    throw new Error(`the web app is not built (${options.webRoot} is missing): run npm run build first`);
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/health', () => ({ status: 'ok' }));
  await app.register(fastifyStatic, { root: options.webRoot });
  return app;
}
