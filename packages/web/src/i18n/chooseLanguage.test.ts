import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './chooseLanguage.js';

describe('chooseLanguage', () => {
  it('keeps the saved pick over the browser languages', () => {
    expect(chooseLanguage('nl', ['fr-FR', 'en'])).toBe('nl');
  });

  it('takes the first browser language the app has, by its primary subtag', () => {
    expect(chooseLanguage(null, ['de-DE', 'fr-BE', 'nl'])).toBe('fr');
    expect(chooseLanguage(null, ['NL-be'])).toBe('nl');
  });

  it('ignores a saved value that is no language of the app', () => {
    expect(chooseLanguage('klingon', ['nl-NL'])).toBe('nl');
  });

  it('falls back to English', () => {
    expect(chooseLanguage(null, ['de', 'es-ES'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });
});
