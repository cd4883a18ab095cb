import { describe, expect, it } from 'vitest';
import { parseCommand } from './protocolCommand.js';
import { MIDGAME } from './testPositions.js';

/** The error text for a line the parser must reject. */
function errorOf(line: string): string {
  const result = parseCommand(line);
  return result.ok ? `(accepted as ${result.value.kind})` : result.error;
}

const parsed = (line: string) => {
  const result = parseCommand(line);
  return result.ok ? result.value : { error: result.error };
};

describe('parseCommand', () => {
  it('reads the plain commands, with CRLF and surrounding spaces', () => {
    for (const word of ['sep', 'isready', 'newgame', 'stop', 'quit'])
      expect(parsed(`  ${word}\r`)).toEqual({ kind: word });
    expect(parsed('\r')).toEqual({ kind: 'blank' });
  });

  it('calls any other first word an unknown command, case included', () => {
    for (const line of ['uci', 'ISREADY', 'go!', 'positions {}'])
      expect(parsed(line)).toEqual({ error: 'unknown command' });
  });

  it('rejects arguments after a plain command', () => {
    expect(parsed('isready now')).toEqual({ error: 'isready takes no arguments, got "now"' });
  });

  it('reads go limits in any order and combination', () => {
    expect(parsed('go')).toEqual({ kind: 'go', limits: {} });
    expect(parsed('go movetime 1500')).toEqual({ kind: 'go', limits: { timeMs: 1500 } });
    expect(parsed('go nodes 20000   depth 7\r')).toEqual({ kind: 'go', limits: { nodes: 20000, depth: 7 } });
  });

  it('rejects a malformed go, naming the problem', () => {
    expect(parsed('go depth')).toEqual({ error: 'go: depth needs a number' });
    expect(parsed('go depth 0')).toEqual({
      error: 'go: depth must be a whole number from 1 to 999999999999: "0" is too small',
    });
    expect(parsed('go movetime -5')).toEqual({
      error: 'go: movetime must be a whole number from 0 to 999999999999: "-5" is too small',
    });
    expect(parsed('go nodes 1000000000000')).toEqual({
      error: 'go: nodes must be a whole number from 1 to 999999999999: "1000000000000" is too large',
    });
    expect(parsed('go depth 2.5')).toEqual({
      error: 'go: depth must be a whole number from 1 to 999999999999, got "2.5"',
    });
    expect(parsed('go depth 2 depth 3')).toEqual({ error: 'go: depth given twice' });
    expect(parsed('go infinite')).toEqual({
      error: 'go: unknown limit "infinite" (limits: movetime, depth, nodes)',
    });
  });

  it('reads a position on one line and rejects what the engine rejects', () => {
    const ok = parsed(`position   ${MIDGAME}\r`);
    expect('kind' in ok && ok.kind).toBe('position');
    expect(parsed('position')).toEqual({ error: 'position needs the position as JSON on the same line' });
    expect(errorOf('position [1,')).toMatch(/^invalid position: invalid JSON: /);
    expect(errorOf(`position ${MIDGAME.replace('"toMove":0', '"toMove":5')}`)).toMatch(
      /^invalid position: toMove/,
    );
  });

  it('reads setoption for Level, Seed and Threads in any case', () => {
    expect(parsed('setoption name Level value 3')).toEqual({ kind: 'setoption', name: 'level', value: 3 });
    expect(parsed('setoption name SEED value -12')).toEqual({ kind: 'setoption', name: 'seed', value: -12 });
    expect(parsed('setoption name threads value 2')).toEqual({
      kind: 'setoption',
      name: 'threads',
      value: 2,
    });
  });

  it('rejects setoption with a bad shape, name or value', () => {
    expect(parsed('setoption Level 3')).toEqual({
      error: 'setoption: expected setoption name <Level|Seed|Threads> value <v>',
    });
    expect(parsed('setoption name Level value 0')).toEqual({
      error: 'setoption: Level must be a whole number from 1 to 8: "0" is too small',
    });
    expect(parsed('setoption name Level value two')).toEqual({
      error: 'setoption: Level must be a whole number from 1 to 8, got "two"',
    });
    expect(parsed('setoption name Threads value 0')).toEqual({
      error: 'setoption: Threads must be a whole number from 1 to 1024: "0" is too small',
    });
    expect(errorOf('setoption name Seed value 99999999999')).toBe(
      'setoption: Seed must be a whole number from -2147483648 to 4294967295: "99999999999" is too large',
    );
    expect(errorOf('setoption name Seed value 4294967296')).toBe(
      'setoption: Seed must be a whole number from -2147483648 to 4294967295: "4294967296" is too large',
    );
    expect(errorOf('setoption name Seed value -2147483649')).toBe(
      'setoption: Seed must be a whole number from -2147483648 to 4294967295: "-2147483649" is too small',
    );
  });

  it('says which option a value of any size is too large for, and its range', () => {
    const huge = '99999999999999999999';
    expect(errorOf(`setoption name Level value ${huge}`)).toBe(
      `setoption: Level must be a whole number from 1 to 8: "${huge}" is too large`,
    );
    expect(errorOf(`setoption name Seed value ${huge}`)).toBe(
      `setoption: Seed must be a whole number from -2147483648 to 4294967295: "${huge}" is too large`,
    );
    expect(errorOf(`setoption name Threads value ${huge}`)).toBe(
      `setoption: Threads must be a whole number from 1 to 1024: "${huge}" is too large`,
    );
    expect(errorOf('setoption name Threads value 1025')).toMatch(/"1025" is too large$/);
    for (const limit of ['movetime', 'depth', 'nodes'])
      expect(errorOf(`go ${limit} ${huge}`)).toMatch(/ to 999999999999: "9+" is too large$/);
  });

  it('answers hostile lines with one short error line', () => {
    const long = 'x'.repeat(100_000);
    const lines = [
      `isready ${long}`,
      `isready a\u0007b\u001b[2J`,
      `go ${long} 1`,
      `go depth ${long}`,
      `setoption name ${long} value 1`,
      `position ${long}`,
      `position {"players": "${long}"}`,
      `position ${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `position ${String.fromCharCode(...Array.from({ length: 256 }, (_, code) => code))}`,
    ];
    for (const line of lines) {
      const error = errorOf(line);
      expect(error.length, error).toBeLessThan(300);
      // eslint-disable-next-line no-control-regex -- control characters must not reach the controller
      expect(error).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    }
    expect(errorOf(`position ${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(
      'invalid position: position: nested too deeply (more than 32 levels)',
    );
  });
});
