import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from './record.js';
import { formatRecordText, parseRecordText } from './recordText.js';
import { arbitraryName, arbitraryRecipe, playRandomGame } from '../testing/index.js';

const EXAMPLE_TEXT = `[Players "Ann, Bob"]
[Gods "apollo, athena"]
[Start "0"]
[Rules ""]
[Seed "12345"]
[Challenger "1"]
[Offered "apollo, athena"]
[Result "*"]

1. @b2 @d4
2. @c3 @c4
3. b2-b3 +b4
`;

const example = (): GameRecord => ({
  players: [
    { god: 'apollo', name: 'Ann' },
    { god: 'athena', name: 'Bob' },
  ],
  start: 0,
  rules: {},
  seed: 12345,
  setup: { challenger: 1, offered: ['apollo', 'athena'] },
  turns: ['@b2 @d4', '@c3 @c4', 'b2-b3 +b4'],
});

const HEADERS = ['[Gods "none, none"]', '[Start "0"]', '[Seed "0"]'];

/** A minimal record text: the required headers, with `replace` swapped in or added, then turns. */
function text(replace: Record<string, string | null> = {}, turns: string[] = []): string {
  const lines = HEADERS.filter((line) => !Object.keys(replace).some((key) => line.startsWith(`[${key} `)));
  for (const [key, value] of Object.entries(replace)) if (value !== null) lines.push(`[${key} "${value}"]`);
  return `${lines.join('\n')}\n\n${turns.map((turn, i) => `${i + 1}. ${turn}`).join('\n')}`;
}

const errorOf = (input: string): string => {
  const result = parseRecordText(input);
  return result.ok ? 'accepted' : result.error.message;
};

describe('game record text (spec §4)', () => {
  it('writes headers, an empty line and numbered turns', () => {
    expect(formatRecordText(example())).toBe(EXAMPLE_TEXT);
    const parsed = parseRecordText(EXAMPLE_TEXT);
    expect(parsed.ok && parsed.value).toEqual(example());
  });

  it('writes ? for a missing name, none for no god, the switches on, and no setup headers without a setup', () => {
    const record: GameRecord = {
      players: [{ god: null }, { god: null, name: '?' }],
      start: 1,
      rules: { biaStarts: true, chaosAnyDome: true },
      seed: 4294967295,
      turns: [],
    };
    const written = formatRecordText(record);
    expect(written).toBe(
      '[Players "?, \\?"]\n[Gods "none, none"]\n[Start "1"]\n[Rules "chaosAnyDome, biaStarts"]\n' +
        '[Seed "4294967295"]\n[Result "*"]\n\n',
    );
    expect(parseRecordText(written)).toEqual({ ok: true, value: record });
  });

  it('escapes quotes, backslashes and commas in names', () => {
    const record: GameRecord = {
      ...example(),
      players: [
        { god: 'apollo', name: 'O"Neil, Jr.' },
        { god: 'athena', name: 'back\\slash' },
      ],
    };
    const written = formatRecordText(record);
    expect(written.split('\n')[0]).toBe('[Players "O\\"Neil\\, Jr., back\\\\slash"]');
    expect(parseRecordText(written)).toEqual({ ok: true, value: record });
  });

  it('reads leniently: headers in any order, CRLF, spaces, case of gods, optional headers left out', () => {
    const input =
      '\r\n  [Seed "9"]\r\n[Gods "Apollo,ATHENA"]\r\n[Start "1"]  \r\n\r\n\r\n1.@b2 @d4\r\n 2.   @C3 @c4 \r\n\r\n';
    expect(parseRecordText(input)).toEqual({
      ok: true,
      value: {
        players: [{ god: 'apollo' }, { god: 'athena' }],
        start: 1,
        rules: {},
        seed: 9,
        turns: ['@b2 @d4', '@c3 @c4'],
      },
    });
  });

  it('round-trips records of random real games exactly', () => {
    fc.assert(
      fc.property(arbitraryRecipe(30), (recipe) => {
        const { record } = playRandomGame(recipe);
        const back = parseRecordText(formatRecordText(record));
        expect(back.ok && back.value).toEqual(record);
      }),
      { numRuns: 40 },
    );
  });

  it('round-trips any name people can type', () => {
    fc.assert(
      fc.property(arbitraryName, arbitraryName, (first, second) => {
        const record: GameRecord = {
          ...example(),
          players: [
            { god: 'apollo', name: first },
            { god: 'athena', name: second },
          ],
        };
        const back = parseRecordText(formatRecordText(record));
        expect(back.ok && back.value.players).toEqual(record.players);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects lines that are neither headers nor numbered turns, and headers out of place', () => {
    expect(errorOf('[Gods apollo]')).toBe(
      'line 1: expected a header like [Players "Ann, Bob"] (escape " and \\ with \\), got [Gods apollo]',
    );
    expect(errorOf('[Gods "a"b"]')).toMatch(/^line 1: expected a header like/);
    expect(parseRecordText(`\n\n${text()}\n\n[Result "*"]\n\n`).ok).toBe(true);
    expect(errorOf(text({}, ['@b2 @d4']).concat('\n[Result "*"]'))).toBe(
      'line 6: a header after the turns: [Result "*"]',
    );
    expect(errorOf(text({ Event: 'Cup' }))).toBe(
      'line 4: unknown header [Event] (known: Players, Gods, Start, Rules, Seed, Challenger, Offered, Position, Result)',
    );
    expect(errorOf(`${text()}[Seed "1"]`)).toBe('line 5: a second [Seed] header (the first is on line 3)');
    expect(errorOf(text({}, ['@b2 @d4']).replace('1. ', ''))).toBe(
      'line 5: expected a header or a numbered turn like "1. @b2 @d4"',
    );
    expect(errorOf(text({}, ['@b2 @d4', '@c3 @c4']).replace('2. ', '3. '))).toBe(
      'line 6: expected turn 2, got turn 3',
    );
    expect(errorOf(text({}, ['@b2 @d4', '@c3 c4']))).toBe(
      'line 6: turn 2: "@c3 c4": a placement turn places two workers, like "@b2 @d4"',
    );
  });

  it('rejects missing or bad headers, naming the header and its line', () => {
    expect(errorOf(text({ Gods: null }))).toBe('missing header [Gods "…"]');
    expect(errorOf(text({ Start: null }))).toBe('missing header [Start "…"]');
    expect(errorOf(text({ Seed: null }))).toBe('missing header [Seed "…"]');
    expect(errorOf(text({ Gods: 'apollo, zorro' }))).toBe('line 3: Gods: unknown god "zorro" (none: no god)');
    expect(errorOf(text({ Gods: 'apollo' }))).toBe('line 3: Gods: a game has 2, 3 or 4 players, got 1');
    expect(errorOf(text({ Gods: '' }))).toBe('line 3: Gods: a game has 2, 3 or 4 players, got 0');
    expect(errorOf(text({ Players: 'Ann' }))).toBe(
      'line 4: Players: one name (or ?) per player: 2 as in Gods, not 1',
    );
    expect(errorOf(text({ Players: 'Ann, ' }))).toBe(
      'line 4: Players: player 1: a name must not be empty (leave it out instead)',
    );
    expect(errorOf(text({ Players: 'Ann\\ , Bob' }))).toBe(
      'line 4: Players: player 0: the name "Ann " starts or ends with a space',
    );
    expect(errorOf(text({ Players: 'Ann\tX, Bob' }))).toBe(
      'line 4: Players: player 0: the name "Ann\\tX" contains a control character',
    );
    expect(errorOf(text({ Start: 'one' }))).toBe('line 3: Start: expected a whole number, got "one"');
    expect(errorOf(text({ Start: '2' }))).toBe(
      'line 3: Start: the Start Player must be a seat from 0 to 1, got 2',
    );
    expect(errorOf(text({ Seed: '-1' }))).toBe('line 3: Seed: expected a whole number, got "-1"');
    expect(errorOf(text({ Seed: '4294967296' }))).toBe(
      'line 3: Seed: the seed must be a whole number from 0 to 4294967295, got 4294967296',
    );
    expect(errorOf(text({ Rules: 'biaStarts, fast' }))).toBe(
      'line 4: Rules: unknown rule switch "fast" (known: chaosAnyDome, limusAnyDome, biaStarts, allowCirceEros)',
    );
    expect(errorOf(text({ Rules: 'biaStarts, biaStarts' }))).toBe('line 4: Rules: biaStarts is listed twice');
    expect(errorOf(text({ Result: '1-0-0' }))).toBe(
      'line 4: Result: expected one of *, 1-0, 0-1, got "1-0-0"',
    );
    expect(errorOf(text({ Gods: 'atlas, demeter, pan, zeus', Result: '1-1-0-0' }))).toBe(
      'line 4: Result: expected one of *, 1-0-1-0, 0-1-0-1, got "1-1-0-0"',
    );
  });

  it('rejects a setup that is incomplete or does not match the gods', () => {
    const gods = { Gods: 'apollo, athena' };
    expect(errorOf(text({ ...gods, Challenger: '0' }))).toBe(
      'line 4: Challenger: comes with an [Offered "…"] header',
    );
    expect(errorOf(text({ ...gods, Offered: 'apollo, athena' }))).toBe(
      'line 4: Offered: comes with a [Challenger "…"] header',
    );
    expect(errorOf(text({ ...gods, Challenger: 'x', Offered: 'apollo, athena' }))).toBe(
      'line 4: Challenger: expected a whole number, got "x"',
    );
    expect(errorOf(text({ ...gods, Challenger: '3', Offered: 'apollo, athena' }))).toBe(
      'line 4: Challenger: the Challenger must be a seat from 0 to 1, got 3',
    );
    expect(errorOf(text({ ...gods, Challenger: '0', Offered: 'apollo, none' }))).toBe(
      'line 5: Offered: unknown god "none"',
    );
    expect(errorOf(text({ ...gods, Challenger: '0', Offered: 'apollo, atlas' }))).toBe(
      "line 5: Offered: player 1's god Athena was not offered",
    );
    expect(errorOf(text({ Challenger: '0', Offered: 'apollo, athena' }))).toBe(
      'line 5: Offered: player 0 has no god, but every player takes one of the offered powers',
    );
  });
});

describe('game record text: the Position header (spec §4)', () => {
  const POSITION = {
    players: [{ god: 'pan', workers: ['b2', 'e1'] }, { workers: ['a5', 'c5'] }],
    levels: ['00000', '00000', '00000', '02300', '00000'],
    domes: [],
    toMove: 0,
  };
  const header = `[Position "${JSON.stringify(POSITION).replace(/"/g, '\\"')}"]`;
  const record = (): GameRecord => ({
    players: [{ god: 'pan' }, { god: null }],
    start: 0,
    rules: {},
    seed: 0,
    position: POSITION as GameRecord['position'],
    turns: ['b2-c2'],
  });

  it('writes the position as one escaped line of spec §2 JSON before the Result, and reads it back', () => {
    const written = formatRecordText(record());
    expect(written).toContain(`[Seed "0"]\n${header}\n[Result "1-0"]\n\n1. b2-c2\n`);
    expect(parseRecordText(written)).toEqual({ ok: true, value: record() });
  });

  it('refuses bad JSON, a bad position, and gods, start or rules that disagree, naming the header', () => {
    const gods = { Gods: 'pan, none' };
    expect(errorOf(text({ ...gods, Position: '{' }))).toMatch(/^line 4: Position: not valid JSON \(/);
    expect(errorOf(text({ ...gods, Position: '{\\"players\\":[]}' }))).toMatch(
      /^line 4: Position: players: /,
    );
    const at = (headers: Record<string, string>): string =>
      errorOf(
        `${header}\n${Object.entries(headers)
          .map(([key, value]) => `[${key} "${value}"]`)
          .join('\n')}\n`,
      );
    expect(at({ Gods: 'pan, atlas', Start: '0', Seed: '0' })).toBe(
      'line 2: Gods: player 1: does not agree with the position: atlas, but in the position player 1 has none',
    );
    expect(at({ Gods: 'pan, none, zeus', Start: '0', Seed: '0' })).toBe(
      'line 2: Gods: does not agree with the position: the position has 2 players, the record 3',
    );
    expect(at({ Gods: 'pan, none', Start: '1', Seed: '0' })).toMatch(
      /^line 3: Start: does not agree with the position: 1,/,
    );
    expect(at({ Gods: 'pan, none', Start: '0', Seed: '0', Rules: 'biaStarts' })).toBe(
      "line 5: Rules: does not agree with the position: switches on: biaStarts, but the position's are: none",
    );
  });
});
