import { describe, expect, it } from 'vitest';
import { writeProblem } from './savedGame.js';
import { notASquare } from './squareWords.js';

describe('words for what went wrong', () => {
  it('says why a file cannot be written, in plain words for the common system errors', () => {
    const failure = (code: string): Error => Object.assign(new Error(`${code}: raw`), { code });
    expect(writeProblem('/x/y.txt', failure('ENOENT'))).toBe('cannot write /x/y.txt: no such folder');
    expect(writeProblem('/y.txt', failure('EACCES'))).toBe('cannot write /y.txt: permission denied');
    expect(writeProblem('/tmp', failure('EISDIR'))).toBe('cannot write /tmp: that is a folder');
    expect(writeProblem('a', failure('EWEIRD'))).toBe('cannot write a: EWEIRD: raw');
  });

  it('names the first word written like a square that is none', () => {
    expect(notASquare('@z9 @a1')).toBe('z9 is not a square (files a-e, ranks 1-5)');
    expect(notASquare('b2-b6 +a1')).toBe('b6 is not a square (files a-e, ranks 1-5)');
    expect(notASquare('b2-b3 +b4D')).toBeNull();
    expect(notASquare('pass')).toBeNull();
  });
});
