import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { sideLetter, sideName } from './seats.js';

const SIDES = [0, 1, 2];

describe("the letter on a side's workers", () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  const cases = [
    { language: 'en', letters: ['B', 'W', 'O'] },
    { language: 'fr', letters: ['B', 'L', 'O'] },
    { language: 'nl', letters: ['B', 'W', 'O'] },
  ] as const;
  for (const { language, letters } of cases)
    it(`comes from the colour's name in ${language}, one letter per side`, async () => {
      await setLanguage(language);
      const shown = SIDES.map(sideLetter);
      expect(shown).toEqual(letters);
      expect(new Set(shown).size).toBe(SIDES.length);
      // Each letter is in its colour's name (French Blanc takes its L, as Bleu has the B).
      for (const side of SIDES) expect(sideName(side).toUpperCase()).toContain(shown[side]);
    });
});
