import { describe, expect, it } from 'vitest';
import { signUpLimitFrom } from './signUpLimit.js';

describe('signUpLimitFrom', () => {
  it('keeps the default when unset, takes a number, lifts the limit for "off"', () => {
    expect(signUpLimitFrom(undefined)).toEqual({ perMinute: undefined });
    expect(signUpLimitFrom('')).toEqual({ perMinute: undefined });
    expect(signUpLimitFrom('500')).toEqual({ perMinute: 500 });
    expect(signUpLimitFrom('off')).toEqual({ perMinute: Number.POSITIVE_INFINITY });
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['0', '-1', '1.5', 'none', ' 5'])
      expect(signUpLimitFrom(bad)).toEqual({ error: expect.stringContaining('SIGNUP_LIMIT') as string });
  });
});
