import { parsePosition } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { BOARD_LEGEND, boardLegend, renderBoard } from './render.js';

const position = (json: unknown) => {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const MIDGAME = position({
  players: [{ workers: ['c3', 'a1'] }, { workers: ['d4', 'e1'] }],
  levels: ['00000', '00300', '00230', '02000', '00000'],
  domes: ['d3'],
  toMove: 0,
});

describe('renderBoard', () => {
  it('draws rank 5 at the top with levels, workers, domes and coordinates', () => {
    expect(renderBoard(MIDGAME, { color: false })).toBe(
      [
        '    a   b   c   d   e',
        '  +---+---+---+---+---+',
        '5 | 0 | 0 | 0 | 0 | 0 | 5',
        '  +---+---+---+---+---+',
        '4 | 0 | 0 | 3 | 0B| 0 | 4',
        '  +---+---+---+---+---+',
        '3 | 0 | 0 | 2A| 3X| 0 | 3',
        '  +---+---+---+---+---+',
        '2 | 0 | 2 | 0 | 0 | 0 | 2',
        '  +---+---+---+---+---+',
        '1 | 0A| 0 | 0 | 0 | 0B| 1',
        '  +---+---+---+---+---+',
        '    a   b   c   d   e',
        '',
      ].join('\n'),
    );
  });

  it('adds colour only when asked, keeping the letters', () => {
    const coloured = renderBoard(MIDGAME, { color: true });
    expect(coloured).toContain('\u001b[');
    // eslint-disable-next-line no-control-regex
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(renderBoard(MIDGAME, { color: false }));
    expect(renderBoard(MIDGAME, { color: false })).not.toContain('\u001b');
  });
});

describe('renderBoard with powers and more players', () => {
  const EMPTY = ['00000', '00000', '00000', '00000', '00000'];

  it('draws a 4-player game with the two team letters and says so in the legend', () => {
    const teams = position({
      players: [
        { god: 'apollo', workers: ['a1', 'b1'] },
        { god: 'pan', workers: ['d5', 'e5'] },
        { god: 'zeus', workers: ['a1', 'b1'] },
        { god: 'atlas', workers: ['d5', 'e5'] },
      ],
      levels: EMPTY,
      domes: [],
      toMove: 2,
    });
    const board = renderBoard(teams, { color: false });
    expect(board).toContain('1 | 0A| 0A| 0 | 0 | 0 | 1');
    expect(board).toContain('5 | 0 | 0 | 0 | 0B| 0B| 5');
    expect(boardLegend(teams)).toContain('A marks the workers of team A+C, B those of team B+D');
  });

  it("draws Selene's female worker in lower case, and only hers", () => {
    const selene = position({
      players: [
        { god: 'selene', workers: ['b2', 'd4'] },
        { god: 'pan', workers: ['c2', 'c4'] },
      ],
      levels: EMPTY,
      domes: [],
      toMove: 0,
    });
    const board = renderBoard(selene, { color: false });
    expect(board).toContain('4 | 0 | 0 | 0B| 0a| 0 | 4');
    expect(board).toContain('2 | 0 | 0A| 0B| 0 | 0 | 2');
    expect(boardLegend(selene)).toContain('A lower-case letter is a female worker (Selene).');
    expect(boardLegend(MIDGAME)).toBe(BOARD_LEGEND);
  });

  it('names three sides in a 3-player legend', () => {
    const three = position({
      players: [
        { god: 'apollo', workers: ['a1', 'b1'] },
        { god: 'pan', workers: ['d5', 'e5'] },
        { god: 'zeus', workers: ['c3', 'e1'] },
      ],
      levels: EMPTY,
      domes: [],
      toMove: 0,
    });
    expect(renderBoard(three, { color: false })).toContain('1 | 0A| 0A| 0 | 0 | 0C| 1');
    expect(boardLegend(three)).toContain('then A, B or C for a worker');
  });
});
