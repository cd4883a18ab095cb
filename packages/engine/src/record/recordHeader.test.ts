import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeItem, formatHeader, listItems, parseHeader, valueText } from './recordHeader.js';

const header = (line: string): ReturnType<typeof parseHeader> & { ok: true } => {
  const parsed = parseHeader(line);
  if (!parsed.ok) throw new Error(parsed.error.kind);
  return parsed;
};

describe('record header lines', () => {
  it('reads the key and the value, a backslash making the next character plain', () => {
    const { value } = header('[Players "O\\"Neil\\, Jr., back\\\\slash"]');
    expect(value.key).toBe('Players');
    expect(valueText(value)).toBe('O"Neil, Jr., back\\slash');
    expect(listItems(value)).toEqual([
      { text: 'O"Neil, Jr.', plain: false },
      { text: 'back\\slash', plain: false },
    ]);
  });

  it('splits lists at plain commas, trims plain spaces, and reads an empty value as no items', () => {
    expect(listItems(header('[Gods " apollo ,athena,  none"]').value).map((item) => item.text)).toEqual([
      'apollo',
      'athena',
      'none',
    ]);
    expect(listItems(header('[Rules ""]').value)).toEqual([]);
    expect(listItems(header('[Rules "  "]').value)).toEqual([]);
    expect(listItems(header('[Players "?, \\?"]').value)).toEqual([
      { text: '?', plain: true },
      { text: '?', plain: false },
    ]);
  });

  it('refuses lines that are not headers', () => {
    for (const line of ['[Gods]', '[Gods "a"b"]', '[Gods "a\\"]', 'Gods "a"', '[Gods "a"] x', '[Go-ds "a"]'])
      expect(parseHeader(line).ok, line).toBe(false);
  });

  it('writes any list of trimmed, non-empty items so that it reads back the same', () => {
    const item = fc
      .string({ minLength: 1, unit: 'grapheme' })
      .filter((text) => text.trim() === text && text !== '');
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 5 }), (items) => {
        const line = formatHeader('Players', items.map(escapeItem).join(', '));
        expect(listItems(header(line).value).map((read) => read.text)).toEqual(items);
      }),
      { numRuns: 500 },
    );
  });
});
