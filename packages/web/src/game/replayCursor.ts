import { t } from '../i18n/i18n.js';

/**
 * Where the replay stands in a game: the index of the position shown, 0 for the start and `turns`
 * for the position after the last turn. Plain numbers, clamped, so that a cursor never points past
 * the game even after turns are undone.
 */

/** A key the replay understands: ←/→ one turn, Home/End the start or the end. */
export type ReplayKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export const isReplayKey = (key: string): key is ReplayKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'Home' || key === 'End';

/** `at` kept within 0 … `turns` (a whole number). */
export function clampCursor(at: number, turns: number): number {
  if (!Number.isFinite(at)) return turns;
  return Math.min(Math.max(Math.trunc(at), 0), Math.max(turns, 0));
}

/** The cursor after `key`, in a game of `turns` turns. */
export function moveCursor(at: number, turns: number, key: ReplayKey): number {
  switch (key) {
    case 'ArrowLeft':
      return clampCursor(at - 1, turns);
    case 'ArrowRight':
      return clampCursor(at + 1, turns);
    case 'Home':
      return 0;
    case 'End':
      return clampCursor(turns, turns);
  }
}

/** "Viewing turn 3 of 12", or the start before any turn. */
export function viewingLine(at: number, turns: number): string {
  return at === 0
    ? t('pages.analysis.viewingStart', { turns })
    : t('pages.analysis.viewingTurn', { at, turns });
}
