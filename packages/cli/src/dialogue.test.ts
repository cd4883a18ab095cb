import { describe, expect, it } from 'vitest';
import { Dialogue } from './dialogue.js';
import { memoryIo } from './memoryIo.js';

describe('Dialogue', () => {
  it('prompts, returns trimmed answers, and echoes them when asked to', async () => {
    const io = memoryIo('  yes \nno\n');
    const dialogue = new Dialogue(io.stdin, io.stdout, true);
    expect(await dialogue.ask('Sure? ')).toBe('yes');
    dialogue.say('OK.');
    expect(await dialogue.ask('Again? ')).toBe('no');
    expect(await dialogue.ask('Last? ')).toBeUndefined();
    expect(io.stdoutText()).toBe('Sure?   yes \nOK.\nAgain? no\nLast? \n');
  });

  it('does not echo input that the terminal already shows', async () => {
    const io = memoryIo('yes\n');
    const dialogue = new Dialogue(io.stdin, io.stdout, false);
    expect(await dialogue.ask('Sure? ')).toBe('yes');
    expect(io.stdoutText()).toBe('Sure? ');
  });
});
