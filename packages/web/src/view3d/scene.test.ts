import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBoardState, type BoardState, type SquareView } from '../board/boardState.js';
import { BLOCK_COLOURS, describeScene, MARK_COLOURS, squareAt, squareCentre } from './scene.js';

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
  it('lays the 25 tiles out a1 front-left to e5 back-right, one unit apart', () => {
    const { tiles } = describeScene(emptyBoardState());
    expect(tiles).toHaveLength(25);
    expect(tiles[0]).toMatchObject({ square: 0, x: -2, z: 2, mark: 'none' }); // a1
    expect(tiles[4]).toMatchObject({ square: 4, x: 2, z: 2 }); // e1
    expect(tiles[12]).toMatchObject({ square: 12, x: 0, z: 0 }); // c3
    expect(tiles[24]).toMatchObject({ square: 24, x: 2, z: -2 }); // e5
  });

  it('stacks one block per level, each narrower, lower and a different colour, a worker on top', () => {
    const scene = describeScene(withSquares({ 7: { level: 3, worker: blue } }));
    const blocks = scene.blocks.filter((block) => block.square === 7);
    expect(blocks.map((block) => block.level)).toEqual([1, 2, 3]);
    const [one, two, three] = blocks;
    if (one === undefined || two === undefined || three === undefined) throw new Error('three blocks');
    expect(one.width).toBeGreaterThan(two.width);
    expect(two.width).toBeGreaterThan(three.width);
    expect(new Set(blocks.map((block) => block.colour)).size).toBe(3);
    // Each block sits on the one below: bottom of the next = top of the previous.
    expect(two.y - two.height / 2).toBeCloseTo(one.y + one.height / 2);
    expect(three.y - three.height / 2).toBeCloseTo(two.y + two.height / 2);
    expect(one.y - one.height / 2).toBeCloseTo(0.1); // on the tile
    expect(scene.workers).toEqual([
      {
        square: 7,
        x: 0,
        y: three.y + three.height / 2,
        z: 1,
        colour: '#2563eb',
        female: false,
        selected: false,
      },
    ]);
  });

  it('puts a dome on top of its tower, smaller on a taller tower', () => {
    const scene = describeScene(withSquares({ 0: { level: 0, dome: true }, 1: { level: 3, dome: true } }));
    const [ground, capped] = scene.domes;
    expect(ground).toMatchObject({ square: 0, y: 0.1 });
    expect(capped?.square).toBe(1);
    expect(capped?.y).toBeCloseTo(0.1 + 0.34 + 0.3 + 0.26);
    expect(capped?.radius).toBeLessThan(ground?.radius ?? 0);
    expect(scene.blocks.filter((block) => block.square === 0)).toEqual([]);
  });

  it('colours workers by side and marks the female', () => {
    const scene = describeScene(withSquares({ 3: { worker: blue }, 21: { worker: white } }));
    expect(scene.workers.map((worker) => [worker.square, worker.colour, worker.female])).toEqual([
      [3, '#2563eb', false],
      [21, '#f8f5ec', true],
    ]);
  });

  it('marks the selected worker, the targets by kind and the last turn, selection first', () => {
    const state: BoardState = {
      ...withSquares({ 6: { worker: blue } }),
      selected: 6,
      targets: new Map([
        [7, 'move'],
        [8, 'build'],
        [6, 'select'],
      ]),
      lastTurn: [7, 9, 6],
    };
    const { tiles, workers } = describeScene(state);
    expect([6, 7, 8, 9, 10].map((square) => tiles[square]?.mark)).toEqual([
      'selected',
      'move',
      'build',
      'last-turn',
      'none',
    ]);
    const colours = [6, 7, 8, 9, 10].map((square) => tiles[square]?.colour);
    expect(new Set(colours).size).toBe(5);
    expect(workers[0]?.selected).toBe(true);
  });
});

describe('marks on raised squares', () => {
  it('paints the mark on the top block, where it shows, not only on the hidden tile', () => {
    const state: BoardState = {
      ...withSquares({ 7: { level: 2 }, 8: { level: 1 } }),
      targets: new Map([[7, 'move']]),
      lastTurn: [8],
    };
    const { blocks } = describeScene(state);
    const on = (square: number) => blocks.filter((block) => block.square === square).map((b) => b.colour);
    expect(on(7)).toEqual([BLOCK_COLOURS[0], MARK_COLOURS.move]);
    expect(on(8)).toEqual([MARK_COLOURS['last-turn']]);
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
