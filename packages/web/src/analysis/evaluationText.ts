import type { Position } from '@santorini/engine';
import { seatName, sideName, sideOfSeat } from '../game/seats.js';
import { t } from '../i18n/i18n.js';
import { forcedIn, winPercent } from './winProbability.js';

/** One bar of the evaluation: who, and their chance to win in whole percent. */
export interface ChanceBar {
  readonly who: string;
  /** The colour index of the side, for the bar's colour (null: several sides together). */
  readonly side: number | null;
  readonly percent: number;
}

/**
 * The bars for a score of the player to move: Blue's and White's (2 players, or the two teams of 4),
 * or the mover's and "The others" together with 3 players (the search assumes they play together
 * against the mover).
 */
export function chanceBars(pos: Position, score: number): ChanceBar[] {
  const players = pos.playerCount;
  const mover = sideOfSeat(players, pos.toMove);
  const percent = winPercent(score);
  const first: ChanceBar = { who: sideName(mover), side: mover, percent };
  if (players === 3) return [first, { who: t('pages.analysis.others'), side: null, percent: 100 - percent }];
  const other = 1 - mover;
  const second: ChanceBar = { who: sideName(other), side: other, percent: 100 - percent };
  // Two sides keep their order (Blue, then White) whoever is to move, so a bar stays in its place.
  return mover === 0 ? [first, second] : [second, first];
}

/** The evaluation in words: a forced result, or an estimate for the player to move. */
export function evaluationLine(pos: Position, score: number): string {
  const who = seatName(pos.playerCount, pos.toMove);
  const forced = forcedIn(score);
  if (forced !== null) {
    const count = forced.turns;
    return forced.win
      ? t('pages.analysis.winsWithin', { who, count })
      : t('pages.analysis.losesWithin', { who, count });
  }
  return t('pages.analysis.estimate', { who, percent: winPercent(score), score: Math.round(score) });
}
