import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRecord, recordToJson, replayRecord } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { memoryIo, runCaptured } from './memoryIo.js';
import { play, type PlayOptions } from './play.js';
import { seededRandom } from './random.js';

type Table = Pick<PlayOptions, 'players' | 'seats' | 'gods'>;

async function playScript(lines: readonly string[], table: Table = {}, seed = 1): Promise<string> {
  const io = memoryIo(lines.map((line) => `${line}\n`).join(''));
  const status = await play({
    input: io.stdin,
    output: io.stdout,
    ...table,
    random: seededRandom(seed),
    color: false,
    echoInput: false,
  });
  expect(status).toBe(0);
  return io.stdoutText();
}

const HUMANS = { seats: ['human', 'human'] } as const;
const RANDOMS = (players: number): Table => ({ seats: new Array(players).fill('random') as ['random'] });

/** The last board printed (its 13 lines). */
function lastBoard(output: string): string {
  const start = output.lastIndexOf('    a   b   c   d   e\n  +');
  return output.slice(start, output.indexOf('    a   b   c   d   e\n', start + 30) + 22);
}

/** The record printed after "Show the game record? [y/N]" was answered yes. */
function printedRecord(output: string): string {
  const start = output.indexOf('[Players ');
  return output.slice(start, output.indexOf('Play again?', start));
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

describe('play: two players without powers', () => {
  it('plays a whole game between two people and announces the winner', async () => {
    const output = await playScript(['human', 'human', 'no', ...A_WINS, 'n', 'n']);
    expect(output).toContain('New game: Player A against Player B.');
    expect(output).toContain('Player A plays c3-b3');
    expect(output).toMatch(/Player A wins!\nShow the game record\? \[y\/N\] Play again\? \[y\/N\] Bye\.\n$/);
    expect(output).not.toContain('Cannot');
    expect(output).toContain('3 | 0A| 3A| 2 |'); // rank 3 at the end: A on a3 and on b3
  });

  it('takes the defaults on Enter: two people, no powers', async () => {
    const output = await playScript(['', '', '', '@b2 @d4', 'quit']);
    expect(output).toContain(
      'Who plays A: human, random, ai or ai1-ai8? [human] Who plays B: human, random, ai or ai1-ai8? [human] More players or God Powers? [y/N] \nNew game: Player A against Player B.',
    );
    expect(output).toContain('Player A plays @b2 @d4');
    expect(output).not.toContain('God Powers:');
  });

  it('offers a new game and starts it on yes', async () => {
    const output = await playScript([...A_WINS, 'n', 'yes', '@a1 @a2', 'quit'], HUMANS);
    expect(output.match(/New game:/g)).toHaveLength(2);
    expect(output).toContain('Player A plays @a1 @a2');
    expect(output).toMatch(/Bye\.\n$/);
  });

  it('prints the game record at the end on request, and it replays to the same winner', async () => {
    const output = await playScript([...A_WINS, 'y', 'n'], HUMANS);
    const record = parseRecord(printedRecord(output));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.turns).toEqual(A_WINS);
    const replayed = replayRecord(record.value);
    expect(replayed.ok && replayed.value.final.winner).toBe(0);
    expect(printedRecord(output)).toContain('[Result "1-0"]');
  });

  it('explains every rejected input and keeps the same player to move', async () => {
    const output = await playScript(
      ['@b2 @d4', '@c2 @c4', 'b2-b4 +b5', 'b2-b3', 'b2 to b3', 'c2-c3 +c1', 'b2-b3 +b4', 'quit', 'y'],
      HUMANS,
    );
    expect(output).toMatch(/Cannot play "b2-b4 \+b5": \S.*Type "help"/);
    expect(output).toMatch(/Cannot play "b2-b3": \S/);
    expect(output).toMatch(/Cannot read "b2 to b3": \S/);
    expect(output).toMatch(/Cannot play "c2-c3 \+c1": \S/);
    expect(output).toContain('Player A plays b2-b3 +b4');
    expect(output.match(/Cannot/g)).toHaveLength(4);
    expect(output).toMatch(
      /Player B to move> 3 turns are not saved \("save FILE" keeps them\)\. Quit anyway\? \[y\/N\] Bye\.\n$/,
    );
  });

  it('says how an unfinished turn can go on, and lists the turns that begin with what is typed', async () => {
    const output = await playScript(
      ['@b2 @d4', '@c2 @c4', 'b2-b3', 'moves d4-e5', 'moves e1', 'quit'],
      HUMANS,
    );
    // From b3 (c2 and c4 hold B's workers) the worker can build on a2 a3 a4 b2 b4 c3.
    expect(output).toMatch(/Cannot play "b2-b3": .*It can go on with: \+a2, \+a3, \+a4, \+b2, \+b4, \+c3\./);
    const listed = /> ((?:d4-e5 \+\w+ *)+)\n\(3 legal turns\)/.exec(output)?.[1]?.split(/ {2,}/);
    expect(listed?.sort()).toEqual(['d4-e5 +d4', 'd4-e5 +d5', 'd4-e5 +e4']);
    expect(output).toContain('No legal turn begins with "e1".');
  });

  it('answers help, moves, board and gods', async () => {
    const output = await playScript(['help', 'moves', 'board', 'gods', 'quit'], HUMANS);
    expect(output).toContain('How to write a turn');
    expect(output.match(/\(300 legal turns\)/g)).toHaveLength(2);
    expect(output).toMatch(/@a1 @a2|@a2 @a1/);
    expect(output.match(/ {4}a {3}b {3}c {3}d {3}e\n/g)).toHaveLength(4); // two boards, files above and below
    expect(output).toContain('  A  no power\n  B  no power\n');
  });

  it('plays random against random to the end, the same way for the same seed', async () => {
    const first = await playScript(['n', 'n'], RANDOMS(2), 42);
    expect(first).toMatch(
      /Player [AB] \(random\) wins!\nShow the game record\? \[y\/N\] Play again\? \[y\/N\] Bye\.\n$/,
    );
    expect(first.match(/\(random\) plays /g)?.length).toBeGreaterThan(4);
    expect(await playScript(['n', 'n'], RANDOMS(2), 42)).toBe(first);
    expect(await playScript(['n', 'n'], RANDOMS(2), 43)).not.toBe(first);
  });

  it('plays the AI against a random player to the end; the AI is named with its level', async () => {
    const output = await playScript(['n', 'n'], { seats: ['ai1', 'random'] }, 5);
    expect(output).toContain('New game: Player A (AI level 1) against Player B (random).');
    expect(output).toContain('Player A (AI level 1) is thinking…');
    expect(output).toMatch(/Player [AB] \((AI level 1|random)\) wins!/);
  });

  it('asks who plays each seat, explaining a bad answer', async () => {
    const output = await playScript(['robot', 'random', 'r', 'n', 'n', 'n']);
    expect(output).toContain(`Please answer 'human', 'random' or 'ai'`);
    expect(output).toContain(`(not "robot").`);
    expect(output).toContain('New game: Player A (random) against Player B (random).');
    expect(output).toContain('wins!');
  });

  it('echoes a bad answer or turn shortened, on one line, control characters escaped', async () => {
    const long = 'x'.repeat(100_000);
    const output = await playScript([long, 'random', 'human', '@b2\u001b[2J @d4', 'quit', 'y'], {}, 3);
    expect(output).toContain('(100,000 characters)');
    expect(output).not.toContain('\u001b');
    expect(Math.max(...output.split('\n').map((line) => line.length))).toBeLessThan(300);
  });

  it('lets a person undo their turn and the random reply', async () => {
    const output = await playScript(['@b2 @d4', 'undo', 'undo', 'quit'], { seats: ['human', 'random'] }, 5);
    expect(output).toMatch(/Player B \(random\) plays @[a-e][1-5] @[a-e][1-5]/);
    expect(output).toContain('Nothing to undo.');
    const prompts = output.match(/Player A to move \(place both workers, e\.g\. @b2 @d4\)> /g);
    expect(prompts).toHaveLength(3); // at the start, after the first undo, after the refused undo
  });

  it('names every seat kind it accepts in the setup prompt, and takes the AI with a level', async () => {
    const output = await playScript(['human', 'ai3', 'n', 'quit']);
    expect(output).toContain('Who plays B: human, random, ai or ai1-ai8? [human] ');
    expect(output).toContain('New game: Player A against Player B (AI level 3).');
  });

  it('says which word of a turn is not a square', async () => {
    const output = await playScript(['@z9 @a1', 'b2-b3 +f1', 'quit'], HUMANS);
    expect(output).toContain('Cannot read "@z9 @a1": z9 is not a square (files a-e, ranks 1-5).');
    expect(output).toContain('Cannot read "b2-b3 +f1": f1 is not a square (files a-e, ranks 1-5).');
  });

  it('says which turns an undo took back, and whose', async () => {
    const output = await playScript(['@b2 @d4', 'undo', 'quit'], { seats: ['human', 'random'] }, 5);
    expect(output).toMatch(
      /Took back @[a-e][1-5] @[a-e][1-5] by Player B \(random\), then @b2 @d4 by Player A\./,
    );
  });

  it('asks before quitting a game with unsaved turns, and goes on when told no', async () => {
    const output = await playScript(['@b2 @d4', '@c2 @c4', 'quit', 'n', 'quit', 'y'], HUMANS);
    expect(output).toContain(
      'Player A to move> 2 turns are not saved ("save FILE" keeps them). Quit anyway? [y/N] The game goes on.\nPlayer A to move> 2 turns',
    );
    expect(output).toMatch(/Quit anyway\? \[y\/N\] Bye\.\n$/);
    const dir = await mkdtemp(join(tmpdir(), 'santorini-play-'));
    const saved = await playScript(['@b2 @d4', `save ${join(dir, 'g.txt')}`, 'quit'], HUMANS);
    expect(saved).not.toContain('Quit anyway');
  });

  it('stops quietly at the end of input', async () => {
    expect(await playScript([], HUMANS)).toMatch(/Player A to move.*> \nBye\.\n$/);
    expect(await playScript([])).toMatch(/Who plays A: human, random, ai or ai1-ai8\? \[human\] \n$/);
  });
});

describe('play: powers and 3-4 players', () => {
  it('plays a 3-player game with random gods between random players to the end', async () => {
    const output = await playScript(['y', 'n'], { ...RANDOMS(3), gods: { kind: 'random' } }, 3);
    expect(output).toMatch(
      /Random gods:\n {2}A {2}[A-Z][a-z]+ +\S.*\n {2}B .*\n {2}C .*\nPlayer [ABC] \(random, \w+\) is the Start Player\./,
    );
    expect(output).toMatch(
      /New game: Player A \(random, \w+\) against Player B \(random, \w+\) against Player C/,
    );
    expect(output).toMatch(/^[> ] C {2}Player C \(random, [A-Z]\w+\)/m); // the player panel
    const wins = output.match(/Player ([ABC]) \(random, \w+\) wins!/g) ?? [];
    expect(wins).toHaveLength(1);
    // The printed record replays, in the engine, to the winner announced.
    const record = parseRecord(printedRecord(output));
    if (!record.ok) throw new Error(record.error.message);
    expect(record.value.players).toHaveLength(3);
    const replayed = replayRecord(record.value);
    if (!replayed.ok) throw new Error(replayed.error.message);
    const winner = replayed.value.final.winner ?? -1;
    expect(wins[0]).toContain(`Player ${'ABC'.charAt(winner)} (random`);
    // Every player the engine eliminated was announced, and shown as out.
    for (let seat = 0; seat < 3; seat++) {
      if (!replayed.value.final.isOut(seat)) continue;
      expect(output).toMatch(
        new RegExp(`Player ${'ABC'.charAt(seat)} \\(random, \\w+\\) has no legal turn and is out`),
      );
      expect(output).toMatch(new RegExp(`Player ${'ABC'.charAt(seat)} \\(random, \\w+\\): out of the game`));
    }
  });

  it('eliminates a player in 3 players and plays on (a seed where it happens)', async () => {
    const output = await playScript(['n', 'n'], { ...RANDOMS(3), gods: { kind: 'random' } }, 3);
    const out = output.indexOf('has no legal turn and is out of the game.');
    expect(out).toBeGreaterThan(0);
    expect(output.slice(out)).toMatch(/plays /); // the game went on after the elimination
  });

  it('plays a 4-player team game: team letters, team labels and a team win', async () => {
    const output = await playScript(['n', 'n'], { ...RANDOMS(4), gods: { kind: 'random' } }, 7);
    expect(output).toMatch(
      /New game: team A\+C \(Player A \(random, \w+\) and Player C \(random, \w+\)\) against team B\+D/,
    );
    expect(output).toContain(
      'Teams share their workers: A marks the workers of team A+C, B those of team B+D.',
    );
    expect(output).toMatch(/^[> ] A {2}Player C \(random, \w+\), team A\+C/m);
    expect(output).toMatch(/^[> ] B {2}Player D \(random, \w+\), team B\+D/m);
    expect(output).not.toMatch(/ [0-3][CD]\|/); // only the two team letters on the board
    expect(output).toMatch(/Player [ABCD] \(random, \w+\) wins for team (A\+C|B\+D)!/);
  });

  it('runs the Challenger setup with people typing, explaining each refused choice', async () => {
    const output = await playScript(
      ['zeus', 'apollo,circe,pan', 'apollo,athena,pan', 'zeus', 'athena', 'athena', 'pan', 'E', 'b', 'quit'],
      { seats: ['human', 'human', 'human'], gods: { kind: 'challenger' } },
    );
    expect(output).toContain('Player A is the Challenger');
    expect(output).toContain(
      'Cannot offer that: the Challenger offers as many powers as there are players: 3, not 1.',
    );
    expect(output).toContain('Cannot offer that: Circe cannot be played with 3 players (rule R14).');
    expect(output).toMatch(/Offered:\n {2}Apollo +may move onto an opponent worker/);
    expect(output).toContain('Player B, choose your power (Apollo, Athena, Pan)> ');
    expect(output).toContain('Cannot choose Zeus: Zeus was not offered (offered: Apollo, Athena, Pan).');
    expect(output).toContain('Player B takes Athena.');
    expect(output).toContain('Player C, choose your power (Apollo, Pan)> ');
    expect(output).toContain('Cannot choose Athena: Athena was already chosen.');
    expect(output).toContain('Player C takes Pan.\nPlayer A, the Challenger, gets Apollo.');
    expect(output).toContain('Please answer with a seat letter, A, B, C (not "E").');
    expect(output).toContain('Player B (Athena) is the Start Player.');
    expect(output).toContain('Player B (Athena) to move (place both workers');
  });

  it('lets random seats offer and choose in the Challenger setup', async () => {
    const output = await playScript(['n', 'n'], { ...RANDOMS(2), gods: { kind: 'challenger' } }, 11);
    expect(output).toMatch(/Player A \(random\) offers \w+, \w+\./);
    expect(output).toMatch(
      /Player B \(random\) takes \w+\.\nPlayer A \(random\), the Challenger, gets \w+\./,
    );
    expect(output).toMatch(/Player [AB] \(random, \w+\) is the Start Player\./);
    expect(output).toContain('wins!');
  });

  it('names a player the same way in the first line, the prompts, the turns, the panel and the result', async () => {
    const output = await playScript(
      ['@a1 @e1', 'n', 'n'],
      { seats: ['human', 'random'], gods: { kind: 'list', gods: ['athena', 'pan'] } },
      4,
    );
    expect(output).toContain('New game: Player A (Athena) against Player B (random, Pan).');
    expect(output).toContain('Player A (Athena) to move (place both workers');
    expect(output).toContain('Player A (Athena) plays @a1 @e1');
    expect(output).toMatch(/Player B \(random, Pan\) plays @/);
    expect(output).toMatch(/^[> ] A {2}Player A \(Athena\)$/m);
    expect(output).toMatch(/^[> ] B {2}Player B \(random, Pan\)$/m);
    expect(output).not.toMatch(/\(human\)/);
  });

  it("shows Athena's restriction with the engine's reason", async () => {
    const output = await playScript(
      ['@a1 @e1', '@a5 @e5', 'a1-b1 +a1', 'a5-b5 +a5', 'b1-a1 +b1', 'b5-a5 +b5', 'quit', 'yes'],
      { ...HUMANS, gods: { kind: 'list', gods: ['athena', null] } },
    );
    expect(output).toContain('Player A (Athena) plays b1-a1 +b1');
    expect(output).toMatch(/Player A \(Athena\): moved up last turn: opponents cannot move up/);
    expect(output).toMatch(/Cannot play "b5-a5 \+b5": .*Athena/);
    expect(output).toMatch(/Player B to move> 5 turns are not saved .* Quit anyway\? \[y\/N\] Bye\.\n$/);
  });

  it('asks for more players and powers, explaining that 3 players need them (R14)', async () => {
    const output = await playScript(
      ['', 'random', 'y', '5', '3', 'random', 'none', 'apollo,pan', '', 'quit'],
      {},
      2,
    );
    expect(output).toContain('Please answer 2, 3 or 4 (not "5").');
    expect(output).toContain('Who plays C: human, random, ai or ai1-ai8? [human] ');
    expect(output).toContain('With 3 players every player has a God Power (rule R14).');
    expect(output).toContain(
      'Cannot use "none": a 3-player game needs a God Power for every player (rule R14)',
    );
    expect(output).toContain('Cannot use "apollo,pan": the list of gods names one per player: 3, not 2.');
    expect(output).toContain('Random gods:');
    expect(output).toMatch(
      /New game: Player A \(\w+\) against Player B \(random, \w+\) against Player C \(random, \w+\)/,
    );
  });

  it('announces a Dionysus extra turn and Chaos changing card', async () => {
    const output = await playScript(
      ['n', 'n'],
      { ...RANDOMS(2), gods: { kind: 'list', gods: ['dionysus', 'chaos'] } },
      1,
    );
    expect(output).toContain(
      'Player A (random, Dionysus) completed a tower: an extra turn with an opponent\'s worker (nobody can win in it; type "pass" to decline).',
    );
    expect(output).toMatch(/Player A \(random, Dionysus\) plays \S.* \(extra turn\)/);
    expect(output).toMatch(/Chaos now has \w+'s power\./);
    expect(output).toMatch(/Player B \(random, Chaos\): now has \w+'s power, \d+ cards face down/);
  });
});

describe('play: saving and loading', () => {
  it('saves the game record and continues it from the file exactly', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'santorini-play-'));
    const file = join(dir, 'game.txt');
    const saved = await playScript([...A_WINS.slice(0, 8), `save ${file}`, 'quit'], HUMANS);
    expect(saved).toContain(`Saved 8 turns to ${file}.`);
    const text = await readFile(file, 'utf8');
    expect(text).toMatch(/^\[Players "Player A, Player B"\]\n\[Gods "none, none"\]/);
    expect(text).toContain('\n\n1. @b2 @a4\n2. @d5 @e5\n');

    const whole = await playScript([...A_WINS, 'n', 'n'], HUMANS);
    const resumed = await runCaptured(['play', '--load', file], [...A_WINS.slice(8), 'n', 'n'].join('\n'));
    expect(resumed.status).toBe(0);
    expect(resumed.stdout).toContain('Game continued after 8 turns: Player A against Player B.');
    expect(lastBoard(resumed.stdout.slice(0, resumed.stdout.indexOf('Player A to move')))).toBe(
      lastBoard(saved.slice(0, saved.indexOf('Saved'))),
    );
    expect(resumed.stdout).toContain('Player A wins!');
    expect(lastBoard(resumed.stdout)).toBe(lastBoard(whole));

    // The JSON form of the same record loads to the same game.
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const json = join(dir, 'game.json');
    await writeFile(json, recordToJson(parsed.value));
    const fromJson = await runCaptured(['play', '--load', json], [...A_WINS.slice(8), 'n', 'n'].join('\n'));
    expect(lastBoard(fromJson.stdout)).toBe(lastBoard(whole));
  });

  it('saves a game with powers and a random seat, and the loaded game keeps them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'santorini-play-'));
    const file = join(dir, 'gods.txt');
    const saved = await playScript(
      ['@c3 @c2', `save ${file}`, 'quit'],
      { seats: ['human', 'random'], gods: { kind: 'list', gods: ['athena', 'pan'] } },
      4,
    );
    expect(saved).toContain(`Saved 2 turns to ${file}.`);
    const resumed = await runCaptured(['play', '--load', file], 'quit\n');
    expect(resumed.stdout).toContain(
      'Game continued after 2 turns: Player A (Athena) against Player B (random, Pan).',
    );
    expect(lastBoard(resumed.stdout)).toBe(lastBoard(saved));
  });

  it('loads a game that starts from a position, and plays it again from there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'santorini-play-'));
    const file = join(dir, 'puzzle.json');
    const position = {
      players: [{ workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
      levels: ['00000', '00000', '00000', '02300', '00000'],
      domes: [],
      toMove: 0,
    };
    await writeFile(file, JSON.stringify({ players: [{}, {}], start: 0, seed: 0, position, turns: [] }));
    const run = await runCaptured(['play', '--load', file], 'b2-c2\ny\ny\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Player A plays b2-c2');
    expect(run.stdout).toContain('[Position "{\\"players\\":[{\\"workers\\":[\\"b2\\",\\"e1\\"]}');
    expect(run.stdout.match(/New game: Player A against Player B\./g)).toHaveLength(2);
    expect(run.stdout).toMatch(/Play again\? \[y\/N\] y\n\nNew game[^]*\nPlayer A to move> quit\nBye\.\n$/);
  });

  it('explains a save without a file name and a file it cannot write', async () => {
    const output = await playScript(['save', 'save /nonexistent-dir/x/game.txt', 'quit'], HUMANS);
    expect(output).toContain('Write "save FILE"');
    expect(output).toContain('Cannot save: cannot write /nonexistent-dir/x/game.txt: no such folder.');
  });
});

describe('santorini play (flags)', () => {
  it('runs from main with --vs random --seed', async () => {
    const run = await runCaptured(['play', '--vs', 'random', '--seed', '9'], '@c3 @c2\nquit\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('New game: Player A against Player B (random).');
    expect(run.stdout).toContain(
      'Player A to move (place both workers, e.g. @b2 @d4)> @c3 @c2\nPlayer A plays @c3 @c2',
    );
    expect(run.stdout).not.toContain('\u001b[');
  });

  it('runs a 4-player game from flags', async () => {
    const run = await runCaptured(
      [
        'play',
        '--players',
        '4',
        '--seats',
        'random,random,random,random',
        '--gods',
        'apollo,athena,pan,zeus',
        '--seed',
        '5',
      ],
      'n\nn\n',
    );
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toContain('team A+C (Player A (random, Apollo) and Player C (random, Pan))');
    expect(run.stdout).toMatch(/wins for team (A\+C|B\+D)!/);
  });

  it('uses colour when stdout is a terminal', async () => {
    const run = await runCaptured(['play', '--vs', 'human'], '@b2 @d4\nquit\n', { stdoutIsTTY: true });
    expect(run.stdout).toContain('\u001b[');
  });

  it.each([
    [['--players', '5'], "--players must be 2, 3 or 4, got '5'"],
    [
      ['--players', '3', '--gods', 'none'],
      '--gods: a 3-player game needs a God Power for every player (rule R14)',
    ],
    [['--gods', 'zeus,thor'], "--gods: unknown god 'thor'"],
    [['--gods', 'circe,apollo,pan'], '--gods: Circe cannot be played with 3 players (rule R14)'],
    [['--gods', 'circe,eros'], '--gods: Circe and Eros are a banned pair (rule R13'],
    [
      ['--players', '2', '--gods', 'apollo,pan,zeus'],
      '--gods: the list of gods names one per player: 2, not 3',
    ],
    [['--seats', 'human'], '--seats lists 2, 3 or 4 seats'],
    [
      ['--seats', 'human,robot'],
      "--seats: each seat is 'human', 'random' or 'ai' (ai1 to ai8: the AI's level, ai = ai6), got 'robot'",
    ],
    [['--vs', 'random', '--seats', 'human,human'], 'give --vs or --seats, not both'],
    [['--players', '3', '--vs', 'random'], '--players 3 but 2 seats given'],
    [['--load', 'x.txt', '--gods', 'random'], '--load continues a saved game'],
    [['--colour'], "Unknown option '--colour'"],
  ])('%j is bad arguments (exit 2)', async (args, message) => {
    const run = await runCaptured(['play', ...args]);
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain(message);
  });

  it('explains a file it cannot load (exit 2)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'santorini-play-'));
    const missing = await runCaptured(['play', '--load', join(dir, 'none.txt')]);
    expect(missing).toMatchObject({ status: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^santorini play: cannot load .*none\.txt: .*ENOENT/);
    const bad = join(dir, 'bad.txt');
    await writeFile(bad, '[Gods "apollo, pan"]\n[Start "0"]\n[Seed "1"]\n\n1. @a1 @a2\n2. @a1 @b1\n');
    const illegal = await runCaptured(['play', '--load', bad]);
    expect(illegal).toMatchObject({ status: 2, stdout: '' });
    expect(illegal.stderr).toContain('turn 2 "@a1 @b1"');
  });
});
