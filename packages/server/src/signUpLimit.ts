/**
 * Accounts one address may make a minute, from SIGNUP_LIMIT: unset or empty keeps the default
 * (undefined: 60), a whole number ≥ 1 sets it, `off` lifts it (for benchmarks that sign up
 * thousands of bots from one address).
 */
export function signUpLimitFrom(
  value: string | undefined,
): { perMinute: number | undefined } | { error: string } {
  if (value === undefined || value === '') return { perMinute: undefined };
  if (value === 'off') return { perMinute: Number.POSITIVE_INFINITY };
  const perMinute = Number(value);
  if (!/^\d+$/.test(value) || perMinute < 1)
    return { error: `SIGNUP_LIMIT must be a whole number ≥ 1 or "off", got "${value}"` };
  return { perMinute };
}
