import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from '../service/refusal.js';

/** Methods that change something: checked for their origin (under /api; elsewhere nothing answers them). */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a request with no Origin may say of itself in Sec-Fetch-Site and still be let through. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * An origin as browsers write it in the Origin header (`https://example.org`, the port only when
 * not the scheme's own), or undefined when `text` is not one.
 */
export function normalOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin;
}

/** Whether `text` is an address with nothing after its host and port (a `/` at most). */
function isBareOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/**
 * ALLOWED_ORIGINS: origins besides the server's own whose pages may act for a signed-in player,
 * comma-separated (`https://santorini.example,https://beta.santorini.example`); unset or empty:
 * none. A bad entry is named.
 */
export function allowedOriginsFrom(text: string | undefined): { origins: string[] } | { error: string } {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = isBareOrigin(entry) ? normalOrigin(entry) : undefined;
    if (origin === undefined)
      return {
        error: `ALLOWED_ORIGINS must be origins such as https://santorini.example (scheme, host and port, no path), separated by commas; ${JSON.stringify(entry)} is not one`,
      };
    origins.push(origin);
  }
  return { origins };
}

/** The server's own origin as this request reached it (the proxy's, with TRUST_PROXY). */
export function ownOrigin(request: FastifyRequest): string | undefined {
  if (request.host === '') return undefined;
  return normalOrigin(`${request.protocol}://${request.host}`);
}

/**
 * Why `request` may not act for the player it carries the token of, or undefined when it may: an
 * Origin must be the server's own or an allowed one; without an Origin (bots, curl, node clients),
 * a browser's Sec-Fetch-Site must not say the request comes from another site.
 */
export function foreignOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | undefined {
  const origin = request.headers.origin;
  if (origin === undefined) {
    const site = request.headers['sec-fetch-site'];
    if (site === undefined || OWN_FETCH_SITES.has(site)) return undefined;
    return `a request from another site (Sec-Fetch-Site: ${site}) may not act for a player`;
  }
  const own = ownOrigin(request);
  const normal = normalOrigin(origin);
  if (normal !== undefined && (normal === own || allowed.has(normal))) return undefined;
  return `the origin ${JSON.stringify(origin)} may not act for a player here: only this server's own pages (${own ?? 'unknown'}) and ALLOWED_ORIGINS may`;
}

/**
 * A request the origin check covers: a state-changing one, or a WebSocket upgrade. Any address, not
 * only those starting with /api/, so that no spelling of an address (`/%61pi/…`) goes around it.
 */
function guarded(request: FastifyRequest): boolean {
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return true;
  return STATE_CHANGING.has(request.method);
}

/**
 * Refuses with 403 `forbidden` a state-changing request or a socket upgrade sent by another
 * origin's page: a page of the same site (another port, a sibling subdomain) carries the player's
 * cookie even with SameSite, so only its Origin tells it apart (docs/security.md).
 */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[] = []): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    const why = guarded(request) ? foreignOrigin(request, allowed) : undefined;
    done(why === undefined ? undefined : new Refusal('forbidden', why));
  });
}
