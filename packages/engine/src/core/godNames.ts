/** The 30 base-box God Powers, in rulebook order (1–10 Simple Gods, 11–30 Advanced Gods). */
export const GOD_NAMES = [
  'apollo',
  'artemis',
  'athena',
  'atlas',
  'demeter',
  'hephaestus',
  'hermes',
  'minotaur',
  'pan',
  'prometheus',
  'aphrodite',
  'ares',
  'bia',
  'chaos',
  'charon',
  'chronus',
  'circe',
  'dionysus',
  'eros',
  'hera',
  'hestia',
  'hypnus',
  'limus',
  'medusa',
  'morpheus',
  'persephone',
  'poseidon',
  'selene',
  'triton',
  'zeus',
] as const;

export type GodName = (typeof GOD_NAMES)[number];

/** The Simple Gods (cards 1–10, the first ten of GOD_NAMES): Chaos's deck (rules.md §7, 14). */
export const SIMPLE_GODS: readonly GodName[] = GOD_NAMES.slice(0, 10);

export const isGodName = (value: unknown): value is GodName =>
  typeof value === 'string' && (GOD_NAMES as readonly string[]).includes(value);

/** Display name, e.g. `Apollo`. */
export const godTitle = (god: GodName): string => god.charAt(0).toUpperCase() + god.slice(1);
