import { useEffect, useRef } from 'react';
import { createBoard, type BoardApi } from '../board/board.js';
import type { BoardState } from '../board/boardState.js';

interface Props {
  readonly state: BoardState;
  readonly onSquare: (square: number) => void;
}

/** The framework-free board inside React: created once, then handed each new state. */
export function BoardView({ state, onSquare }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const board = useRef<BoardApi | null>(null);
  const handler = useRef(onSquare);
  handler.current = onSquare;

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const api = createBoard(element, state, {
      onSquare: (square) => {
        handler.current(square);
      },
    });
    board.current = api;
    return () => {
      api.destroy();
      board.current = null;
    };
    // Created once: later states go through `set` below.
  }, []);

  useEffect(() => {
    board.current?.set(state);
  }, [state]);

  return <div className="board-container" ref={container} />;
}
