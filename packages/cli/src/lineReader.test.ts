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
});
