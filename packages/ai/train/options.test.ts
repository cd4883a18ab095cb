import { describe, expect, it } from 'vitest';
import { Options } from './options.js';

describe('the training commands’ options', () => {
  it('reads values and refuses an option the command never asks for, naming the ones it has', () => {
    const options = new Options(['--games', '12', '--help']);
    expect(options.whole('games', 200, 1)).toBe(12);
    expect(options.text('out', 'x.jsonl')).toBe('x.jsonl');
    expect(() => {
      options.refuseUnknown();
    }).toThrow('unknown option --help; the options are --games, --out');
  });

  it('accepts a command line of known options', () => {
    const options = new Options(['--data', 'a', '--data', 'b']);
    expect(options.all('data')).toEqual(['a', 'b']);
    expect(() => {
      options.refuseUnknown();
    }).not.toThrow();
  });
});
