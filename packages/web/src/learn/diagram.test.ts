import { describe, expect, it } from 'vitest';
import { parseDiagram } from './diagram.js';

describe('the lessons’ diagrams', () => {
  it('reads levels, domes, workers, selection and marks', () => {
    const diagram = parseDiagram(['0 1m 2x', '0BS 3D 3b']);
    expect(diagram.columns).toBe(3);
    expect(diagram.rows[0]?.[1]).toEqual({
      view: { level: 1, dome: false, worker: null },
      selected: false,
      mark: 'move',
    });
    expect(diagram.rows[0]?.[2]?.mark).toBe('not');
    expect(diagram.rows[1]?.[0]).toMatchObject({
      view: { level: 0, worker: { letter: 'B' } },
      selected: true,
      mark: null,
    });
    expect(diagram.rows[1]?.[1]?.view).toEqual({ level: 3, dome: true, worker: null });
    expect(diagram.rows[1]?.[2]?.mark).toBe('build');
  });

  it('names a square it cannot read, and rows of different lengths', () => {
    expect(() => parseDiagram(['0 4'])).toThrow('diagram row 1, square 2: "4"');
    expect(() => parseDiagram(['0 0', '0'])).toThrow('diagram row 2 has 1 squares, the first has 2');
    expect(() => parseDiagram([])).toThrow('at least one square');
  });
});
