import type { Catalog } from './catalog.js';

/** i18next's plural suffixes (the CLDR categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A catalog as flat `a.b.c` keys to strings. */
export function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** A key without its plural suffix, and the suffix (null for a key that is not a plural form). */
export function pluralParts(key: string): { readonly base: string; readonly category: string | null } {
  const match = PLURAL.exec(key);
  return match === null
    ? { base: key, category: null }
    : { base: key.slice(0, match.index), category: match[1] ?? null };
}

/** The `{{name}}` placeholders a string uses, sorted, each once. */
export const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();
