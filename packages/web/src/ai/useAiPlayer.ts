import { parseTurn } from '@santorini/engine';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { aiToMove, currentPosition, playTurn, type LocalGame } from '../game/localGame.js';
import { t } from '../i18n/i18n.js';
import { AiClient } from './aiClient.js';

/** The AI's turn that "Move now" cut short: shown until the next turn. */
export interface MovedNow {
  /** The number of turns in the record once the AI's turn was played. */
  readonly afterTurns: number;
  readonly depth: number;
}

export interface AiPlayer {
  readonly thinking: boolean;
  /** The deepest search depth completed so far while thinking, or null. */
  readonly depth: number | null;
  /** Ends the search now: the AI plays the best turn it has found. */
  readonly moveNow: () => void;
  readonly movedNow: MovedNow | null;
  /** Every seat is the AI's: the game is there to be watched, paced and pausable. */
  readonly watching: boolean;
  readonly paused: boolean;
  readonly setPaused: (paused: boolean) => void;
}

/**
 * When only the AI plays, each of its turns is shown at least this long after the one before, so
 * that a person can follow the game (searches that take longer are not slowed down).
 */
export const WATCH_PACE_MS = 1200;

/**
 * Plays the AI's seats from a worker (paced, and pausable, when the AI plays every seat). A newer position (a turn, undo, a new or loaded game) cancels
 * the search in flight, so its answer never lands on the wrong game.
 */
export function useAiPlayer(
  game: LocalGame | null,
  setGame: Dispatch<SetStateAction<LocalGame | null>>,
  setFailure: (failure: string) => void,
): AiPlayer {
  const ai = useRef<AiClient | null>(null);
  const [thinking, setThinking] = useState(false);
  const [depth, setDepth] = useState<number | null>(null);
  const [movedNow, setMovedNow] = useState<MovedNow | null>(null);
  const [paused, setPaused] = useState(false);
  const watching = game !== null && game.seats.every((seat) => seat.kind === 'ai');

  const positions = game?.positions;
  useEffect(() => {
    if (game === null) return;
    const seat = aiToMove(game);
    if (seat === null || seat.kind !== 'ai') return;
    if (watching && paused) return;
    ai.current ??= new AiClient();
    const search = ai.current;
    let settled = false;
    let shown: ReturnType<typeof setTimeout> | undefined;
    const asked = Date.now();
    setThinking(true);
    setDepth(null);
    setMovedNow(null);
    const seed = (game.record.seed + game.record.turns.length) >>> 0;
    search
      .chooseTurn(currentPosition(game), seat.level, seed, setDepth)
      .then(({ turn: text, depth: searched, early }) => {
        settled = true;
        setThinking(false);
        setDepth(null);
        const turn = text === null ? null : parseTurn(text);
        if (turn === null || !turn.ok) {
          setFailure(`The AI found no turn to play${text === null ? '' : ` (it answered "${text}")`}.`);
          return;
        }
        const show = () => {
          if (early) setMovedNow({ afterTurns: game.record.turns.length + 1, depth: searched });
          setGame((old) => {
            if (old === null || old.positions !== game.positions) return old;
            const played = playTurn(old, turn.value);
            if ('error' in played) {
              setFailure(`The AI's turn ${text ?? ''} was refused: ${played.error}`);
              return old;
            }
            return played;
          });
        };
        const wait = watching ? WATCH_PACE_MS - (Date.now() - asked) : 0;
        if (wait > 0) shown = setTimeout(show, wait);
        else show();
      })
      .catch((error: unknown) => {
        settled = true;
        setThinking(false);
        setDepth(null);
        setFailure(
          t('local.app.aiFailed', { detail: error instanceof Error ? error.message : String(error) }),
        );
      });
    return () => {
      clearTimeout(shown);
      if (!settled) {
        search.cancel();
        setThinking(false);
        setDepth(null);
      }
    };
    // Only a new position (or new seats) asks the AI again, not a notice or a selection.
  }, [positions, game?.seats, watching && paused]);

  const moveNow = () => {
    ai.current?.moveNow();
  };
  return { thinking, depth, moveNow, movedNow, watching, paused, setPaused };
}
