import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePosition } from './json.js';
import { parseTurn } from '../written/notation.js';
import { excerpt, QUOTE_LIMIT, quoteText, quoteValue } from '../core/quote.js';
import { parseRecord } from '../record/recordParse.js';

/** The part between the quotes, whatever follows them. */
const inside = (quoted: string): string => quoted.slice(1, quoted.lastIndexOf('"'));

describe('quoteText', () => {
  it('quotes a short text whole, as JSON would', () => {
    expect(quoteText('c3-d4 +d5')).toBe('"c3-d4 +d5"');
    expect(quoteText('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
  });

  it('keeps a message on one line: control characters and line separators are escaped', () => {
    expect(quoteText('c3-d4\n+d5')).toBe('"c3-d4\\n+d5"');
    expect(quoteText('\u001b[31mred\r')).toBe('"\\u001b[31mred\\r"');
    expect(quoteText('\u007f\u009b\u2028\u2029')).toBe('"\\u007f\\u009b\\u2028\\u2029"');
  });

  it('cuts a long text with an ellipsis and says how long it was', () => {
    const turn = 'c3-d4 +d5 '.repeat(10_000);
    const quoted = quoteText(turn);
    expect(quoted).toBe(`"${turn.slice(0, QUOTE_LIMIT - 1)}…" (100,000 characters)`);
  });

  it('never shows more than the limit between the quotes, nor splits a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const quoted = quoteText(text);
        expect(inside(quoted).length).toBeLessThanOrEqual(QUOTE_LIMIT);
        // eslint-disable-next-line no-control-regex -- control characters are what must not appear
        expect(quoted).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
        expect(quoted).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
        if (!quoted.endsWith('characters)')) expect(JSON.parse(quoted)).toBe(text);
      }),
    );
  });
});

describe('quoteValue', () => {
  it('writes a small value as its JSON', () => {
    expect(quoteValue({ a: [1, 'x', null, true] })).toBe('{"a":[1,"x",null,true]}');
    expect(quoteValue([])).toBe('[]');
    expect(quoteValue(undefined)).toBe('undefined');
    expect(quoteValue(1e300)).toBe('1e+300');
    expect(quoteValue('a\nb')).toBe('"a\\nb"');
  });

  it('cuts a long value with an ellipsis', () => {
    const shown = quoteValue({ workers: Array.from({ length: 1_000_000 }, () => 'a1') });
    expect(shown).toBe(`${'{"workers":["a1",'.padEnd(QUOTE_LIMIT - 1, '"a1",').slice(0, QUOTE_LIMIT - 1)}…`);
  });

  it('shows a value nested 100,000 levels deep without running out of stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = level % 2 === 0 ? [deep] : { a: deep };
    const shown = quoteValue(deep);
    expect(shown).toHaveLength(QUOTE_LIMIT);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('agrees with JSON.stringify up to the cut', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = JSON.stringify(value);
        const shown = quoteValue(value);
        if (json.length <= QUOTE_LIMIT && !/[\u007f-\u009f\u2028\u2029]/.test(json)) expect(shown).toBe(json);
        if (typeof value !== 'string') expect(shown.length).toBeLessThanOrEqual(QUOTE_LIMIT);
      }),
    );
  });
});

describe('excerpt', () => {
  it('shows the start of a text unquoted, on one line', () => {
    expect(excerpt('{"players": [}')).toBe('{"players": [}');
    expect(excerpt('a\u0000b\u001b\u0085\ud800')).toBe('a\\u0000b\\u001b\\u0085\\ud800');
    expect(excerpt('x'.repeat(100))).toBe(`${'x'.repeat(QUOTE_LIMIT - 1)}…`);
  });
});

describe('the engine quotes what it was given', () => {
  const EMPTY_BOARD = JSON.parse(
    '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}',
  ) as Record<string, unknown>;

  const oneShortLine = (message: string): void => {
    expect(message).not.toContain('\n');
    expect(message.length).toBeLessThan(300);
  };

  it('in a malformed turn', () => {
    const turn = parseTurn(`c3-d4 +d5 ${'x'.repeat(100_000)}`);
    expect(turn.ok).toBe(false);
    if (turn.ok) return;
    oneShortLine(turn.error.message);
    expect(turn.error.message).toMatch(
      /^"x{59}…" \(100,000 characters\) in "c3-d4 \+d5 x+…" \(100,010 characters\)/,
    );
    const twoLines = parseTurn('@a1 @b2\n@c3');
    expect(twoLines.ok || twoLines.error.message).toMatch(/^"@a1 @b2\\n@c3": /);
  });

  it('in a bad position field, a field name included', () => {
    const position = parsePosition({ ...EMPTY_BOARD, 'a\nb': 1 });
    expect(position).toMatchObject({
      ok: false,
      error: { field: '["a\\nb"]', message: '["a\\nb"]: unknown field "a\\nb"' },
    });
    const long = parsePosition({ ...EMPTY_BOARD, toMove: 'y'.repeat(100_000) });
    expect(long.ok || long.error.message).toMatch(
      /^toMove: expected an integer .*, got "y+…" \(100,000 characters\)$/,
    );
    if (!long.ok) oneShortLine(long.error.message);
  });

  it('in a record', () => {
    const headers = '[Gods "none, none"]\n[Start "0"]\n';
    const cases = [
      `${headers}[Seed "${'9'.repeat(100_000)}x"]\n`,
      `[Gods "none, ${'z\u0007'.repeat(50_000)}\n`,
      `${headers}[Seed "0"]\n\n1. @a1 @b2\n[Result "${'r'.repeat(100_000)}"]\n`,
      `${headers}[Seed "0"]\n\n${'1'.repeat(100_000)}. @a1 @b2\n`,
      JSON.stringify({ players: [{}, {}], start: 0, seed: 0, turns: [`@a1 ${'@b2'.repeat(50_000)}`] }),
    ];
    for (const text of cases) {
      const record = parseRecord(text);
      expect(record.ok).toBe(false);
      if (!record.ok) oneShortLine(record.error.message);
    }
  });
});
