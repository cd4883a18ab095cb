import { describe, expect, it } from 'vitest';
import { modeName, parseOptions } from './options.js';

describe('parseOptions', () => {
  it('reads numbers and flags over the defaults', () => {
    const options = parseOptions(['--games', '50', '--postgres', '--redis', '--processes', '2', '--fault']);
    expect(options).toMatchObject({
      games: 50,
      postgres: true,
      redis: true,
      processes: 2,
      fault: true,
      durationS: 60,
    });
    expect('error' in options ? '' : modeName(options)).toBe('postgres-redis-p2-fault');
  });

  it('refuses an unknown option, a bad number, and modes that cannot work, naming why', () => {
    expect(parseOptions(['--gmaes', '5'])).toEqual({ error: 'unknown option "--gmaes"' });
    expect(parseOptions(['--games', 'x'])).toEqual({ error: expect.stringContaining('--games') as string });
    expect(parseOptions(['--games'])).toEqual({ error: expect.stringContaining('--games') as string });
    expect(parseOptions(['--processes', '2'])).toEqual({
      error: expect.stringContaining('--postgres and --redis') as string,
    });
    expect(parseOptions(['--fault'])).toEqual({ error: expect.stringContaining('--processes 2') as string });
    expect(parseOptions(['--think-ms', '0'])).toMatchObject({ thinkMs: 0 });
  });
});
