/**
 * The deepest nesting of arrays and objects that a position or record may have. A valid one uses
 * 4 levels (position, players, a player, Chaos's deck); JSON.parse accepts any depth, and what
 * walks a value recursively (JSON.stringify, structuredClone, a deep compare) runs out of stack
 * a few thousand levels down, so values are refused past this depth before anything walks them.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `value` nests arrays and objects more than `limit` levels deep (a scalar is 0 levels,
 * `[]` one). It walks with its own stack, so any depth is safe to ask about.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: object; depth: number }[] = [];
  if (typeof value === 'object' && value !== null) pending.push({ value, depth: 1 });
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.depth > limit) return true;
    for (const item of Object.values(next.value) as unknown[])
      if (typeof item === 'object' && item !== null) pending.push({ value: item, depth: next.depth + 1 });
  }
  return false;
}
