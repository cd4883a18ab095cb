import { useEffect, useRef } from 'react';

/** Room kept below the action bar (px): the page's bottom margin and a little air. */
const BELOW = 16;

/**
 * Keeps the 2D board and the action bar under it in view together: sets `--board-reserve` on the
 * element `ref` holds to what stands above the board (header, nav, game bar) plus the action bar's
 * height, measured as they change (a god's choice makes the bar taller), so that the stylesheet can
 * size the board as `min(36rem, 100dvh - var(--board-reserve))`. Without it (before the first
 * measure) the stylesheet's own estimate holds.
 */
export function useBoardFit<T extends HTMLElement>(ready: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    const column = root?.querySelector('.board-column');
    if (!ready || root === null || column === null || column === undefined) return;
    const measure = () => {
      const board = root.querySelector('.board-container');
      const bar = root.querySelector('.board-column > .controls');
      if (!(board instanceof HTMLElement) || !(bar instanceof HTMLElement)) return;
      const gap = Math.max(0, bar.getBoundingClientRect().top - board.getBoundingClientRect().bottom);
      const top = board.getBoundingClientRect().top + window.scrollY;
      const reserve = Math.ceil(top + gap + bar.offsetHeight + BELOW);
      if (root.style.getPropertyValue('--board-reserve') !== `${reserve}px`)
        root.style.setProperty('--board-reserve', `${reserve}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(root);
    // The action bar grows and shrinks (a god's choice, a hint), and is made anew now and then.
    const observeBar = () => {
      const bar = column.querySelector(':scope > .controls');
      if (bar !== null) observer.observe(bar);
      measure();
    };
    const watchBar = new MutationObserver(observeBar);
    watchBar.observe(column, { childList: true });
    observeBar();
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      watchBar.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ready]);
  return ref;
}
