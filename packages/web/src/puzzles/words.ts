import { formatStep, parseTurn, type GodName } from '@santorini/engine';
import type { Puzzle, PuzzleTheme } from '@santorini/ai';
import { seatName } from '../game/seats.js';
import { t } from '../i18n/i18n.js';
import { powerText } from '../powers/powerText.js';

/** The task in a line: "Blue to move: win in 2 turns." */
export function taskLine(puzzle: Puzzle): string {
  const who = seatName(puzzle.gods.length, puzzle.toMove);
  if (puzzle.kind === 'defend') {
    const them = seatName(puzzle.gods.length, (puzzle.toMove + 1) % puzzle.gods.length);
    return t('pages.puzzles.defend', { who, them });
  }
  return puzzle.moves === 1
    ? t('pages.puzzles.winNow', { who })
    : t('pages.puzzles.winIn', { who, turns: puzzle.moves });
}

export const themeWords = (theme: PuzzleTheme): string => t(`pages.puzzles.theme.${theme}`);

/** A god's name in the current language, or "no power". */
export const powerName = (god: GodName | null): string =>
  god === null ? t('pages.puzzles.noPower') : powerText(god).title;

export function godsLine(gods: readonly (GodName | null)[]): string {
  if (gods.every((god) => god === null)) return t('pages.puzzles.noGods');
  return gods
    .map((god, seat) =>
      t('pages.puzzles.seatGod', { seat: seatName(gods.length, seat), god: powerName(god) }),
    )
    .join(' · ');
}

/** The hint as words: first which worker, then the first step. */
export function hintLines(puzzle: Puzzle, level: 0 | 1 | 2): string[] {
  if (level === 0) return [];
  const lines = [t('pages.puzzles.hintWorker', { square: puzzle.hint.worker })];
  if (level === 1) return lines;
  if (puzzle.hint.to !== undefined) lines.push(t('pages.puzzles.hintMoveTo', { square: puzzle.hint.to }));
  else {
    const first = puzzle.solutions[0] === undefined ? null : parseTurn(puzzle.solutions[0]);
    const step = first?.ok === true ? first.value[0] : undefined;
    if (step !== undefined) lines.push(t('pages.puzzles.hintStep', { step: formatStep(step, undefined) }));
  }
  return lines;
}

export function outcomeLine(puzzle: Puzzle, outcome: 'playing' | 'solved' | 'wrong', left: number): string {
  if (outcome === 'solved') return t('pages.puzzles.solved');
  if (outcome === 'wrong')
    return puzzle.kind === 'defend'
      ? t('pages.puzzles.wrongDefend')
      : puzzle.moves === 1
        ? t('pages.puzzles.wrongNow')
        : t('pages.puzzles.wrongIn', { turns: puzzle.moves });
  if (puzzle.kind === 'win' && left < puzzle.moves)
    return left === 1 ? t('pages.puzzles.goodNow') : t('pages.puzzles.goodIn', { turns: left });
  return t('pages.puzzles.find');
}
