import type { GodName } from '@santorini/engine';
import { POWERS_NAMESPACE, currentLanguage, i18n, type Language } from '../i18n/i18n.js';
import { POWERS_EN } from '../i18n/powers.en.js';
import type { PowerText, PowerTexts } from '../i18n/powerTexts.js';

/**
 * A god's power card words (title, epithet, timing, summary, text, rulings) in `language`, the
 * current one unless told: English until that language's texts are loaded. Components that show it
 * call `useTranslation()` so that they are drawn again when the language changes.
 */
export function powerText(god: GodName, language: Language = currentLanguage()): PowerText {
  const texts = i18n.getResourceBundle(language, POWERS_NAMESPACE) as PowerTexts | undefined;
  return (texts ?? POWERS_EN)[god];
}
