import { describe, expect, it } from 'vitest';
import { commandWords } from './commandWords.js';

describe('commandWords', () => {
  it('splits on spaces and keeps quoted text together', () => {
    expect(commandWords('node  engine.js --level 3')).toEqual({
      ok: true,
      value: ['node', 'engine.js', '--level', '3'],
    });
    expect(commandWords(`"my engine" 'a b' c\\ d ""`)).toEqual({
      ok: true,
      value: ['my engine', 'a b', 'c d', ''],
    });
    expect(commandWords(`say "x \\"y\\" z" 'it\\s'`)).toEqual({
      ok: true,
      value: ['say', 'x "y" z', 'it\\s'],
    });
  });

  it('refuses an unclosed quote and an empty line', () => {
    expect(commandWords('engine "--level 3')).toEqual({ ok: false, error: 'unclosed " in the command line' });
    expect(commandWords('   ')).toEqual({ ok: false, error: 'the command line is empty' });
  });
});
