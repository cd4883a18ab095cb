import { parsePosition } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { renderBoard } from './render.js';

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
