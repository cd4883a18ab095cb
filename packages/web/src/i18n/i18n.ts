import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { elision } from './elision.js';
import { en } from './locales/en/index.js';
import type { Catalog } from './catalog.js';

/** The languages the app is written in, by their BCP 47 tag, with each one's own name for itself. */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
  { tag: 'nl', name: 'Nederlands' },
] as const;

export type Language = (typeof LANGUAGES)[number]['tag'];

export const isLanguage = (tag: string): tag is Language => LANGUAGES.some((lang) => lang.tag === tag);

/**
 * English is in the first chunk, so words are there before anything is drawn (and in tests without
 * setup); the other catalogs are fetched when first chosen.
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  fr: async () => (await import('./locales/fr/index.js')).fr,
  nl: async () => (await import('./locales/nl/index.js')).nl,
};

/** The app's one i18next instance. */
export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(elision)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((lang) => lang.tag),
    resources: { en: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    postProcess: ['elision'],
  });

/** Words for a key in the current language (for code outside React components). */
export const t = i18n.t.bind(i18n);

/** Switches the app to `language`, fetching its catalog first when it is not loaded yet. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalog = await LOADERS[language]();
    i18n.addResourceBundle(language, 'translation', catalog);
  }
  await i18n.changeLanguage(language);
}

/** The language the app shows now. */
export const currentLanguage = (): Language => {
  const tag = i18n.language;
  return isLanguage(tag) ? tag : 'en';
};
