import { GOD_NAMES } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import type { PowerTexts } from './powerTexts.js';
import { POWERS_EN } from './powers.en.js';
import { POWERS_FR } from './powers.fr.js';
import { POWERS_NL } from './powers.nl.js';

const LANGUAGES: readonly (readonly [string, PowerTexts])[] = [
  ['en', POWERS_EN],
  ['fr', POWERS_FR],
  ['nl', POWERS_NL],
];

describe('the God Power cards’ texts', () => {
  it.each(LANGUAGES)(
    'in %s: every god has a title, epithet, timing, summary, text and rulings, none empty',
    (_, texts) => {
      expect(Object.keys(texts).sort()).toEqual([...GOD_NAMES].sort());
      for (const god of GOD_NAMES) {
        const power = texts[god];
        for (const field of [power.title, power.epithet, power.timing, power.summary, power.text])
          expect(field.trim(), god).not.toBe('');
        expect(power.rulings.length, `${god}'s rulings`).toBeGreaterThan(0);
        for (const ruling of power.rulings) expect(ruling.trim(), `${god}'s rulings`).not.toBe('');
      }
    },
  );

  it.each(LANGUAGES)('in %s: the words are for players, with no rule numbers or engine terms', (_, texts) => {
    for (const god of GOD_NAMES) {
      const words = [texts[god].text, ...texts[god].rulings].join(' ');
      expect(words, god).not.toMatch(/\bR\d+\b|\bBGA\b|chaosAnyDome|limusAnyDome|biaStarts|allowCirceEros/);
    }
  });

  it('has the same number of rulings for each god in every language (none forgotten in a translation)', () => {
    for (const god of GOD_NAMES)
      expect([POWERS_FR[god].rulings.length, POWERS_NL[god].rulings.length], god).toEqual([
        POWERS_EN[god].rulings.length,
        POWERS_EN[god].rulings.length,
      ]);
  });
});
