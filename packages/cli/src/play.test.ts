import { describe, expect, it } from 'vitest';
import { memoryIo, runCaptured } from './memoryIo.js';
import { play, type SeatKind } from './play.js';
import { seededRandom } from './random.js';

async function playScript(lines: readonly string[], seats?: [SeatKind, SeatKind], seed = 1): Promise<string> {
  const io = memoryIo(lines.map((line) => `${line}\n`).join(''));
  const status = await play({
    input: io.stdin,
    output: io.stdout,
    seats,
    random: seededRandom(seed),
    color: false,
    echoInput: false,
  });
  expect(status).toBe(0);
  return io.stdoutText();
}

/** A climbs b3 to level 3 with its a4 worker, then walks b2-c2-c3-b3; B shuffles on the right. */
const A_WINS = [
  '@b2 @a4',
  '@d5 @e5',
  'a4-a3 +b3',
  'd5-d4 +c5',
  'a3-a4 +b3',
  'd4-d5 +e4',
  'a4-a3 +b3',
  'd5-d4 +e3',
  'b2-b1 +c2',
  'd4-d5 +d4',
  'b1-b2 +c3',
  'd5-d4 +d3',
  'b2-c2 +c3',
  'd4-d5 +d4',
  'c2-c3 +c4',
  'e5-e4 +e5',
  'c3-b3',
];

describe('play', () => {
  it('plays a whole game between two people and announces the winner', async () => {
    const output = await playScript(['human', 'human', ...A_WINS, 'n']);
    expect(output).toContain('New game: Player A against Player B.');
    expect(output).toContain('Player A plays c3-b3');
    expect(output).toMatch(/Player A wins!\nPlay again\? \[y\/N\] Bye\.\n$/);
    expect(output).not.toContain('Cannot');
    expect(output).toContain('3 | 0A| 3A| 2 |'); // rank 3 at the end: A on a3 and on b3
  });

  it('offers a new game and starts it on yes', async () => {
    const output = await playScript([...A_WINS, 'yes', '@a1 @a2', 'quit'], ['human', 'human']);
    expect(output.match(/New game:/g)).toHaveLength(2);
    expect(output).toContain('Player A plays @a1 @a2');
    expect(output).toMatch(/Bye\.\n$/);
  });

  it('explains every rejected input and keeps the same player to move', async () => {
    const output = await playScript(
      ['@b2 @d4', '@c2 @c4', 'b2-b4 +b5', 'b2-b3', 'b2 to b3', 'c2-c3 +c1', 'b2-b3 +b4', 'quit'],
      ['human', 'human'],
    );
    expect(output).toMatch(/Cannot play "b2-b4 \+b5": \S.*Type "help"/);
    expect(output).toMatch(/Cannot play "b2-b3": \S/);
    expect(output).toMatch(/Cannot read "b2 to b3": \S/);
    expect(output).toMatch(/Cannot play "c2-c3 \+c1": \S/);
    expect(output).toContain('Player A plays b2-b3 +b4');
    expect(output.match(/Cannot/g)).toHaveLength(4);
    expect(output).toMatch(/Player B to move> Bye\.\n$/);
  });

  it('answers help, moves and board', async () => {
    const output = await playScript(['help', 'moves', 'board', 'quit'], ['human', 'human']);
    expect(output).toContain('How to write a turn');
    expect(output.match(/\(300 legal turns\)/g)).toHaveLength(2);
    expect(output).toMatch(/@a1 @a2|@a2 @a1/);
    expect(output.match(/ {4}a {3}b {3}c {3}d {3}e\n/g)).toHaveLength(4); // two boards, files above and below
  });

  it('plays random against random to the end, the same way for the same seed', async () => {
    const first = await playScript(['n'], ['random', 'random'], 42);
    expect(first).toMatch(/Player [AB] \(random\) wins!\nPlay again\? \[y\/N\] Bye\.\n$/);
    expect(first.match(/\(random\) plays /g)?.length).toBeGreaterThan(4);
    expect(await playScript(['n'], ['random', 'random'], 42)).toBe(first);
    expect(await playScript(['n'], ['random', 'random'], 43)).not.toBe(first);
  });

  it('asks who plays each seat, explaining a bad answer', async () => {
    const output = await playScript(['robot', 'random', 'r', 'n']);
    expect(output).toContain('Please answer "human" or "random" (not "robot").');
    expect(output).toContain('New game: Player A (random) against Player B (random).');
    expect(output).toContain('wins!');
  });

  it('lets a person undo their turn and the random reply', async () => {
    const output = await playScript(['@b2 @d4', 'undo', 'undo', 'quit'], ['human', 'random'], 5);
    expect(output).toMatch(/Player B \(random\) plays @[a-e][1-5] @[a-e][1-5]/);
    expect(output).toContain('Nothing to undo.');
    const prompts = output.match(/Player A to move \(place both workers, e\.g\. @b2 @d4\)> /g);
    expect(prompts).toHaveLength(3); // at the start, after the first undo, after the refused undo
  });

  it('stops quietly at the end of input', async () => {
    expect(await playScript([], ['human', 'human'])).toMatch(/Player A to move.*> \nBye\.\n$/);
    expect(await playScript([])).toMatch(/Who plays A: human or random\? \[human\] \n$/);
  });

  it('runs from main with --vs random --seed', async () => {
    const run = await runCaptured(['play', '--vs', 'random', '--seed', '9'], '@c3 @c2\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('New game: Player A against Player B (random).');
    expect(run.stdout).toContain(
      'Player A to move (place both workers, e.g. @b2 @d4)> @c3 @c2\nPlayer A plays @c3 @c2',
    );
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('uses colour when stdout is a terminal', async () => {
    const run = await runCaptured(['play', '--vs', 'human'], '@b2 @d4\nquit\n', { stdoutIsTTY: true });
    expect(run.stdout).toContain('\u001b[');
  });
});
