import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoardState, type BoardState, type SquareView } from '../board/boardState.js';
import { sideColour } from '../board/sideColours.js';
import { HIGHLIGHT_LOOKS } from './highlights.js';
import { describeScene, levelTop, squareAt, squareCentre, stackTop, TILE_HEIGHT, topWidth } from './scene.js';

const blue = { side: 0, letter: 'B', owner: 'Blue', female: false };
const white = { side: 1, letter: 'W', owner: 'White', female: true };

function withSquares(changes: Readonly<Record<number, Partial<SquareView>>>): BoardState {
  const state = emptyBoardState();
  return {
    ...state,
    squares: state.squares.map((view, square) => ({ ...view, ...changes[square] })),
  };
}

describe('describeScene', () => {
  it('lays the 25 tiles out a1 front-left to e5 back-right, one unit apart, in a warm checker', () => {
    const { tiles } = describeScene(emptyBoardState());
    expect(tiles).toHaveLength(25);
    expect(tiles[0]).toMatchObject({ square: 0, x: -2, z: 2 }); // a1
    expect(tiles[4]).toMatchObject({ square: 4, x: 2, z: 2 }); // e1
    expect(tiles[12]).toMatchObject({ square: 12, x: 0, z: 0 }); // c3
    expect(tiles[24]).toMatchObject({ square: 24, x: 2, z: -2 }); // e5
    expect(tiles[0]?.colour).toBe(tiles[2]?.colour);
    expect(tiles[0]?.colour).not.toBe(tiles[1]?.colour);
  });

  it('stacks one tier per level, each narrower and on the one below, a worker on top', () => {
    const scene = describeScene(withSquares({ 7: { level: 3, worker: blue } }));
    const blocks = scene.blocks.filter((block) => block.square === 7);
    expect(blocks.map((block) => block.level)).toEqual([1, 2, 3]);
    const [one, two, three] = blocks;
    if (one === undefined || two === undefined || three === undefined) throw new Error('three blocks');
    expect(one.width).toBeGreaterThan(two.width);
    expect(two.width).toBeGreaterThan(three.width);
    expect(new Set(blocks.map((block) => block.colour)).size).toBe(3);
    expect(two.y - two.height / 2).toBeCloseTo(one.y + one.height / 2);
    expect(three.y - three.height / 2).toBeCloseTo(two.y + two.height / 2);
    expect(one.y - one.height / 2).toBeCloseTo(TILE_HEIGHT);
    expect(scene.workers).toEqual([
      {
        model: 'pawn',
        square: 7,
        x: 0,
        y: three.y + three.height / 2,
        z: 1,
        side: 0,
        colour: sideColour(0).fill,
        textColour: sideColour(0).text,
        letter: 'B',
        selected: false,
      },
    ]);
  });

  it('gives the levels clearly different heights: each step at least a quarter of a square', () => {
    for (let level = 1; level <= 3; level++)
      expect(levelTop(level) - levelTop(level - 1)).toBeGreaterThanOrEqual(0.25);
  });

  it('makes domes dome models (a drum and a cap) on top of the stack, also on the ground', () => {
    const scene = describeScene(withSquares({ 0: { level: 0, dome: true }, 1: { level: 3, dome: true } }));
    const [ground, capped] = scene.domes;
    expect(ground).toMatchObject({ model: 'dome', square: 0, y: TILE_HEIGHT });
    expect(ground?.drumHeight).toBeGreaterThan(0);
    expect(capped).toMatchObject({ model: 'dome', square: 1, y: levelTop(3) });
    // A dome fits the top it stands on, and is bigger than a pawn's foot even on level 3.
    expect(capped?.radius).toBeLessThan(ground?.radius ?? 0);
    expect((capped?.radius ?? 0) * 2).toBeLessThanOrEqual(topWidth(3));
    expect(capped?.radius).toBeGreaterThan(0.2);
    expect(scene.blocks.filter((block) => block.square === 0)).toEqual([]);
  });

  it('colours workers by seat from sideColours, with their letters, and crowns the female', () => {
    const scene = describeScene(withSquares({ 3: { worker: blue }, 21: { worker: white } }));
    expect(
      scene.workers.map((worker) => [worker.square, worker.model, worker.colour, worker.letter]),
    ).toEqual([
      [3, 'pawn', sideColour(0).fill, 'B'],
      [21, 'crowned-pawn', sideColour(1).fill, 'W'],
    ]);
  });
});

describe('highlights', () => {
  it('lie just above the top of the stack, sized to its top, never on the ground under a block', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 3 }), (square, level) => {
        const state: BoardState = {
          ...withSquares({ [square]: { level } }),
          targets: new Map([[square, 'move']]),
        };
        const [mark, ...others] = describeScene(state).highlights;
        expect(others).toEqual([]);
        expect(mark?.square).toBe(square);
        expect(mark?.y).toBeGreaterThan(levelTop(level));
        expect(mark?.y).toBeLessThan(levelTop(level) + 0.03);
        expect(mark?.size).toBe(topWidth(level));
      }),
    );
  });

  it('mark the selected worker, the targets by kind and the last turn, each its own shape and colour', () => {
    const state: BoardState = {
      ...withSquares({ 6: { worker: blue, level: 1 }, 7: { level: 2 }, 8: { level: 3 } }),
      selected: 6,
      targets: new Map([
        [7, 'move'],
        [8, 'build'],
        [6, 'select'],
        [11, 'remove'],
      ]),
      lastTurn: [7, 9],
    };
    const { highlights, workers } = describeScene(state);
    expect(highlights.map((mark) => [mark.square, mark.kind, mark.shape])).toEqual([
      [6, 'selected', 'thick-ring'],
      [7, 'last-turn', 'corners'],
      [7, 'move', 'disc'],
      [8, 'build', 'square'],
      [9, 'last-turn', 'corners'],
      [11, 'remove', 'cross'],
    ]);
    expect(highlights.find((mark) => mark.square === 8)?.y).toBeGreaterThan(levelTop(3));
    expect(workers[0]?.selected).toBe(true);
  });

  it('never use a seat colour', () => {
    const seats = [0, 1, 2, 3].map((side) => sideColour(side).fill.toLowerCase());
    for (const look of Object.values(HIGHLIGHT_LOOKS)) expect(seats).not.toContain(look.colour.toLowerCase());
  });
});

describe('arrows', () => {
  const state: BoardState = {
    ...withSquares({ 6: { level: 1 }, 12: { level: 2, worker: blue }, 13: { level: 3, dome: true } }),
    arrows: [
      { from: 6, to: 12, build: 13, kind: 'last', label: null },
      { from: 12, to: 18, build: null, kind: 'hint', label: '1' },
    ],
  };

  it('become arcs from the top of one stack to the top of the other, rising above both', () => {
    const [last, hint] = describeScene(state).arrows;
    if (last === undefined || hint === undefined) throw new Error('two arrows');
    expect(last.from[0]).toBe(squareCentre(6).x);
    expect(last.from[2]).toBe(squareCentre(6).z);
    expect(last.from[1]).toBeGreaterThan(levelTop(1));
    expect(last.to[1]).toBeGreaterThan(levelTop(2));
    expect(last.to[1]).toBeLessThan(levelTop(3));
    expect(last.control[1]).toBeGreaterThan(Math.max(last.from[1], last.to[1]) + 0.4);
    expect(last.labelAt[1]).toBeGreaterThan(last.to[1]);
    expect(last.colour).not.toBe(hint.colour);
    expect(hint).toMatchObject({ kind: 'hint', label: '1', build: null });
  });

  it('mark the square built on above whatever now stands there, a dome included', () => {
    const build = describeScene(state).arrows[0]?.build;
    const view = state.squares[13];
    if (build == null || view === undefined) throw new Error('a build mark');
    expect(build.square).toBe(13);
    expect(build.at[1]).toBeGreaterThan(stackTop(view));
  });

  it('are none when the state has no arrows', () => {
    expect(describeScene(emptyBoardState()).arrows).toEqual([]);
  });
});

describe('squareAt', () => {
  it('finds the square under any point of its tile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.double({ min: -0.49, max: 0.49, noNaN: true }),
        fc.double({ min: -0.49, max: 0.49, noNaN: true }),
        (square, dx, dz) => {
          const { x, z } = squareCentre(square);
          expect(squareAt(x + dx, z + dz)).toBe(square);
        },
      ),
    );
  });

  it('is null off the board', () => {
    expect(squareAt(2.6, 0)).toBeNull();
    expect(squareAt(0, -2.6)).toBeNull();
  });
});
