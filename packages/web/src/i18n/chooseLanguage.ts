import { isLanguage, type Language } from './i18n.js';

/** Where the user's own pick is kept (localStorage). */
export const LANGUAGE_KEY = 'santorini.language';

/**
 * The language to start in: the user's saved pick, else the first of the browser's languages
 * (`navigator.languages`, most preferred first) that the app is written in, by its primary subtag
 * ("fr-BE" is French), else English.
 */
export function chooseLanguage(saved: string | null, preferred: readonly string[]): Language {
  if (saved !== null && isLanguage(saved)) return saved;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The saved pick, or null where there is none or storage is unavailable (private modes). */
export function savedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the user's pick for the next visit; a browser that refuses storage just forgets it. */
export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Nothing to do: the pick still holds for this page.
  }
}
