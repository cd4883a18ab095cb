import { Redis } from 'ioredis';

/** This machine's Redis for tests; TEST_REDIS_URL overrides it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used for tests, or null when it answers PING. */
export async function redisUnavailable(url = TEST_REDIS_URL): Promise<string | null> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return null;
  } catch (error) {
    return `Redis at ${url} does not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    client.disconnect();
  }
}
