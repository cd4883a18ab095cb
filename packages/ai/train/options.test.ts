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

  it('reads a whole number only when it is given, refusing one below its least', () => {
    const options = new Options(['--hidden', '48']);
    expect(options.optionalWhole('hidden', 1)).toBe(48);
    expect(options.optionalWhole('buckets', 1)).toBeUndefined();
    expect(() => new Options(['--hidden', '0']).optionalWhole('hidden', 1)).toThrow(
      '--hidden: expected a number from 1',
    );
    expect(() => new Options(['--hidden', '2.5']).optionalWhole('hidden', 1)).toThrow('whole number');
  });

  it('accepts a command line of known options', () => {
    const options = new Options(['--data', 'a', '--data', 'b']);
    expect(options.all('data')).toEqual(['a', 'b']);
    expect(() => {
      options.refuseUnknown();
    }).not.toThrow();
  });
});
