import { applyTurnText, parsePositionText } from '@santorini/engine';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { APOLLO_ATHENA, MIDGAME, THREE_PLAYERS } from './testPositions.js';

/** The built command, as a controller runs it: `npm test` builds first (`tsc -b`). */
const BIN = fileURLToPath(new URL('../../bin/santorini.js', import.meta.url));
/** Only a guard against a hang: the tests wait for lines, never for a time. */
const GIVE_UP_MS = 60_000;

/** `santorini engine` in a child process, driven line by line like a controller does. */
class EngineProcess {
  readonly lines: string[] = [];
  private readonly child: ChildProcessWithoutNullStreams;
  private partial = '';
  private waiting: (() => void) | null = null;
  readonly exited: Promise<number | null>;

  constructor(args: readonly string[] = []) {
    this.child = spawn(process.execPath, [BIN, 'engine', ...args]);
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => {
      const parts = (this.partial + chunk).split('\n');
      this.partial = parts.pop() ?? '';
      this.lines.push(...parts);
      this.waiting?.();
    });
    this.exited = new Promise((resolve) => this.child.on('exit', resolve));
  }

  send(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }

  /** Waits for the first line, from the `from`th on, that matches; returns its index. */
  async waitFor(pattern: RegExp, from = 0): Promise<number> {
    const startedAt = Date.now();
    for (;;) {
      const index = this.lines.findIndex((line, i) => i >= from && pattern.test(line));
      if (index >= 0) return index;
      if (Date.now() - startedAt > GIVE_UP_MS)
        throw new Error(`no line matching ${pattern}; got ${JSON.stringify(this.lines)}`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 200);
      });
    }
  }

  kill(): void {
    this.child.kill();
  }
}

function isLegal(json: string, turn: string): boolean {
  const start = parsePositionText(json);
  return start.ok && applyTurnText(start.value, turn).ok;
}

let running: EngineProcess | null = null;
afterEach(() => {
  running?.kill();
  running = null;
});

describe('santorini engine (the built bin)', () => {
  it('answers isready during a long search, and stop ends it with a legal bestturn', async () => {
    const engine = (running = new EngineProcess());
    engine.send('sep');
    await engine.waitFor(/^sepok$/);
    engine.send(`position ${MIDGAME}`);
    engine.send('go movetime 100000');
    engine.send('isready');
    const ready = await engine.waitFor(/^readyok$/);
    expect(engine.lines.slice(0, ready).some((line) => line.startsWith('bestturn'))).toBe(false);

    engine.send('stop');
    const best = await engine.waitFor(/^bestturn /);
    expect(isLegal(MIDGAME, engine.lines[best]?.slice('bestturn '.length) ?? '')).toBe(true);
    for (const line of engine.lines.slice(ready + 1, best)) expect(line).toMatch(/^info depth \d+ score /);

    // A stop while idle is ignored: the next answer is the readyok.
    engine.send('stop');
    engine.send('isready');
    const again = await engine.waitFor(/^readyok$/, best + 1);
    expect(again).toBe(best + 1);

    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });

  it('speaks with CRLF and takes --level and --seed', async () => {
    const engine = (running = new EngineProcess(['--level', '2', '--seed', '7']));
    engine.send(`isready\r\nposition ${MIDGAME}\r\ngo depth 2\r`);
    const best = await engine.waitFor(/^bestturn /);
    expect(engine.lines[0]).toBe('readyok');
    expect(isLegal(MIDGAME, engine.lines[best]?.slice('bestturn '.length) ?? '')).toBe(true);
    engine.send('quit\r');
    expect(await engine.exited).toBe(0);
  });

  it('searches on helper threads with Threads 2, stops them, and still exits on quit', async () => {
    const engine = (running = new EngineProcess());
    engine.send('setoption name Threads value 2');
    engine.send(`position ${MIDGAME}`);
    engine.send('go movetime 100000');
    engine.send('stop');
    engine.send('go depth 4');
    const first = await engine.waitFor(/^bestturn /);
    const second = await engine.waitFor(/^bestturn /, first + 1);
    for (const best of [first, second])
      expect(isLegal(MIDGAME, engine.lines[best]?.slice('bestturn '.length) ?? '')).toBe(true);
    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });

  it('takes --threads: the helpers keep a go depth, and a deeper helper is answered with its info', async () => {
    const engine = (running = new EngineProcess(['--threads', '2']));
    engine.send(`position ${MIDGAME}`);
    engine.send('go depth 6');
    const first = await engine.waitFor(/^bestturn /);
    const depths = engine.lines
      .slice(0, first)
      .filter((line) => line.startsWith('info '))
      .map((line) => Number(/^info depth (\d+)/.exec(line)?.[1]));
    expect(depths.at(-1)).toBe(6);
    expect(Math.max(...depths)).toBe(6);
    engine.send('go movetime 300');
    const second = await engine.waitFor(/^bestturn /, first + 1);
    const turn = engine.lines[second]?.slice('bestturn '.length) ?? '';
    expect(isLegal(MIDGAME, turn)).toBe(true);
    // The answer is the last info line's first turn, whichever thread found it.
    expect(engine.lines[second - 1]).toMatch(new RegExp(` pv ${turn.replace(/[+]/g, '\\+')}(;|$)`));
    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });

  it('searches positions with powers and with three players on helper threads too', async () => {
    const engine = (running = new EngineProcess(['--threads', '2']));
    for (const position of [APOLLO_ATHENA, THREE_PLAYERS]) {
      const from = engine.lines.length;
      engine.send(`position ${position}`);
      engine.send('go movetime 300');
      const best = await engine.waitFor(/^bestturn /, from);
      expect(isLegal(position, engine.lines[best]?.slice('bestturn '.length) ?? ''), position).toBe(true);
    }
    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });

  it('exits 2 with the usage for a bad --level', async () => {
    const engine = (running = new EngineProcess(['--level', '9']));
    expect(await engine.exited).toBe(2);
  });

  it('answers a position nested 5,000 and 100,000 levels deep with an error, and carries on', async () => {
    const engine = (running = new EngineProcess());
    for (const depth of [5_000, 100_000]) engine.send(`position ${'['.repeat(depth)}${']'.repeat(depth)}`);
    engine.send(`position ${MIDGAME}`);
    engine.send('go depth 1');
    const best = await engine.waitFor(/^bestturn /);
    expect(engine.lines.slice(0, 2)).toEqual(
      new Array<string>(2).fill('error invalid position: position: nested too deeply (more than 32 levels)'),
    );
    expect(isLegal(MIDGAME, engine.lines[best]?.slice('bestturn '.length) ?? '')).toBe(true);
    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });

  it('a stop sent after a queued go stops that search too', async () => {
    const engine = (running = new EngineProcess());
    engine.send(`position ${MIDGAME}`);
    // Each go would search for 100 s: only the stops let these answer before the guard gives up.
    for (let pair = 0; pair < 5; pair++) engine.send('go movetime 100000\nstop');
    engine.send('isready');
    let from = 0;
    for (let pair = 0; pair < 5; pair++) {
      const best = await engine.waitFor(/^bestturn /, from);
      expect(isLegal(MIDGAME, engine.lines[best]?.slice('bestturn '.length) ?? '')).toBe(true);
      from = best + 1;
    }
    engine.send('quit');
    expect(await engine.exited).toBe(0);
  });
});
