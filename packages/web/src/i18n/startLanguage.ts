import { chooseLanguage, saveLanguage, savedLanguage } from './chooseLanguage.js';
import { currentLanguage, i18n, setLanguage, type Language } from './i18n.js';

/** `<html lang>` follows the language shown, for screen readers, hyphenation and spelling. */
i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

/**
 * Picks the language the page starts in and loads its catalog; the page is drawn once this settles,
 * so it never flashes English first. A catalog that fails to load leaves the page in English.
 */
export async function startLanguage(): Promise<void> {
  const language = chooseLanguage(savedLanguage(), navigator.languages);
  document.documentElement.lang = 'en';
  try {
    await setLanguage(language);
  } catch (error) {
    console.error(`The ${language} words could not be loaded; showing English.`, error);
  }
}

/** The user's pick from the language menu: shown at once and kept for the next visit. */
export async function pickLanguage(language: Language): Promise<void> {
  saveLanguage(language);
  await setLanguage(language);
}
