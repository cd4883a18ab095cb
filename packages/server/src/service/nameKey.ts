/**
 * Letters of other scripts that look like a Latin letter in common fonts, mapped to that letter
 * (lower case). Drawn from the prototypes of Unicode's confusables data (UTS #39,
 * confusables.txt) for the Cyrillic and Greek letters that pass for Latin ones; full-width and
 * other compatibility forms need no entry (NFKC maps them), nor do accented letters (their marks
 * are dropped). Upper-case entries are for capitals whose lower case looks different (Cyrillic
 * В, Н, М, Т; Greek Β, Η, Μ, Ν, …).
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic, lower case
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  һ: 'h',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  // Cyrillic, capitals
  А: 'a',
  В: 'b',
  Е: 'e',
  К: 'k',
  М: 'm',
  Н: 'h',
  О: 'o',
  Р: 'p',
  С: 'c',
  Т: 't',
  У: 'y',
  Х: 'x',
  І: 'i',
  Ј: 'j',
  Ѕ: 's',
  Ԛ: 'q',
  Ԝ: 'w',
  Ӏ: 'l',
  Ү: 'y',
  // Greek, lower case
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Greek, capitals
  Α: 'a',
  Β: 'b',
  Ε: 'e',
  Ζ: 'z',
  Η: 'h',
  Ι: 'i',
  Κ: 'k',
  Μ: 'm',
  Ν: 'n',
  Ο: 'o',
  Ρ: 'p',
  Τ: 't',
  Υ: 'y',
  Χ: 'x',
};

const mapLookAlikes = (text: string): string =>
  Array.from(text, (char) => LOOK_ALIKES[char] ?? char).join('');

/**
 * Case folding: lower, upper, then lower case, so that ß, ẞ and SS, ς and σ, ı and i fold alike
 * (ẞ only lowers to ß, which only uppers to SS).
 */
const fold = (text: string): string => text.toLowerCase().toUpperCase().toLowerCase();

/** Characters that render as nothing: never part of a key (names refuse them anyway). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * How account names are compared, so that names that look the same are the same account: NFKC,
 * invisible characters dropped, look-alike letters of other scripts mapped to Latin ones, case
 * folded, combining marks dropped (NFD), runs of whitespace one space, no space at either end.
 * "Ann", "ann ", "Аnn" (Cyrillic А) and "Ann\u0301" all have the key "ann". A key keyed again is
 * the same key.
 */
export function nameKey(name: string): string {
  const composed = mapLookAlikes(name.normalize('NFKC').replace(INVISIBLE, ''));
  const bare = fold(composed).normalize('NFD').replace(/\p{M}/gu, '');
  return mapLookAlikes(bare).replace(/\s+/gu, ' ').trim();
}
