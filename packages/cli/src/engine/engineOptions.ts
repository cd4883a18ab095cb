import { MAX_LEVEL, MIN_LEVEL } from '@santorini/ai';
import { err, ok, type Result } from '@santorini/engine';

/** What `setoption` and `santorini engine --level N --seed S` set (spec §6). */
export interface EngineOptions {
  /** Playing level, MIN_LEVEL..MAX_LEVEL; the default is full strength. */
  readonly level: number;
  readonly seed: number;
  /** Accepted and remembered, but the search runs on one thread. */
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
  return name === undefined ? err(`unknown option '${text}' (options: Level, Seed, Threads)`) : ok(name);
}

/** The value of one option from its text, checked against the option's range. */
export function optionValue(name: OptionName, text: string): Result<number, string> {
  if (!/^-?\d{1,10}$/.test(text)) return err(`${name} must be a whole number, got '${text}'`);
  const value = Number(text);
  switch (name) {
    case 'level':
      return value >= MIN_LEVEL && value <= MAX_LEVEL
        ? ok(value)
        : err(`level must be ${MIN_LEVEL} to ${MAX_LEVEL}, got ${value}`);
    case 'seed':
      // The seed feeds a 32-bit generator: any integer that fits 32 bits, signed or not.
      return value >= -0x8000_0000 && value <= 0xffff_ffff
        ? ok(value)
        : err(`seed must fit in 32 bits, got ${value}`);
    case 'threads':
      return value >= 1 ? ok(value) : err(`threads must be 1 or more, got ${value}`);
  }
}
