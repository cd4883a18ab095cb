// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { createBoard, type BoardApi } from './board.js';
import { emptyBoardState, type BoardState, type SquareView } from './boardState.js';

const C3 = 12;
const D3 = 13;

function withSquares(changes: Record<number, SquareView>, extra: Partial<BoardState> = {}): BoardState {
  const base = emptyBoardState();
  return { ...base, squares: base.squares.map((view, square) => changes[square] ?? view), ...extra };
}

describe('the framework-free board', () => {
  let board: BoardApi | undefined;
  afterEach(() => {
    board?.destroy();
    document.body.innerHTML = '';
  });

  const mount = (state: BoardState, clicks: number[] = []) => {
    board = createBoard(document.body, state, { onSquare: (square) => clicks.push(square) });
    return [...document.querySelectorAll<HTMLButtonElement>('button[data-square]')];
  };

  it('draws 25 buttons, rank 5 first, each named by data-square', () => {
    const buttons = mount(emptyBoardState());
    expect(buttons).toHaveLength(25);
    expect(buttons.slice(0, 5).map((button) => button.dataset.square)).toEqual([
      'a5',
      'b5',
      'c5',
      'd5',
      'e5',
    ]);
    expect(buttons[24]?.dataset.square).toBe('e1');
  });

  it('labels level, dome and worker for screen readers, and draws the level digit', () => {
    const state = withSquares({
      [C3]: { level: 2, dome: false, worker: { side: 0, letter: 'B', owner: 'Blue', female: true } },
      [D3]: { level: 3, dome: true, worker: null },
    });
    mount({ ...state, targets: new Map([[D3, 'build']]), lastTurn: [C3] });
    const c3 = document.querySelector('[data-square="c3"]');
    const d3 = document.querySelector('[data-square="d3"]');
    expect(c3?.getAttribute('aria-label')).toBe('c3, level 2, Blue female worker, changed last turn');
    expect(d3?.getAttribute('aria-label')).toBe('d3, level 3, dome, build here');
    expect(c3?.querySelector('.level')?.getAttribute('data-level')).toBe('2');
    expect(c3?.querySelector('.female')).not.toBeNull();
    expect(d3?.querySelector('.dome')).not.toBeNull();
    expect(d3?.classList.contains('target-build')).toBe(true);
    expect(c3?.classList.contains('last-turn')).toBe(true);
  });

  it('reports clicks with the engine square number', () => {
    const clicks: number[] = [];
    mount(emptyBoardState(), clicks);
    document.querySelector<HTMLButtonElement>('[data-square="c3"]')?.click();
    document.querySelector<HTMLButtonElement>('[data-square="a1"]')?.click();
    expect(clicks).toEqual([C3, 0]);
  });

  it('moves focus with the arrow keys, stopping at the edge, with one square in the tab order', () => {
    const buttons = mount(emptyBoardState());
    const grid = document.querySelector('.board-grid');
    const press = (key: string) => grid?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    board?.focus(C3);
    press('ArrowRight');
    expect((document.activeElement as HTMLElement | null)?.dataset.square).toBe('d3');
    press('ArrowUp');
    press('ArrowUp');
    press('ArrowUp');
    expect((document.activeElement as HTMLElement | null)?.dataset.square).toBe('d5');
    expect(buttons.filter((button) => button.tabIndex === 0).map((button) => button.dataset.square)).toEqual([
      'd5',
    ]);
  });

  it('redraws what changed on set', () => {
    mount(emptyBoardState());
    board?.set(
      withSquares({ [C3]: { level: 1, dome: false, worker: null } }, { targets: new Map([[C3, 'move']]) }),
    );
    const c3 = document.querySelector('[data-square="c3"]');
    expect(c3?.getAttribute('aria-label')).toBe('c3, level 1, move here');
    expect(c3?.classList.contains('target-move')).toBe(true);
    board?.set(emptyBoardState());
    expect(c3?.getAttribute('aria-label')).toBe('c3, level 0');
    expect(c3?.classList.contains('target')).toBe(false);
  });

  it('draws the arrows of the state over the squares: the last turn plain, a hint with its rank', () => {
    mount(emptyBoardState());
    board?.set({
      ...emptyBoardState(),
      arrows: [
        { from: C3, to: D3, build: 14, kind: 'last', label: null },
        { from: 0, to: 6, build: null, kind: 'hint', label: '1' },
      ],
    });
    const last = document.querySelector('.board-arrows .arrow-last');
    const hint = document.querySelector('.board-arrows .arrow-hint');
    expect(last?.getAttribute('data-from')).toBe(String(C3));
    expect(last?.querySelector('.arrow-build')).not.toBeNull();
    expect(hint?.querySelector('.arrow-label')?.textContent).toBe('1');
    board?.set(emptyBoardState());
    expect(document.querySelectorAll('.board-arrows .arrow')).toHaveLength(0);
  });

  it('animates what a step changed: both workers of a swap, a block built, a block removed', () => {
    const blue = { side: 0, letter: 'B', owner: 'Blue', female: false };
    const white = { side: 1, letter: 'W', owner: 'White', female: false };
    mount(
      withSquares({
        [C3]: { level: 0, dome: false, worker: blue },
        [D3]: { level: 1, dome: false, worker: white },
        [0]: { level: 2, dome: false, worker: null },
      }),
    );
    board?.set(
      withSquares({
        [C3]: { level: 1, dome: false, worker: white },
        [D3]: { level: 1, dome: false, worker: blue },
        [0]: { level: 1, dome: false, worker: null },
        [1]: { level: 0, dome: true, worker: null },
      }),
    );
    const square = (name: string) => document.querySelector(`[data-square="${name}"]`);
    expect(square('d3')?.querySelector('.pawn.arriving')?.getAttribute('style')).toBe(
      '--from-x:-106px;--from-y:0px',
    );
    expect(square('c3')?.querySelector('.pawn.arriving')?.getAttribute('style')).toBe(
      '--from-x:106px;--from-y:0px',
    );
    expect(square('b1')?.querySelector('.dome-shape.dropping')).not.toBeNull();
    expect(square('c3')?.querySelector('.tier.dropping')).not.toBeNull();
    expect(square('a1')?.querySelector('.tier-2.fading')).not.toBeNull();
  });

  it('touches only the squares whose look changed on set', () => {
    const blue = { side: 0, letter: 'B', owner: 'Blue', female: false };
    const start = withSquares({ [C3]: { level: 0, dome: false, worker: blue } });
    mount(start);
    const grid = document.querySelector('.board-grid');
    if (grid === null) throw new Error('no grid');
    const observer = new MutationObserver(() => undefined);
    observer.observe(grid, { subtree: true, childList: true, attributes: true, characterData: true });
    // The same look again, in new objects: nothing is touched.
    board?.set(withSquares({ [C3]: { level: 0, dome: false, worker: { ...blue } } }));
    expect(observer.takeRecords()).toHaveLength(0);
    board?.set({ ...start, targets: new Map([[D3, 'move']]) });
    const touched = new Set(
      observer.takeRecords().map((record) => {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        return node?.closest('[data-square]')?.getAttribute('data-square') ?? 'outside the squares';
      }),
    );
    observer.disconnect();
    expect([...touched]).toEqual(['d3']);
    expect(document.querySelector('[data-square="d3"]')?.getAttribute('aria-label')).toBe(
      'd3, level 0, move here',
    );
  });

  it('gives each square its own copy of a picture drawn twice', () => {
    mount(emptyBoardState());
    board?.set({
      ...emptyBoardState(),
      targets: new Map([
        [C3, 'build'],
        [D3, 'build'],
      ]),
    });
    const marker = (name: string) => document.querySelector(`[data-square="${name}"] .marker-build`);
    expect(marker('c3')).not.toBeNull();
    expect(marker('d3')).not.toBeNull();
    expect(marker('c3')).not.toBe(marker('d3'));
    expect(document.querySelector('[data-square="c3"]')?.innerHTML).toBe(
      document.querySelector('[data-square="d3"]')?.innerHTML,
    );
  });

  it('redraws the labels in a new language though the squares are the same', async () => {
    mount(emptyBoardState());
    const c3 = document.querySelector('[data-square="c3"]');
    const english = c3?.getAttribute('aria-label');
    try {
      await setLanguage('fr');
      board?.set(emptyBoardState());
      expect(c3?.getAttribute('aria-label')).not.toBe(english);
    } finally {
      await setLanguage('en');
    }
    board?.set(emptyBoardState());
    expect(c3?.getAttribute('aria-label')).toBe(english);
  });

  it('redraws only the marks when only they change, to the picture a fresh drawing makes', () => {
    const blue = { side: 0, letter: 'B', owner: 'Blue', female: false };
    const start = withSquares({
      [C3]: { level: 2, dome: false, worker: blue },
      [D3]: { level: 1, dome: false, worker: null },
    });
    mount({ ...start, targets: new Map([[C3, 'select']]) });
    const pawn = document.querySelector('[data-square="c3"] .pawn');
    const steps: BoardState[] = [
      { ...start, selected: C3, targets: new Map([[D3, 'moveOrBuild']]) },
      { ...start, selected: C3, targets: new Map([[D3, 'build']]) },
      {
        ...start,
        targets: new Map([
          [C3, 'select'],
          [D3, 'move'],
        ]),
      },
    ];
    for (const step of steps) {
      board?.set(step);
      const fresh = document.createElement('div');
      const other = createBoard(fresh, step, { onSquare: () => undefined });
      for (const name of ['c3', 'd3'])
        expect(document.querySelector(`.board-grid [data-square="${name}"]`)?.innerHTML).toBe(
          fresh.querySelector(`[data-square="${name}"]`)?.innerHTML,
        );
      other.destroy();
    }
    // The worker was never drawn again.
    expect(document.querySelector('[data-square="c3"] .pawn')).toBe(pawn);
  });
});
