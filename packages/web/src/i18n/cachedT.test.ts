import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cacheTranslations } from './cachedT.js';

/** An i18next instance of its own, with a count of the strings it worked out (a post-processor). */
function instance() {
  const worked = { count: 0 };
  const words = i18next.createInstance();
  void words
    .use({
      type: 'postProcessor',
      name: 'count',
      process: (value: string) => {
        worked.count++;
        return value;
      },
    })
    .init({
      lng: 'en',
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false },
      postProcess: ['count'],
      resources: {
        en: {
          translation: {
            hello: 'Hello {{who}}',
            turn_one: '{{count}} turn',
            turn_other: '{{count}} turns',
            tree: { a: 'A' },
          },
        },
        fr: { translation: { hello: 'Bonjour {{who}}' } },
      },
    });
  cacheTranslations(words);
  // The app's catalog types the keys of `t`; these words are not the app's.
  const t = words.t as unknown as (key: string, options?: object) => unknown;
  return { words, t, worked };
}

describe('translations remembered', () => {
  it('works a plain call out once, and tells different options apart', () => {
    const { t, worked } = instance();
    expect(t('hello', { who: 'Ann' })).toBe('Hello Ann');
    expect(t('hello', { who: 'Ann' })).toBe('Hello Ann');
    expect(worked.count).toBe(1);
    expect(t('hello', { who: 'Bob' })).toBe('Hello Bob');
    expect(t('turn', { count: 1 })).toBe('1 turn');
    expect(t('turn', { count: 2 })).toBe('2 turns');
    expect(t('hello', { who: 'Ann', lng: 'fr' })).toBe('Bonjour Ann');
    expect(worked.count).toBe(5);
  });

  it('answers in the new language, and with words added later', async () => {
    const { words, t } = instance();
    expect(t('hello', { who: 'Ann' })).toBe('Hello Ann');
    await words.changeLanguage('fr');
    expect(t('hello', { who: 'Ann' })).toBe('Bonjour Ann');
    words.addResourceBundle('fr', 'translation', { hello: 'Salut {{who}}' }, true, true);
    expect(t('hello', { who: 'Ann' })).toBe('Salut Ann');
  });

  it('passes other calls straight through, remembering nothing', () => {
    const { t, worked } = instance();
    expect(t('tree', { returnObjects: true })).toEqual({ a: 'A' });
    const before = worked.count;
    t('hello', { who: 'Ann', extra: { nested: true } });
    t('hello', { who: 'Ann', extra: { nested: true } });
    expect(worked.count - before).toBe(2);
  });
});
