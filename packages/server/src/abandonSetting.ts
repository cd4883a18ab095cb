/** ABANDON_MS (default: the server's, 2 minutes; 0: games are never abandoned), or why it is not one. */
export function abandonMsFrom(value: string | undefined): { abandonMs?: number } | { error: string } {
  if (value === undefined || value === '') return {};
  const abandonMs = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(abandonMs))
    return { error: `ABANDON_MS must be a whole number of milliseconds ≥ 0, got "${value}"` };
  return { abandonMs };
}
