import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { refuse } from './refusal.js';

/** zxcvbn's score (0–4) a new account's password must reach: 2 is "somewhat guessable" or better. */
export const MIN_PASSWORD_SCORE = 2;

/** Why zxcvbn finds a password weak, by its warning's key, in a few words. */
const WEAKNESSES: Readonly<Record<string, string>> = {
  straightRow: 'a row of keys',
  keyPattern: 'a keyboard pattern',
  simpleRepeat: 'a repeated character',
  extendedRepeat: 'a repeated pattern',
  sequences: 'a sequence like abc or 123',
  recentYears: 'a recent year',
  dates: 'a date',
  topTen: 'one of the ten most used passwords',
  topHundred: 'one of the hundred most used passwords',
  common: 'a commonly used password',
  similarToCommon: 'close to a commonly used password',
  wordByItself: 'a single word',
  namesByThemselves: 'a name',
  commonNames: 'a common name',
  userInputs: 'built on the account name',
};

/**
 * How many characters of a password are scored: zxcvbn's time grows faster than the length (about
 * 40 ms for 100 characters here, 100–200 ms for 200, on the event loop), and a password that long
 * is long enough; longer ones are scored on their first 100.
 */
const SCORED_LENGTH = 100;

let meter: Promise<ZxcvbnFactory> | undefined;

/** The strength meter with the common dictionaries and keyboards: loaded on first use, once. */
function strengthMeter(): Promise<ZxcvbnFactory> {
  meter ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary, adjacencyGraphs }) =>
      new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: SCORED_LENGTH }),
  );
  return meter;
}

/**
 * A new account's password, or a malformed refusal when it is too easy to guess: scored by
 * zxcvbn (common passwords, words, names, repeats, sequences, keyboard patterns, dates, and the
 * account's own name) below MIN_PASSWORD_SCORE.
 */
export async function checkPasswordStrength(password: string, name: string): Promise<string> {
  const result = (await strengthMeter()).check(password, [name, ...name.split(' ')]);
  if (result.score >= MIN_PASSWORD_SCORE) return password;
  const warning = result.feedback.warning;
  const why = warning === null ? undefined : WEAKNESSES[warning];
  return refuse(
    'malformed',
    `password is too easy to guess${why === undefined ? '' : ` (${why})`}: ` +
      'use a longer one, e.g. three or four unrelated words',
  );
}
