import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineReader } from './lineReader.js';

async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const part of parts) {
    await Promise.resolve();
    yield part;
  }
}

const readAll = async (reader: LineReader): Promise<string[]> => {
  const lines: string[] = [];
  for (let line = await reader.next(); line !== undefined; line = await reader.next()) lines.push(line);
  return lines;
};

describe('LineReader', () => {
  it('splits chunks into lines, whatever the chunk boundaries', async () => {
    const reader = new LineReader(chunks('one\ntw', 'o\r\n\nthr', 'ee'));
    expect(await readAll(reader)).toEqual(['one', 'two', '', 'three']);
  });

  it('decodes UTF-8 split across byte chunks', async () => {
    const bytes = new TextEncoder().encode('é\nß\n');
    const reader = new LineReader(chunks(bytes.slice(0, 1), bytes.slice(1)));
    expect(await readAll(reader)).toEqual(['é', 'ß']);
  });

  it('keeps returning undefined at the end', async () => {
    const reader = new LineReader(chunks('a\n'));
    expect(await readAll(reader)).toEqual(['a']);
    expect(await reader.next()).toBeUndefined();
  });

  it('stops reading when closed', async () => {
    const reader = new LineReader(chunks('a\nb\n', 'c\n'));
    expect(await reader.next()).toBe('a');
    await reader.close();
    expect(await readAll(reader)).toEqual(['b']);
  });

  it('gives the lines of any text cut into any chunks, a long line built from many chunks too', async () => {
    const text = fc
      .array(fc.constantFrom('a', 'é', '\n', '\r\n', '\r', ' '), { maxLength: 80 })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(text, fc.array(fc.nat(80), { maxLength: 10 }), async (whole, cuts) => {
        const ends = [...new Set(cuts.map((cut) => Math.min(cut, whole.length)))].sort((a, b) => a - b);
        const parts = [0, ...ends, whole.length]
          .slice(1)
          .map((end, index, all) => whole.slice(index === 0 ? 0 : all[index - 1], end));
        // Lines end at \n (a \r before it dropped); an unterminated last line is kept as it is.
        const pieces = whole.split('\n');
        const last = pieces.pop() ?? '';
        const expected = [...pieces.map((line) => line.replace(/\r$/, '')), ...(last === '' ? [] : [last])];
        expect(await readAll(new LineReader(chunks(...parts)))).toEqual(expected);
      }),
    );
  });
});
