import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cacheTranslations } from './cachedT.js';
import { elision } from './elision.js';
import { en } from './locales/en/index.js';
import { POWERS_EN } from './powers.en.js';
import type { PowerTexts } from './powerTexts.js';
import type { Catalog } from './catalog.js';

/** The languages the app is written in, by their BCP 47 tag, with each one's own name for itself. */
export const LANGUAGES = [
  { tag: 'en', name: 'English' },
  { tag: 'fr', name: 'Français' },
  { tag: 'nl', name: 'Nederlands' },
] as const;

export type Language = (typeof LANGUAGES)[number]['tag'];

export const isLanguage = (tag: string): tag is Language => LANGUAGES.some((lang) => lang.tag === tag);

/** The i18next namespace of the God Power cards' texts (`PowerTexts`, kept apart from the catalog's strings). */
export const POWERS_NAMESPACE = 'powers';

/** A language's words: the catalog, and the gods' power texts. */
interface LanguageWords {
  readonly catalog: Catalog;
  readonly powers: PowerTexts;
}

/**
 * English is in the first chunk, so words are there before anything is drawn (and in tests without
 * setup); the other languages' words are fetched when first chosen (catalog and power texts at once).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LanguageWords>> = {
  fr: async () => {
    const [catalog, powers] = await Promise.all([import('./locales/fr/index.js'), import('./powers.fr.js')]);
    return { catalog: catalog.fr, powers: powers.POWERS_FR };
  },
  nl: async () => {
    const [catalog, powers] = await Promise.all([import('./locales/nl/index.js'), import('./powers.nl.js')]);
    return { catalog: catalog.nl, powers: powers.POWERS_NL };
  },
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
    resources: { en: { translation: en, [POWERS_NAMESPACE]: POWERS_EN } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    postProcess: ['elision'],
  });
cacheTranslations(i18n);

/** Words for a key in the current language (for code outside React components). */
export const t = i18n.t.bind(i18n);

/** Switches the app to `language`, fetching its catalog first when it is not loaded yet. */
export async function setLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const words = await LOADERS[language]();
    i18n.addResourceBundle(language, 'translation', words.catalog);
    i18n.addResourceBundle(language, POWERS_NAMESPACE, words.powers);
  }
  await i18n.changeLanguage(language);
}

/** The language the app shows now. */
export const currentLanguage = (): Language => {
  const tag = i18n.language;
  return isLanguage(tag) ? tag : 'en';
};
