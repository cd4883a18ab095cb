// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyBoardState } from '../board/boardState.js';
import { SwitchableBoard } from './SwitchableBoard.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// happy-dom has no WebGL: the switch must say so and keep the 2D board.
describe('SwitchableBoard without WebGL', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
    vi.restoreAllMocks();
  });

  it('explains that the 3D view is unavailable and stays on the 2D board', () => {
    const clicked: number[] = [];
    act(() => {
      root = createRoot(container);
      root.render(
        createElement(SwitchableBoard, {
          state: emptyBoardState(),
          onSquare: (square) => clicked.push(square),
        }),
      );
    });
    const toggle = container.querySelector<HTMLButtonElement>('.view-toggle');
    expect(toggle?.textContent).toBe('3D view');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    act(() => {
      toggle?.click();
    });
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(
      /^The 3D view is unavailable: .*WebGL.*\. Showing the 2D board\.$/,
    );
    expect(container.querySelector('.board-3d-frame')).toBeNull();
    container.querySelector<HTMLButtonElement>('[data-square="c3"]')?.click();
    expect(clicked).toEqual([12]);
  });
});
