import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { CROSS_ORIGIN_ISOLATION } from './crossOriginIsolation.js';

/**
 * The Content-Security-Policy of every answer: the web app loads only its own files (docs/security.md
 * says why each source is here).
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // The app's modules, the AI's workers and the service worker (with workbox) are its own files.
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  // The stylesheets are files (no <style> element). The board's squares are SVG markup with style
  // attributes (CSS variables of a worker's move: web src/board/squareSvg.ts), which need
  // style-src-attr; a style attribute runs no script, and its url()s are held to img-src.
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  // The 3D view's textures are drawn on canvases and may be read back as data: or blob: images.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  // The API and the game sockets (ws:/wss: to the same host and port).
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** The CSP as one header value. */
export const contentSecurityPolicyHeader = (): string =>
  Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/**
 * @fastify/helmet on every route (the app's files and pages, the API, its refusals): the CSP above,
 * no framing (X-Frame-Options DENY as well as frame-ancestors), nosniff, no Referer, the
 * cross-origin isolation the AI's threads need, and HSTS (ignored by browsers over plain http).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([directive, sources]) => [directive, [...sources]]),
      ),
    },
    ...CROSS_ORIGIN_ISOLATION,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  });
}
