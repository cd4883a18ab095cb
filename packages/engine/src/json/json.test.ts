import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition, parsePositionText, positionKey, positionToJson } from './json.js';
import { emptyPosition } from '../core/position.js';

const EMPTY_LEVELS = ['00000', '00000', '00000', '00000', '00000'];

const base = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  players: [
    { god: null, workers: ['b3', 'd3'] },
    { god: null, workers: ['c2', 'c4'] },
  ],
  levels: ['00000', '01200', '00300', '00000', '00000'],
  domes: ['c3'],
  toMove: 0,
  ...overrides,
});

function errorOf(value: unknown): { field: string; message: string } {
  const result = parsePosition(value);
  if (result.ok) throw new Error('expected a parse error');
  return result.error;
}

describe('position JSON', () => {
  it('reads levels rank 5 first, files a to e', () => {
    const result = parsePosition(base());
    if (!result.ok) throw new Error(result.error.message);
    const pos = result.value;
    expect(pos.levelAt(16)).toBe(1); // b4
    expect(pos.levelAt(17)).toBe(2); // c4
    expect(pos.levelAt(12)).toBe(3); // c3
    expect(pos.domeAt(12)).toBe(true);
    expect(pos.levelAt(0)).toBe(0);
  });

  it('writes the canonical form: one line, domes sorted by name, fields at defaults omitted', () => {
    const result = parsePosition(
      base({ domes: ['e1', 'a5', 'c3'], levels: ['30000', '00000', '00300', '00000', '00003'] }),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(formatPosition(result.value)).toBe(
      '{"players":[{"workers":["b3","d3"]},{"workers":["c2","c4"]}],' +
        '"levels":["30000","00000","00300","00000","00003"],"domes":["a5","c3","e1"],"toMove":0}',
    );
  });

  it('writes the empty board as the spec does', () => {
    expect(formatPosition(emptyPosition())).toBe(
      '{"players":[{"workers":[]},{"workers":[]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}',
    );
  });

  it('round-trips: format then parse gives the same JSON', () => {
    const first = parsePosition(base({ winner: 1 }));
    if (!first.ok) throw new Error(first.error.message);
    const again = parsePositionText(formatPosition(first.value));
    if (!again.ok) throw new Error(again.error.message);
    expect(positionToJson(again.value)).toEqual(positionToJson(first.value));
  });

  it('treats workers as a set: swapped slots are the same position, kept in their slots on output', () => {
    const a = parsePosition(base());
    const b = parsePosition(base({ players: [{ workers: ['d3', 'b3'] }, { workers: ['c4', 'c2'] }] }));
    if (!a.ok || !b.ok) throw new Error('parse failed');
    expect(positionKey(a.value)).toBe(positionKey(b.value));
    expect(positionToJson(b.value).players[0]?.workers).toEqual(['d3', 'b3']);
  });

  it('tells positions apart by whose turn it is', () => {
    const a = parsePosition(base());
    const b = parsePosition(base({ toMove: 1 }));
    if (!a.ok || !b.ok) throw new Error('parse failed');
    expect(positionKey(a.value)).not.toBe(positionKey(b.value));
  });

  it('reads and writes a God Power', () => {
    const result = parsePosition(
      base({ players: [{ god: 'apollo', workers: ['b3', 'd3'] }, { workers: ['c2', 'c4'] }] }),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.godOf(0)).toBe('apollo');
    expect(positionToJson(result.value).players[0]?.god).toBe('apollo');
  });

  it('accepts an absent god and upper-case squares', () => {
    const result = parsePosition(base({ players: [{ workers: ['B3', 'D3'] }, { workers: ['c2', 'c4'] }] }));
    expect(result.ok).toBe(true);
  });

  it('keeps the start player while placement lasts', () => {
    const result = parsePosition({
      players: [{ workers: [] }, { workers: [] }],
      levels: EMPTY_LEVELS,
      domes: [],
      toMove: 1,
      start: 1,
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(positionToJson(result.value).start).toBe(1);
    expect(result.value.inPlacement).toBe(true);
  });

  describe('rejects bad input with an error naming the field', () => {
    it.each([
      ['not an object', [], 'position'],
      ['an unknown field', base({ colour: 'red' }), 'colour'],
      [
        'an unknown player field',
        base({ players: [{ workers: ['b3', 'd3'], name: 'Ann' }, { workers: ['c2', 'c4'] }] }),
        'players[0].name',
      ],
      [
        'a bad square',
        base({ players: [{ workers: ['b3', 'f6'] }, { workers: ['c2', 'c4'] }] }),
        'players[0].workers[1]',
      ],
      [
        'a worker on a dome',
        base({ players: [{ workers: ['b3', 'c3'] }, { workers: ['c2', 'c4'] }] }),
        'players[0].workers[1]',
      ],
      [
        'two workers on one square',
        base({ players: [{ workers: ['b3', 'd3'] }, { workers: ['c2', 'd3'] }] }),
        'players[1].workers[1]',
      ],
      [
        'three workers',
        base({ players: [{ workers: ['b3', 'd3', 'a1'] }, { workers: ['c2', 'c4'] }] }),
        'players[0].workers',
      ],
      [
        'one worker in the base game',
        base({ players: [{ workers: ['b3'] }, { workers: ['c2', 'c4'] }] }),
        'players[0].workers',
      ],
      ['a missing workers list', base({ players: [{}, { workers: ['c2', 'c4'] }] }), 'players[0].workers'],
      [
        'an unknown god',
        base({ players: [{ god: 'thor', workers: ['b3', 'd3'] }, { workers: ['c2', 'c4'] }] }),
        'players[0].god',
      ],
      ['one player', base({ players: [{ workers: ['b3', 'd3'] }] }), 'players'],
      [
        '3 players without gods',
        base({ players: [{ workers: [] }, { workers: [] }, { workers: [] }] }),
        'players',
      ],
      ['four level rows', base({ levels: ['00000', '00000', '00000', '00000'] }), 'levels'],
      [
        'a level digit out of range',
        base({ levels: ['00000', '00400', '00000', '00000', '00000'] }),
        'levels[1]',
      ],
      ['a short level row', base({ levels: ['0000', '00000', '00000', '00000', '00000'] }), 'levels[0]'],
      ['a bad dome square', base({ domes: ['z9'] }), 'domes[0]'],
      ['a dome listed twice', base({ domes: ['c3', 'c3'] }), 'domes[1]'],
      ['toMove out of range', base({ toMove: 2 }), 'toMove'],
      ['toMove not an integer', base({ toMove: '0' }), 'toMove'],
      ['missing toMove', base({ toMove: undefined }), 'toMove'],
      ['a bad winner', base({ winner: 5 }), 'winner'],
      ['an unknown rule switch', base({ rules: { fastMode: true } }), 'rules.fastMode'],
      [
        'a power memory field without the power',
        base({ players: [{ workers: ['b3', 'd3'], movedUp: true }, { workers: ['c2', 'c4'] }] }),
        'players[0].movedUp',
      ],
      [
        'out in a 2-player game',
        base({ players: [{ workers: ['b3', 'd3'] }, { workers: [], out: true }] }),
        'players[1].out',
      ],
      [
        'play before placement is over',
        base({ players: [{ workers: ['b3', 'd3'] }, { workers: [] }] }),
        'players[1].workers',
      ],
      [
        'the wrong placer',
        { players: [{ workers: [] }, { workers: [] }], levels: EMPTY_LEVELS, domes: [], toMove: 1 },
        'toMove',
      ],
    ])('%s', (_, value, field) => {
      const error = errorOf(value);
      expect(error.field).toBe(field);
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    });

    it('reports invalid JSON text', () => {
      const result = parsePositionText('{"players": [');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/not valid JSON/);
    });

    it('rejects gods that cannot play together (R13, R14)', () => {
      const three = {
        players: [
          { god: 'apollo', workers: [] },
          { god: 'circe', workers: [] },
          { god: 'pan', workers: [] },
        ],
      };
      expect(errorOf({ ...three, levels: EMPTY_LEVELS, domes: [], toMove: 0 }).message).toMatch(
        /Circe.*3 players/,
      );
      const banned = base({
        players: [
          { god: 'circe', workers: ['b3', 'd3'] },
          { god: 'eros', workers: ['c2', 'c4'] },
        ],
      });
      expect(errorOf(banned).message).toMatch(/Circe and Eros/);
    });
  });
});
