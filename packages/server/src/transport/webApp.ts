import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join, sep } from 'node:path';

export interface WebAppOptions {
  /** The built web app (packages/web/dist). */
  readonly root: string;
  /** The addresses answered with its index.html, besides `/` (its app-paths.json). */
  readonly pages: readonly string[];
}

/** Kept a year and never asked for again: the name changes with the content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server (a 304 when unchanged) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * How long a browser may keep a file of the build: vite's content-hashed files (`assets/`) for a
 * year, everything else (index.html and so the app's pages, sw.js, the manifest, the icons) checked
 * again on every use, so that a new version of the app is seen on the next visit.
 */
export function cacheControlOf(root: string, file: string): string {
  return file.startsWith(join(root, 'assets') + sep) ? IMMUTABLE : REVALIDATE;
}

/**
 * The built web app's files and pages, compressed (brotli or gzip, as the browser accepts) when
 * they are text over 1 KB, each with its cache-control. Registered in a context of its own, so the
 * API's answers are not compressed (they are small, and compressing each would cost every turn).
 */
export async function installWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  await app.register(async (web) => {
    await web.register(fastifyCompress);
    await web.register(fastifyStatic, {
      root: options.root,
      cacheControl: false,
      setHeaders: (response, file) => {
        response.setHeader('cache-control', cacheControlOf(options.root, file));
      },
    });
    for (const path of options.pages) web.get(path, (_request, reply) => reply.sendFile('index.html'));
  });
}
