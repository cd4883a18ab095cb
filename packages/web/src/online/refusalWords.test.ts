import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { ApiError, failureText } from './api.js';
import { refusalWords, type ServerRefusal } from './refusalWords.js';

const ENGLISH = 'b2-b3: b3 is 2 levels above b2';
const TOO_HIGH: ServerRefusal = {
  message: ENGLISH,
  reason: 'tooHigh',
  squares: ['b2', 'b3'],
  levels: [0, 2],
  step: 'b2-b3',
};

describe('refusalWords', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('writes an illegal turn in the player’s language from the engine’s data, not the server’s English', async () => {
    await setLanguage('fr');
    const french = refusalWords(TOO_HIGH, 2);
    await setLanguage('nl');
    const dutch = refusalWords(TOO_HIGH, 2);
    for (const words of [french, dutch]) {
      expect(words).not.toBe(ENGLISH);
      expect(words.startsWith('b2-b3: ')).toBe(true);
      expect(words).toContain('b3');
    }
    expect(french).not.toBe(dutch);
  });

  it('keeps the server’s words without data, for a reason it has no words for, or squares it cannot read', () => {
    expect(refusalWords({ message: ENGLISH }, 2)).toBe(ENGLISH);
    expect(refusalWords({ ...TOO_HIGH, reason: 'somethingNew' as 'tooHigh' }, 2)).toBe(ENGLISH);
    expect(refusalWords({ ...TOO_HIGH, squares: ['z9'] }, 2)).toBe(ENGLISH);
  });

  it('is how a refused turn over HTTP is shown', async () => {
    await setLanguage('fr');
    const refused = new ApiError('illegal', ENGLISH, 422, undefined, TOO_HIGH);
    expect(failureText(refused, 2)).toBe(refusalWords(TOO_HIGH, 2));
    expect(failureText(refused, 2)).not.toBe(ENGLISH);
  });
});
