import type { PostProcessorModule } from 'i18next';

/**
 * French elides "de", "que" and "le" before a vowel or a mute h: "le pouvoir d'Apollo", "qu'Hermès".
 * Only names are filled in before such words (gods, colours), so only capitalised words are elided;
 * square names ("de a1") are not.
 */
export const elide = (text: string): string =>
  text.replace(
    /(^|[\s(«])(de|que|le|De|Que|Le) (?=[AEIOUYÉÈÊHÂÎ])/g,
    (_match, before: string, word: string) => {
      const stem = word === 'que' || word === 'Que' ? word.slice(0, 2) : word.slice(0, 1);
      return `${before}${stem}'`;
    },
  );

/** i18next's hook for it: French only. */
export const elision: PostProcessorModule = {
  type: 'postProcessor',
  name: 'elision',
  process: (value: string, _key: string | string[], _options: unknown, translator: { language?: string }) =>
    translator.language === 'fr' ? elide(value) : value,
};
