import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.js';
import { flatten, placeholders, pluralParts } from './catalogKeys.js';
import { en } from './locales/en/index.js';
import { fr } from './locales/fr/index.js';
import { nl } from './locales/nl/index.js';

const CATALOGS: Record<string, Catalog> = { en, fr, nl };
const english = flatten(en);

/** Keys that are no plural form, and plural bases with the categories each language gives them. */
function shape(catalog: Catalog) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of flatten(catalog).keys()) {
    const { base, category } = pluralParts(key);
    if (category === null) plain.add(key);
    else plurals.set(base, (plurals.get(base) ?? new Set()).add(category));
  }
  return { plain, plurals };
}

describe('the catalogs', () => {
  const reference = shape(en);

  for (const [language, catalog] of Object.entries(CATALOGS)) {
    const own = shape(catalog);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it(`${language} has every English key and no other`, () => {
      expect([...own.plain].sort()).toEqual([...reference.plain].sort());
      expect([...own.plurals.keys()].sort()).toEqual([...reference.plurals.keys()].sort());
    });

    it(`${language} gives every plural the forms its plural rules need`, () => {
      for (const [base, forms] of own.plurals)
        expect([base, [...forms].sort()]).toEqual([base, [...categories].sort()]);
    });

    it(`${language} uses the same placeholders as English in every string (plurals: but {{count}})`, () => {
      for (const [key, text] of flatten(catalog)) {
        const { base, category } = pluralParts(key);
        const source = category === null ? english.get(key) : english.get(`${base}_other`);
        // A plural form may say its number in words ("one more player") rather than {{count}}.
        const named = (words: string) =>
          placeholders(words).filter((name) => category === null || name !== 'count');
        expect([key, named(text)]).toEqual([key, named(source ?? '')]);
      }
    });

    it(`${language} has no empty string`, () => {
      for (const [key, text] of flatten(catalog)) expect([key, text.trim().length > 0]).toEqual([key, true]);
    });
  }
});

/** A template key (`game.square.target.${target}`) as a pattern that its filled-in keys match. */
const templateOf = (key: string): RegExp =>
  new RegExp('^' + key.replace(/\./g, '\\.').replace(/\$\{[^}]*\}/g, '\\w+') + '$');

/** Every source file of the web app, tests and browser tests aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'e2e' || name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the source', () => {
  const groups = Object.keys(en).join('|');
  // A quoted catalog key ('game.step.place') or a template one (`game.square.target.${target}`).
  const keyPattern = new RegExp("['`]((?:" + groups + ")\\.[\\w.${}]+)['`]", 'g');
  const known = new Set([...english.keys()].flatMap((key) => [key, pluralParts(key).base]));

  it('names only keys the English catalog has', () => {
    const src = new URL('..', import.meta.url).pathname;
    const missing: string[] = [];
    let found = 0;
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) {
        const key = match[1] ?? '';
        found++;
        const exists = key.includes('${')
          ? [...known].some((candidate) => templateOf(key).test(candidate))
          : known.has(key);
        if (!exists) missing.push(`${file.slice(src.length)}: ${key}`);
      }
    }
    expect(found).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
