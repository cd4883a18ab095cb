import type { BoardState, Target } from './boardState.js';
import { DISPLAY_ORDER, FILES, squareLabel } from './squareNames.js';
import { squareAriaLabel } from './squareText.js';
import { arrowsSvg } from './arrowsSvg.js';
import { squareMotions } from './motion.js';
import { squareGround, squareLook } from './squareLook.js';
import { MARK_GROUPS, selectionMarkSvg, squareSvg, STILL, targetMarkSvg } from './squareSvg.js';
import { svgNodes } from './svgNodes.js';

export interface BoardEvents {
  /** A square was clicked, tapped, or chosen with Enter or Space. */
  readonly onSquare: (square: number) => void;
}

/** The board's small API, in the manner of chessground: hand it a state, hear about clicks. */
export interface BoardApi {
  /** Draws `state` (only the squares that changed are touched). */
  set(state: BoardState): void;
  /** Moves keyboard focus to `square`. */
  focus(square: number): void;
  destroy(): void;
}

const ARROWS: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * Builds the 2D board inside `container`: a 5×5 grid of buttons (`data-square="c3"`) with file and
 * rank coordinates around it. One square at a time is in the tab order; arrow keys move focus
 * between squares, Enter and Space click (native button behaviour).
 */
export function createBoard(container: HTMLElement, initial: BoardState, events: BoardEvents): BoardApi {
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'board';
  const grid = doc.createElement('div');
  grid.className = 'board-grid';
  grid.setAttribute('role', 'group');
  grid.setAttribute('aria-label', 'Board');
  const buttons: HTMLButtonElement[] = [];
  const drawn: string[] = [];
  const nodes = svgNodes(doc);
  const pictures: (DrawnPicture | null)[] = [];
  let drawnSquares: BoardState['squares'] | null = null;
  let drawnArrows = '';
  let focusable = 12;

  for (const square of DISPLAY_ORDER) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'square';
    button.dataset.square = squareLabel(square);
    button.tabIndex = square === focusable ? 0 : -1;
    button.addEventListener('click', () => {
      setFocusable(square);
      events.onSquare(square);
    });
    buttons[square] = button;
    drawn[square] = '';
    grid.append(button);
  }

  grid.addEventListener('keydown', (event) => {
    const step = ARROWS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const file = Math.min(4, Math.max(0, (focusable % 5) + step[0]));
    const rank = Math.min(4, Math.max(0, Math.floor(focusable / 5) + step[1]));
    focusSquare(rank * 5 + file);
  });

  const ranks = doc.createElement('div');
  ranks.className = 'board-ranks';
  ranks.setAttribute('aria-hidden', 'true');
  for (let rank = 5; rank >= 1; rank--) ranks.append(label(doc, String(rank)));
  const files = doc.createElement('div');
  files.className = 'board-files';
  files.setAttribute('aria-hidden', 'true');
  for (const file of FILES) files.append(label(doc, file));
  // The arrows (last turn, hints) lie over the squares and let clicks through.
  const overlay = doc.createElement('div');
  overlay.className = 'board-overlay';
  overlay.setAttribute('aria-hidden', 'true');
  grid.append(overlay);
  root.append(ranks, grid, files);
  container.append(root);

  function setFocusable(square: number): void {
    buttons[focusable]?.setAttribute('tabindex', '-1');
    focusable = square;
    buttons[focusable]?.setAttribute('tabindex', '0');
  }

  function focusSquare(square: number): void {
    setFocusable(square);
    buttons[square]?.focus();
  }

  function set(state: BoardState): void {
    root.classList.toggle('inactive', !state.interactive);
    const motions = squareMotions(drawnSquares, state.squares);
    drawnSquares = state.squares;
    state.squares.forEach((view, square) => {
      const button = buttons[square];
      if (button === undefined) return;
      const target = state.targets.get(square);
      const selected = state.selected === square;
      const changed = state.lastTurn.includes(square);
      // The look leaves the animation out: a square is only redrawn (and animated) when it changed.
      const look = squareLook(view, target, selected, changed);
      if (drawn[square] === look) return;
      drawn[square] = look;
      const motion = motions[square] ?? STILL;
      const ground = squareGround(view);
      const picture = pictures[square] ?? null;
      if (motion === STILL && picture !== null && picture.ground === ground) {
        // Only the marks changed (a target lit or put out, a worker chosen): only they are redrawn.
        if (picture.selected !== selected) {
          picture.selection.replaceChildren(...markNodes(selectionMarkSvg(selected)));
          picture.selected = selected;
        }
        if (picture.target !== target) {
          picture.targetMark.replaceChildren(...markNodes(targetMarkSvg(target, view.worker !== null)));
          picture.target = target;
        }
      } else {
        // A still picture is likely drawn before (here or on another square): its parsed nodes are copied.
        if (motion === STILL) button.replaceChildren(nodes(squareSvg(view, target, selected)));
        else button.innerHTML = squareSvg(view, target, selected, motion);
        // A picture with a one-shot animation is drawn afresh the next time anything changes.
        pictures[square] = motion === STILL ? drawnPicture(button, ground, target, selected) : null;
      }
      button.setAttribute('aria-label', squareAriaLabel(square, view, target, selected, changed));
      const classes = ['square', `level-${view.level}`];
      if (target !== undefined) classes.push('target', `target-${target}`);
      if (selected) classes.push('selected');
      if (changed) classes.push('last-turn');
      // A worker arriving slides in from the next square: it is drawn above its neighbours meanwhile.
      if (motion.arrivedFrom !== null) classes.push('arriving');
      button.className = classes.join(' ');
    });
    const arrows = arrowsSvg(state.arrows ?? []);
    if (arrows !== drawnArrows) {
      drawnArrows = arrows;
      overlay.innerHTML = arrows;
    }
  }

  /** The nodes of marks drawn inside a square's picture. */
  function markNodes(markup: string): Node[] {
    if (markup === '') return [];
    return [...(nodes(`<svg>${markup}</svg>`).firstChild?.childNodes ?? [])];
  }

  set(initial);
  return {
    set,
    focus: focusSquare,
    destroy: () => {
      root.remove();
    },
  };
}

/** A still picture on a square: what it shows under its marks, its marks, and where they go. */
interface DrawnPicture {
  readonly ground: string;
  target: Target | undefined;
  selected: boolean;
  readonly selection: Element;
  readonly targetMark: Element;
}

function drawnPicture(
  button: HTMLElement,
  ground: string,
  target: Target | undefined,
  selected: boolean,
): DrawnPicture | null {
  const selection = button.querySelector(`.${MARK_GROUPS.selection}`);
  const targetMark = button.querySelector(`.${MARK_GROUPS.target}`);
  return selection === null || targetMark === null
    ? null
    : { ground, target, selected, selection, targetMark };
}

function label(doc: Document, text: string): HTMLElement {
  const span = doc.createElement('span');
  span.textContent = text;
  return span;
}
