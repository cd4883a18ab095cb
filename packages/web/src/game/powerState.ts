import { godTitle, powerState, type PowerFact, type Position } from '@santorini/engine';
import { t } from '../i18n/i18n.js';

/** One fact the engine gives about a seat's power, in words. */
function factLine(fact: PowerFact): string {
  switch (fact.kind) {
    case 'card':
      return t('game.power.chaosCard', { god: godTitle(fact.god), count: fact.faceDown });
    case 'borrowed':
      return t('game.power.circeHolds', { god: godTitle(fact.god) });
    case 'taken':
      return t('game.power.takenByCirce');
    case 'movedUp':
      return t('game.power.movedUp');
    case 'coins':
      return t('game.power.coins', { count: fact.count });
    case 'extraTurn':
      return t('game.power.extraTurn');
  }
}

/**
 * What a seat's power holds right now, in short lines for its card (the engine's `powerState`: a
 * card's power, a borrowed power, a power taken, a move up, coins, an extra turn). Empty when
 * there is nothing to say.
 */
export const powerStateLines = (pos: Position, seat: number): string[] => powerState(pos, seat).map(factLine);
