import { parseTurn, type Position } from '@santorini/engine';
import { useMemo, useState } from 'react';
import type { BoardState } from '../board/boardState.js';
import { boardView } from '../game/boardView.js';
import { clickSquare, playTurn } from '../game/localGame.js';
import { t } from '../i18n/i18n.js';
import type { Analysis } from './analysisClient.js';
import { hintArrows } from './hintArrows.js';
import { replayBoard } from './replayBoard.js';
import { clampCursor, moveCursor, type ReplayKey } from '../game/replayCursor.js';
import { useAnalysis } from './useAnalysis.js';
import { startVariation, variationPosition, type Variation } from './variation.js';
import { later, type Later } from '../i18n/later.js';

/** Looking back at a game: the position shown, and the variation being analysed from it. */
interface Looking {
  /** The game's first position: another game (a new one, a loaded one) ends the replay. */
  readonly start: Position;
  readonly at: number;
  readonly variation: Variation | null;
}

export interface Replay {
  /** The position shown (0: the start), or null when the board shows the game as it is. */
  readonly at: number | null;
  /** The turns of the game. */
  readonly turns: number;
  /** What the board shows instead of the game, or null. */
  readonly board: BoardState | null;
  /** What a click on the board does instead of playing in the game, or null. */
  readonly onSquare: ((square: number) => void) | null;
  /** The variation played from the position shown, while analysing. */
  readonly variation: Variation | null;
  /** The AI's analysis of the variation's position, so far. */
  readonly analysis: Analysis | null;
  /** Why the analysis could not start there. */
  /** Why the analysis could not start, worded when shown. */
  readonly failure: Later | null;
  readonly view: (at: number) => void;
  readonly press: (key: ReplayKey) => void;
  /** Starts analysing (a variation) from the position shown, or from the game's position. */
  readonly analyse: () => void;
  readonly setVariation: (variation: Variation) => void;
  /** Plays a whole turn (a suggested one) in the variation. */
  readonly playInVariation: (turn: string) => void;
  /** The variation back at the position shown. */
  readonly resetVariation: () => void;
  /** Ends the analysis, still viewing the same position. */
  readonly closeAnalysis: () => void;
  /** Back to the game as it is. */
  readonly back: () => void;
}

const NO_SQUARE = () => undefined;

/**
 * The replay and analysis of a game, from its positions (the first, then one after each turn): any
 * of them shown read-only, and variations played from one on a copy (variation.ts). The game itself
 * is only read, never changed. Null: nothing to look back at (the board shows the game).
 */
export function useReplay(history: readonly Position[] | null): Replay {
  const [looking, setLooking] = useState<Looking | null>(null);
  const [failure, setFailure] = useState<Later | null>(null);
  const positions = history ?? [];
  const turns = Math.max(positions.length - 1, 0);
  const current = looking !== null && positions[0] === looking.start ? looking : null;
  const at = current === null ? null : clampCursor(current.at, turns);
  const variation = current?.variation ?? null;
  const analysis = useAnalysis(variation === null ? null : variationPosition(variation));

  /** Shows position `to`, with a variation from it when `analysing`. */
  const show = (to: number, analysing: boolean) => {
    const start = positions[0];
    if (start === undefined) return;
    const shown = clampCursor(to, turns);
    let next: Variation | null = null;
    if (analysing) {
      const started = startVariation(positions[shown] as Position);
      if ('error' in started) {
        setFailure(later(() => t('pages.analysis.cannotStart', { why: started.error })));
        return;
      }
      next = started.variation;
    }
    setFailure(null);
    setLooking({ start, at: shown, variation: next });
  };
  const withVariation = (change: (variation: Variation) => Variation | null) => {
    if (current?.variation == null) return;
    const changed = change(current.variation);
    if (changed !== null) setLooking({ ...current, variation: changed });
  };

  const board = useMemo(() => {
    if (at === null) return null;
    if (variation === null) return replayBoard(positions, at);
    const shown = boardView(variation);
    const hints =
      variation.prefix.length === 0 && analysis !== null ? analysis.top.map((ranked) => ranked.turn) : [];
    return { ...shown, arrows: hintArrows(hints) };
  }, [positions, at, variation, analysis]);

  return {
    at,
    turns,
    board,
    onSquare:
      at === null
        ? null
        : variation === null
          ? NO_SQUARE
          : (square) => {
              withVariation((line) => clickSquare(line, square));
            },
    variation,
    analysis,
    failure,
    view: (to) => {
      show(to, variation !== null);
    },
    press: (key) => {
      show(moveCursor(at ?? turns, turns, key), variation !== null);
    },
    analyse: () => {
      show(at ?? turns, true);
    },
    setVariation: (changed) => {
      withVariation(() => changed);
    },
    playInVariation: (text) => {
      withVariation((line) => {
        const turn = parseTurn(text);
        if (!turn.ok) return null;
        const played = playTurn(line, turn.value);
        return 'error' in played ? null : played;
      });
    },
    resetVariation: () => {
      show(at ?? turns, true);
    },
    closeAnalysis: () => {
      if (at !== null) show(at, false);
    },
    back: () => {
      setLooking(null);
      setFailure(null);
    },
  };
}
