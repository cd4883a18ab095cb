import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalBus } from '../events/localBus.js';
import { testServer, type TestServer } from '../testing/index.js';
import { redisUnavailable, TEST_REDIS_URL } from '../testing/redis.js';
import { startRedisRelay, type RedisRelay } from '../testing/redisRelay.js';
import type { LimitSettings } from './limitSettings.js';
import { until } from '../testing/until.js';

const skip = await redisUnavailable();
if (skip !== null) console.warn(`shared rate limit tests skipped: ${skip}`);

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of open.splice(0).reverse()) await thing.close();
});

/** A server process counting its limits in Redis under `prefix` (its bus its own: only the limits are shared). */
async function serverProcess(
  redisUrl: string,
  prefix: string,
  limits: Partial<LimitSettings>,
  warnings: string[] = [],
): Promise<TestServer> {
  const made = await testServer({
    redisUrl,
    bus: new LocalBus(),
    limitKeyPrefix: prefix,
    limits,
    warn: (message) => warnings.push(message),
  });
  open.push(made);
  return made;
}

const guestFrom = (s: TestServer, name: string) =>
  s.app
    .inject({ method: 'POST', url: '/api/session', payload: { name } })
    .then((answer) => answer.statusCode);

describe.skipIf(skip !== null)('rate limits through Redis', () => {
  it('are shared by two server processes', async () => {
    const prefix = `test-limits-${randomUUID()}:`;
    const limits = { guests: { max: 3, windowMs: 60_000 } };
    const [a, b] = [
      await serverProcess(TEST_REDIS_URL, prefix, limits),
      await serverProcess(TEST_REDIS_URL, prefix, limits),
    ];
    expect([
      await guestFrom(a, 'A1'),
      await guestFrom(a, 'A2'),
      await guestFrom(b, 'B1'),
      await guestFrom(b, 'B2'),
    ]).toEqual([201, 201, 201, 429]);
    expect(await guestFrom(a, 'A3')).toBe(429);
    // A burst of guesses split between the two: 5 reach the password check in all.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        (n % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { name: 'someone', password: `guess number ${n}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(5);
  });

  it('are skipped while Redis is away (one warning), and count again once it is back', async () => {
    const relay: RedisRelay = await startRedisRelay(TEST_REDIS_URL);
    open.push(relay);
    const warnings: string[] = [];
    const s = await serverProcess(
      relay.url,
      `test-limits-${randomUUID()}:`,
      { guests: { max: 2, windowMs: 60_000 } },
      warnings,
    );
    expect([await guestFrom(s, 'G1'), await guestFrom(s, 'G2'), await guestFrom(s, 'G3')]).toEqual([
      201, 201, 429,
    ]);
    relay.cut();
    await until(() => warnings.length > 0);
    const during = [];
    for (let n = 0; n < 5; n++) during.push(await guestFrom(s, `D${n}`));
    expect(during).toEqual([201, 201, 201, 201, 201]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/rate limits are skipped/);
    expect(warnings[0]).not.toContain(relay.url);
    relay.restore();
    await until(() => warnings.length > 1);
    expect(warnings[1]).toMatch(/back/);
    // The count kept in Redis from before (2 made, 1 refused) still holds for the minute.
    expect(await guestFrom(s, 'After')).toBe(429);
  });
});
