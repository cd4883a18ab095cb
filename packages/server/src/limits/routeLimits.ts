import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { nameKey } from '../service/names.js';
import { takeAll } from '../service/rateLimit.js';
import type { RateLimits } from './rateLimits.js';

/** The address a request counts against (IPv6 by its /64, as @fastify/rate-limit keys it). */
export const addressOf = (request: FastifyRequest): string => normalizeIP(request.ip);

/** `POST /api/session`: guests and accounts made from one address, each their own limit. */
export function limitSignUp(limits: RateLimits, request: FastifyRequest, account: boolean): Promise<void> {
  const address = addressOf(request);
  return takeAll([
    account
      ? { limit: limits.limit('signUps'), key: address, what: 'too many accounts made from this address' }
      : { limit: limits.limit('guests'), key: address, what: 'too many guests made from this address' },
  ]);
}

/**
 * `POST /api/login`: every attempt is counted when it arrives, before its password is hashed, so
 * guesses sent at once are counted at once. The account from this address first (the strictest),
 * then the account from anywhere, then the address: a refused attempt is not counted by the later
 * limits, so a burst at one account does not use up its address's limit for other names.
 */
export function limitLogin(limits: RateLimits, request: FastifyRequest, name: string): Promise<void> {
  const address = addressOf(request);
  // Hashed: a key of fixed length whatever the name sent, and no names kept in Redis.
  const account = createHash('sha256').update(nameKey(name)).digest('base64url');
  return takeAll([
    {
      limit: limits.limit('loginsPerAccountAddress'),
      key: `${address} ${account}`,
      what: 'too many logins to this account from this address',
    },
    { limit: limits.limit('loginsPerAccount'), key: account, what: 'too many logins to this account' },
    { limit: limits.limit('loginsPerAddress'), key: address, what: 'too many logins from this address' },
  ]);
}

/** `POST /api/games`: games created by one player, and from one address. */
export function limitGameCreation(
  limits: RateLimits,
  request: FastifyRequest,
  playerId: string | undefined,
): Promise<void> {
  return takeAll([
    ...(playerId === undefined
      ? []
      : [
          {
            limit: limits.limit('gamesPerPlayer'),
            key: playerId,
            what: 'too many games created by this player',
          },
        ]),
    {
      limit: limits.limit('gamesPerAddress'),
      key: addressOf(request),
      what: 'too many games created from this address',
    },
  ]);
}
