import { describe, expect, it } from 'vitest';
import { newGame } from '../game/start.js';
import type { GameRecord } from './record.js';
import type { RecordError, RecordErrorKind } from './recordError.js';
import { parseRecordJson } from './recordJson.js';
import { parseRecord } from './recordParse.js';
import { replayRecord } from './recordReplay.js';
import { parseRecordText } from './recordText.js';
import type { Result } from '../core/result.js';
import { recordErrorText } from '../words/recordWords.js';

const FLAT = ['00000', '00000', '00000', '00000', '00000'];

/** A 2-player base-game record in JSON, fields replaced (undefined drops one). */
const json = (fields: object = {}): unknown => ({
  players: [{ god: null }, { god: null }],
  start: 0,
  seed: 0,
  turns: [],
  ...fields,
});

/** A 2-player base-game record in the text form, with header lines and turn lines added. */
const text = (...lines: string[]): string =>
  ['[Gods "none, none"]', '[Start "0"]', '[Seed "0"]', ...lines].join('\n');

const dealt = { players: [{ god: 'atlas' }, { god: 'demeter' }] };

/** One input per kind and the data its error must hold: every kind is here (the type checks it). */
const CASES: Record<RecordErrorKind, readonly [read: () => Result<unknown, RecordError>, expected: object]> =
  {
    notJson: [() => parseRecord('{"players": '), { field: 'record' }],
    nestedTooDeep: [
      () => parseRecordJson(json({ turns: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown })),
      { field: 'record', limit: 32 },
    ],
    notObject: [() => parseRecordJson([]), { field: 'record', got: { type: 'array', text: '[]' } }],
    unknownField: [() => parseRecordJson(json({ colour: 1 })), { field: 'record', name: 'colour' }],
    missing: [() => parseRecordJson(json({ seed: undefined })), { field: 'seed', name: 'seed' }],
    notArray: [() => parseRecordJson(json({ turns: 'none' })), { field: 'turns', of: 'turns' }],
    playerCount: [() => parseRecordJson(json({ players: [{ god: null }] })), { field: 'players', count: 1 }],
    unknownGod: [
      () => parseRecordText(text().replace('none, none', 'zorro, none')),
      { field: 'Gods', line: 1, orNone: true, got: { type: 'string', text: '"zorro"' } },
    ],
    notAGod: [
      () => parseRecordJson(json({ ...dealt, setup: { challenger: 0, offered: [null, 'atlas'] } })),
      { field: 'setup.offered[0]', got: { type: 'null', text: 'null' } },
    ],
    badName: [
      () => parseRecordJson(json({ players: [{ god: null, name: '' }, { god: null }] })),
      { field: 'players[0].name', why: 'empty' },
    ],
    nameCount: [
      () => parseRecordText(text('[Players "Ann"]')),
      { field: 'Players', players: 2, names: 1, inText: true },
    ],
    seat: [() => parseRecordJson(json({ start: 5 })), { field: 'start', seat: 'start', players: 2 }],
    seed: [() => parseRecordJson(json({ seed: -1 })), { field: 'seed', high: 2 ** 32 - 1 }],
    unknownRule: [() => parseRecordJson(json({ rules: { fast: true } })), { field: 'rules', name: 'fast' }],
    notBoolean: [() => parseRecordJson(json({ rules: { biaStarts: 1 } })), { field: 'rules.biaStarts' }],
    offered: [
      () => parseRecordJson(json({ ...dealt, setup: { challenger: 0, offered: ['atlas', 'pan'] } })),
      { field: 'setup.offered', problem: { kind: 'godNotOffered', seat: 1, god: 'demeter' } },
    ],
    position: [
      () => parseRecordJson(json({ position: {} })),
      { field: 'position', error: { kind: 'notPlayers', field: 'players' } },
    ],
    disagrees: [
      () =>
        parseRecordJson(
          json({
            start: 1,
            position: { players: [{ workers: [] }, { workers: [] }], levels: FLAT, domes: [], toMove: 0 },
          }),
        ),
      { field: 'start', disagreement: { field: 'start', record: 1, position: 0 } },
    ],
    turnNotString: [() => parseRecordJson(json({ turns: [5] })), { field: 'turns[0]', turn: 1 }],
    notation: [
      () => parseRecordJson(json({ turns: [''] })),
      { field: 'turns[0]', turn: 1, error: { kind: 'emptyTurn' } },
    ],
    setup: [
      () => replayRecord(json({ players: [{ god: 'circe' }, { god: 'eros' }] }) as GameRecord),
      { field: 'players', error: { kind: 'gods', problem: { kind: 'bannedPair' } } },
    ],
    illegalTurn: [
      () => replayRecord(json({ turns: ['@a1 @a2', '@a1 @b1'] }) as GameRecord),
      { number: 2, text: '@a1 @b1', error: { kind: 'illegal' } },
    ],
    headerAfterTurns: [() => parseRecordText(text('', '1. @a1 @a2', '[Rules ""]')), { line: 6 }],
    badHeader: [() => parseRecordText('[Gods apollo]'), { line: 1, text: '[Gods apollo]' }],
    unknownHeader: [() => parseRecordText(text('[Colour "red"]')), { line: 4, key: 'Colour' }],
    secondHeader: [
      () => parseRecordText(text('[Gods "none, none"]')),
      { line: 4, key: 'Gods', firstLine: 1 },
    ],
    notTurnLine: [() => parseRecordText(text('', 'hello')), { line: 5, expected: 1 }],
    turnNumber: [() => parseRecordText(text('', '2. @a1 @a2')), { line: 5, expected: 1, got: '2' }],
    missingHeader: [() => parseRecordText('[Gods "none, none"]\n[Start "0"]'), { key: 'Seed' }],
    headerWithout: [
      () => parseRecordText(text('[Challenger "0"]')),
      { field: 'Challenger', other: 'Offered' },
    ],
    notNumber: [
      () => parseRecordText(text().replace('[Start "0"]', '[Start "x"]')),
      { field: 'Start', line: 2, got: { type: 'string', text: '"x"' } },
    ],
    listedTwice: [
      () => parseRecordText(text('[Rules "biaStarts, biaStarts"]')),
      { field: 'Rules', name: 'biaStarts' },
    ],
    result: [
      () => parseRecordText(text('[Result "2-0"]')),
      { field: 'Result', allowed: ['*', '1-0', '0-1'] },
    ],
  };

describe('RecordError: every refusal is a kind with its place and data, worded from them', () => {
  it.each(Object.entries(CASES))('%s', (kind, [read, expected]) => {
    const result = read();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind, ...expected });
    expect(result.error.message).toBe(recordErrorText(result.error));
  });

  it('keeps the words people know', () => {
    const message = (result: Result<unknown, RecordError>): string => (result.ok ? '' : result.error.message);
    expect(message(CASES.illegalTurn[0]())).toMatch(/^turn 2 "@a1 @b1": /);
    expect(message(CASES.notation[0]())).toBe('turns[0] (turn 1): empty turn');
    expect(message(CASES.unknownGod[0]())).toBe('line 1: Gods: unknown god "zorro" (none: no god)');
    expect(message(CASES.position[0]())).toBe(
      'position: players: expected an array of 2 to 4 players, got undefined',
    );
    expect(message(CASES.disagrees[0]())).toMatch(/^start: does not agree with the position: 1, but/);
    expect(message(newGame({ gods: [null, null], names: ['Ann'] }))).toBe(
      'names: one name per player: 2, not 1',
    );
    expect(message(parseRecordText(text('[Players "Ann, "]')))).toBe(
      'line 4: Players: player 1: a name must not be empty (leave it out instead)',
    );
  });
});
