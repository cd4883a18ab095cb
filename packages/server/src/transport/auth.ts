import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../service/gameService.js';
import type { PlayerService } from '../service/playerService.js';

/** The cookie the web app's token travels in (HttpOnly, SameSite=Strict: sent only with the site's own requests). */
export const TOKEN_COOKIE = 'santorini_token';

/** The request's token: `Authorization: Bearer …` first, else the cookie; undefined for none. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ?? '';
  }
  const cookie = request.cookies[TOKEN_COOKIE];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/** The player making the request, or null (no token, or one nobody holds). */
export async function actorOf(request: FastifyRequest, players: PlayerService): Promise<Actor> {
  const token = tokenOf(request);
  if (token === undefined || token === '') return null;
  return (await players.playerByToken(token)) ?? null;
}

/** Sets the token cookie: Secure when the request came over https. */
export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: 60 * 60 * 24 * 365,
  });
}

export function clearTokenCookie(reply: FastifyReply): void {
  void reply.clearCookie(TOKEN_COOKIE, { path: '/' });
}
