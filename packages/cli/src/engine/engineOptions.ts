import { MAX_LEVEL, MIN_LEVEL } from '@santorini/ai';
import { err, ok, quoteText, type Result } from '@santorini/engine';
import { wholeNumberIn, type NumberRange } from '../wholeNumber.js';

/** What `setoption` and `santorini engine --level N --seed S` set (spec §6). */
export interface EngineOptions {
  /** Playing level, MIN_LEVEL..MAX_LEVEL; the default is full strength. */
  readonly level: number;
  readonly seed: number;
  /**
   * Threads to search on: above 1, level 8's base-game searches get Threads − 1 lazy-SMP helpers
   * sharing the transposition table (`SearchHelpers`); other searches run on one.
   */
  readonly threads: number;
}

export const DEFAULT_OPTIONS: EngineOptions = { level: MAX_LEVEL, seed: 0, threads: 1 };

export type OptionName = keyof EngineOptions;

const OPTION_NAMES: Readonly<Record<string, OptionName>> = {
  level: 'level',
  seed: 'seed',
  threads: 'threads',
};

/** The option a `setoption name <Name>` means; names are case-insensitive, as in UCI. */
export function optionName(text: string): Result<OptionName, string> {
  const key = text.toLowerCase();
  const name = Object.hasOwn(OPTION_NAMES, key) ? OPTION_NAMES[key] : undefined;
  return name === undefined
    ? err(`unknown option ${quoteText(text)} (options: Level, Seed, Threads)`)
    : ok(name);
}

/** Far more threads than any machine has (each is a worker thread: set what the machine has). */
export const MAX_THREADS = 1024;

/** Each option's range, and its name as the protocol writes it. */
export const OPTION_RANGES: Readonly<Record<OptionName, NumberRange>> = {
  level: { what: 'Level', min: MIN_LEVEL, max: MAX_LEVEL },
  // The seed feeds a 32-bit generator: any integer that fits 32 bits, signed or not.
  seed: { what: 'Seed', min: -0x8000_0000, max: 0xffff_ffff },
  threads: { what: 'Threads', min: 1, max: MAX_THREADS },
};

/** The value of one option from its text, checked against the option's range. */
export const optionValue = (name: OptionName, text: string): Result<number, string> =>
  wholeNumberIn(text, OPTION_RANGES[name]);
