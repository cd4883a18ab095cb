import type { StepOptions } from '@santorini/engine';
import { currentLanguage, t } from '../i18n/i18n.js';
import { winnerLine } from './gameLog.js';
import { aiToMove, awaitingConfirmation, currentPosition, type LocalGame } from './localGame.js';
import { seatName } from './seats.js';

const ACTIONS = [
  ['move', 'game.status.move'],
  ['build', 'game.status.build'],
  ['force', 'game.status.force'],
  ['remove', 'game.status.remove'],
] as const;

/** "A or B" in each language, made once (an Intl formatter is slow to make, and this runs per click). */
const orLists = new Map<string, Intl.ListFormat>();
function orList(language: string): Intl.ListFormat {
  let list = orLists.get(language);
  if (list === undefined) {
    list = new Intl.ListFormat(language, { type: 'disjunction' });
    orLists.set(language, list);
  }
  return list;
}

/** One line saying whose turn it is and what they do next. */
export function statusLine(game: LocalGame, options: StepOptions, thinking: boolean): string {
  const pos = currentPosition(game);
  const players = game.seats.length;
  if (pos.winner !== null) return winnerLine(players, pos.winner);
  const seat = seatName(players, pos.toMove);
  if (aiToMove(game) !== null)
    return thinking ? t('game.status.aiThinking', { seat }) : t('game.status.aiToMove', { seat });
  if (awaitingConfirmation(game)) return t('game.status.confirm', { seat });
  if (pos.inPlacement)
    return game.prefix.length === 0
      ? t('game.status.placeFirst', { seat })
      : t('game.status.placeSecond', { seat });
  if (game.prefix.length === 0 && game.selected === null) return t('game.status.select', { seat });
  const kinds = new Set(options.steps.map((step) => step.kind));
  const next = ACTIONS.filter(([kind]) => kinds.has(kind)).map(([, key]) => t(key));
  if (next.length === 0) return t('game.status.endTurn', { seat });
  const actions = orList(currentLanguage()).format(next);
  return options.canEnd
    ? t('game.status.nextOrEnd', { seat, actions })
    : t('game.status.next', { seat, actions });
}
