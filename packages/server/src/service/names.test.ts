import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkName, nameKey } from './names.js';
import { Refusal } from './refusal.js';

/** What checkName makes of a name: the name kept, or the refusal's message. */
function outcome(name: string): { name: string } | { refused: string } {
  try {
    return { name: checkName(name) };
  } catch (error) {
    if (error instanceof Refusal && error.code === 'malformed') return { refused: error.message };
    throw error;
  }
}

describe('checkName', () => {
  it.each([
    ['Ann', 'Ann'],
    [' Ann ', 'Ann'],
    ['Ann   Lee', 'Ann Lee'],
    ['Ann\u00a0\u2003Lee', 'Ann Lee'],
    ['Ａｎｎ', 'Ann'],
    ['Ann\u0301', 'Anń'],
    ['ﬁne', 'fine'],
    ['Zoë', 'Zoë'],
    ['李小龍', '李小龍'],
    ['R2-D2', 'R2-D2'],
    ['7', '7'],
    ['x'.repeat(24), 'x'.repeat(24)],
    [` ${'x'.repeat(24)} `, 'x'.repeat(24)],
  ])('keeps %j as %j', (given, kept) => {
    expect(outcome(given)).toEqual({ name: kept });
  });

  it.each([
    ['', /1 to 24 characters.*got 0/],
    [' ', /1 to 24 characters.*got 0/],
    ['\u3000', /1 to 24 characters.*got 0/],
    ['x'.repeat(25), /1 to 24 characters.*got 25/],
    ['.', /at least one letter or digit/],
    ['- -', /at least one letter or digit/],
    ['❤️', /at least one letter or digit/],
    ['Ann\n', /control characters \(U\+000A\)/],
    ['\u001b[31mAnn', /control characters \(U\+001B\)/],
    ['Ann\u0085', /control characters \(U\+0085\)/],
    ['Ann\u2028Lee', /control characters \(U\+2028\)/],
    ['\u200b', /invisible or text-direction characters \(U\+200B\)/],
    ['A\u200bnn', /invisible or text-direction characters \(U\+200B\)/],
    ['A\u200dnn', /\(U\+200D\)/],
    ['A\u00adnn', /\(U\+00AD\)/],
    ['Ann\u202egnp.exe', /\(U\+202E\)/],
    ['\u2066Ann\u2069', /\(U\+2066\)/],
    ['A\u2060nn', /\(U\+2060\)/],
    ['\ufeffAnn', /\(U\+FEFF\)/],
    ['Ann\u3164', /invisible/],
    ['\ud800Ann', /unpaired surrogates/],
    ['Ann\udfff', /unpaired surrogates/],
  ])('refuses %j as malformed, saying why', (given, why) => {
    const result = outcome(given);
    expect(result).toHaveProperty('refused');
    if ('refused' in result) expect(result.refused).toMatch(why);
  });

  it('keeps names normalised: checking a kept name again keeps it as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (given) => {
        const result = outcome(given);
        if ('name' in result) expect(outcome(result.name)).toEqual(result);
      }),
      { numRuns: 2000 },
    );
  });

  it('never keeps a name that is empty, spaced at an end, too long or without a letter or digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (given) => {
        const result = outcome(given);
        if (!('name' in result)) return;
        const { name } = result;
        expect(name).toBe(name.trim());
        expect(Array.from(name).length).toBeGreaterThanOrEqual(1);
        expect(Array.from(name).length).toBeLessThanOrEqual(24);
        expect(name).toMatch(/[\p{L}\p{N}]/u);
        expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]/u);
        expect(name).not.toMatch(/\s\s/u);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('nameKey', () => {
  it.each([
    ['Ann', 'ann'],
    ['ann ', 'ann'],
    ['ANN', 'ann'],
    ['Аnn', 'ann'], // Cyrillic А
    ['Ann\u0301', 'ann'], // combining acute
    ['Ánn', 'ann'],
    ['A\u200bnn', 'ann'],
    ['Ａｎｎ', 'ann'],
    ['  Ann   Lee ', 'ann lee'],
    ['раураl', 'paypal'], // Cyrillic р а у а
    ['ΑΝΝ', 'ann'], // Greek capitals
    ['Straße', 'strasse'],
    ['STRAẞE', 'strasse'],
    ['ВОВ', 'bob'], // Cyrillic capitals
    ['ѕсоре', 'scope'],
  ])('keys %j as %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it.each([
    ['Ann', 'Anne'],
    ['Ann Lee', 'AnnLee'],
    ['Al', 'A1'],
    ['李', '季'],
  ])('keeps %j and %j apart', (one, other) => {
    expect(nameKey(one)).not.toBe(nameKey(other));
  });

  const names = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 24 }),
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.string({
      unit: fc.constantFrom('a', 'A', 'е', 'Е', 'Α', 'В', '\u0301', ' ', '\u200b', 'ß', 'ẞ', 'İ', 'ı'),
      maxLength: 12,
    }),
  );

  it('is stable for every single code point of the first three planes, alone or beside a letter', () => {
    const unstable: string[] = [];
    for (let point = 0; point < 0x30000; point++) {
      if (point >= 0xd800 && point <= 0xdfff) continue;
      const char = String.fromCodePoint(point);
      for (const name of [char, `a${char}`]) {
        const key = nameKey(name);
        if (nameKey(key) !== key) unstable.push(name);
      }
    }
    expect(unstable).toEqual([]);
  });

  it('is stable: a key keyed again, or the key of the kept name, is the same key', () => {
    fc.assert(
      fc.property(names, (name) => {
        const key = nameKey(name);
        expect(nameKey(key)).toBe(key);
        const kept = outcome(name);
        if ('name' in kept) expect(nameKey(kept.name)).toBe(key);
      }),
      { numRuns: 3000 },
    );
  });
});
