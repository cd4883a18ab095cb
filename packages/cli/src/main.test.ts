import { describe, expect, it } from 'vitest';
import { main } from './main.js';
import { memoryIo, runCaptured } from './memoryIo.js';

describe('santorini (dispatch)', () => {
  it.each([[['--help']], [['-h']], [['help']]])('%j prints the usage on stdout', async (argv) => {
    const run = await runCaptured(argv);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: santorini <command>');
    expect(run.stderr).toBe('');
  });

  it.each(['moves', 'apply', 'perft', 'play', 'engine', 'analyze', 'arena'])(
    '%s --help prints that command’s usage',
    async (name) => {
      const run = await runCaptured([name, '--help']);
      expect(run).toMatchObject({ status: 0, stderr: '' });
      expect(run.stdout).toContain(`Usage: santorini ${name}`);
    },
  );

  it('help COMMAND prints that command’s usage', async () => {
    expect((await runCaptured(['help', 'perft'])).stdout).toContain('Usage: santorini perft');
  });

  it('no command is bad arguments', async () => {
    const run = await runCaptured([]);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toMatch(/^santorini: no command given\n\nUsage: santorini <command>/);
  });

  it.each(['mvoes', 'toString', '__proto__', '--json'])(
    'unknown command %s is bad arguments',
    async (name) => {
      const run = await runCaptured([name]);
      expect(run).toMatchObject({ status: 2, stdout: '' });
      expect(run.stderr).toContain(`unknown command "${name}"`);
      expect(run.stderr).toContain('Usage: santorini <command>');
    },
  );

  it('play rejects a bad --vs and a bad --seed', async () => {
    const vs = await runCaptured(['play', '--vs', 'robot']);
    expect(vs).toMatchObject({ status: 2, stdout: '' });
    expect(vs.stderr).toContain("--vs must be 'human', 'random' or 'ai'");
    const seed = await runCaptured(['play', '--seed', 'abc']);
    expect(seed).toMatchObject({ status: 2, stdout: '' });
    expect(seed.stderr).toContain('--seed must be a whole number');
  });

  it('turns an unexpected failure into one line and exit 3, without a stack trace', async () => {
    const io = memoryIo();
    const failingStdin = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('stdin went away')) }),
    };
    const status = await main(['moves'], { ...io, stdin: failingStdin });
    expect(status).toBe(3);
    expect(io.stdoutText()).toBe('');
    expect(io.stderrText()).toBe('santorini: internal error: stdin went away\n');
  });
});
