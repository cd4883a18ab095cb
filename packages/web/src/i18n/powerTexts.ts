import type { GodName } from '@santorini/engine';

/** The languages the power texts are written in. */
export type PowerTextLanguage = 'en' | 'fr' | 'nl';

/** One God Power card's words, for people: no rule numbers, no engine terms. */
export interface PowerText {
  /** The god's name as printed in that language, e.g. `Apollo`, `Héphaïstos`. */
  readonly title: string;
  /** The god's epithet, e.g. "God of Music". */
  readonly epithet: string;
  /** When the power works, e.g. "Your Move". */
  readonly timing: string;
  /** The power in one sentence, for a seat's card. */
  readonly summary: string;
  /** The full power, in our own words. */
  readonly text: string;
  /** The tricky cases, one short line each, as this app plays them. */
  readonly rulings: readonly string[];
}

/** Every god's card in one language. */
export type PowerTexts = Readonly<Record<GodName, PowerText>>;
