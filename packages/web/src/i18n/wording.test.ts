import { describe, expect, it } from 'vitest';
import type { Catalog } from './catalog.js';
import { flatten } from './catalogKeys.js';
import { fr } from './locales/fr/index.js';
import { nl } from './locales/nl/index.js';
import { POWERS_FR } from './powers.fr.js';
import { POWERS_NL } from './powers.nl.js';

/** Every string of a catalog and a language's power cards, each with where it is. */
function texts(catalog: Catalog, powers: object): [string, string][] {
  const all: [string, string][] = [...flatten(catalog)];
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') all.push([at, value]);
    else if (Array.isArray(value))
      value.forEach((item, index) => {
        walk(item, `${at}[${index}]`);
      });
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) walk(item, `${at}.${key}`);
  };
  walk(powers, 'powers');
  return all;
}

/**
 * One word for a worker in each language, in the game, the lessons and on the cards alike: French
 * "ouvrier" (never "bâtisseur"), Dutch "bouwer" (never "werker", "arbeider" or "pion").
 */
describe('the word for a worker', () => {
  const cases = [
    {
      language: 'fr',
      catalog: fr,
      powers: POWERS_FR,
      word: /ouvri[eè]re?s?/i,
      others: /b[aâ]tisseu|travailleu/i,
    },
    {
      language: 'nl',
      catalog: nl,
      powers: POWERS_NL,
      word: /bouwers?/i,
      others: /\b(werker|arbeider|pion)/i,
    },
  ];
  for (const { language, catalog, powers, word, others } of cases)
    it(`is one word in ${language}`, () => {
      const all = texts(catalog, powers);
      expect(all.filter(([, text]) => others.test(text))).toEqual([]);
      expect(all.some(([, text]) => word.test(text))).toBe(true);
    });
});

/** The first word of a label, to tell buttons side by side apart at a glance. */
const firstWord = (label: string): string => label.split(/[\s'’]/)[0]?.toLowerCase() ?? '';

/**
 * Buttons shown together start with different words: the turn's "cancel the choice", "undo the
 * step" and "undo the turn" were three French "Annuler …".
 */
describe('buttons side by side', () => {
  const screens = {
    'the turn controls': [
      'local.turn.cancel',
      'local.turn.undoStep',
      'local.turn.undoTurn',
      'local.turn.pass',
    ],
    'the turn end': ['local.turn.confirm', 'local.turn.end', 'local.turn.undoStep', 'local.turn.undoTurn'],
    // A puzzle shows the turn's buttons beside its own: "Annuler" was a third French "Annuler".
    'a puzzle': [
      'local.turn.cancel',
      'local.turn.undoStep',
      'local.turn.undoTurn',
      'pages.puzzles.hint',
      'pages.puzzles.undo',
      'pages.puzzles.tryAgain',
      'pages.puzzles.next',
    ],
  };
  for (const [language, catalog] of Object.entries({ fr, nl })) {
    const words = flatten(catalog);
    for (const [screen, keys] of Object.entries(screens))
      it(`start with different words on ${screen} in ${language}`, () => {
        const labels = keys.map((key) => String(words.get(key)));
        expect(new Set(labels.map(firstWord)).size, labels.join(' | ')).toBe(labels.length);
      });
  }
});
