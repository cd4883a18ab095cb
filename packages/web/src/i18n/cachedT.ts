import type { i18n as I18n } from 'i18next';

/** How many translations are kept before the cache starts afresh (a page asks for a few hundred). */
const KEPT = 4000;

const isString = (item: unknown): boolean => typeof item === 'string';

function plainValue(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'undefined':
      return true;
    default:
      return value === null || (Array.isArray(value) && value.every(isString));
  }
}

/** Options made only of plain values (what the app and react-i18next pass): they can name a result. */
const plainOptions = (options: unknown): boolean =>
  typeof options === 'object' &&
  options !== null &&
  !Array.isArray(options) &&
  Object.values(options).every(plainValue);

/**
 * Makes `instance.t` remember its answers: i18next works a string out again on every call (key
 * lookup, fallbacks, plurals, interpolation, post-processing), and a click re-renders a few hundred
 * of them. A call is remembered by the language, the key and its options when those are plain
 * values (strings, numbers, booleans, lists of strings) and the answer is a string; any other call
 * goes straight through. Forgotten when resources are added or removed or the language changes.
 */
export function cacheTranslations(instance: I18n): void {
  // i18next's overloads say nothing more than this about what t takes and gives.
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const known = new Map<string, string>();
  const forget = () => {
    known.clear();
  };
  instance.on('languageChanged', forget);
  instance.on('initialized', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const cached = (...args: unknown[]): unknown => {
    const [key, options, more] = args;
    if (
      !plainValue(key) ||
      key === null ||
      more !== undefined ||
      (options !== undefined && !plainOptions(options))
    )
      return translate(...args);
    const name = `${instance.language}\u0000${JSON.stringify(key)}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
    const hit = known.get(name);
    if (hit !== undefined) return hit;
    const answer = translate(...args);
    if (typeof answer === 'string') {
      if (known.size >= KEPT) known.clear();
      known.set(name, answer);
    }
    return answer;
  };
  instance.t = cached as unknown as I18n['t'];
}
