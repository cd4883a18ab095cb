import { chaosCards, godTitle, powerMemory, type Position } from '@santorini/engine';
import { t } from '../i18n/i18n.js';

/**
 * What a seat's power holds right now, in short lines for its card: the power Chaos has, whose
 * power Circe holds (and on her opponent's card, that it is gone for now), that Athena moved up,
 * Morpheus's coins, Dionysus's extra turn. Empty when there is nothing to say.
 */
export function powerStateLines(pos: Position, seat: number): string[] {
  if (pos.isOut(seat)) return [];
  const memory = powerMemory(pos, seat);
  const lines: string[] = [];
  const god = pos.godOf(seat);
  const cards = god === 'chaos' ? chaosCards(pos, seat) : null;
  if (cards !== null)
    lines.push(t('game.power.chaosCard', { god: godTitle(cards.card), count: cards.deck.length }));
  if (god === 'circe' && memory.borrowed === true) {
    const held = borrowedFrom(pos, seat);
    if (held !== null) lines.push(t('game.power.circeHolds', { god: godTitle(held) }));
  }
  if (heldByCirce(pos, seat)) lines.push(t('game.power.takenByCirce'));
  if (memory.movedUp === true) lines.push(t('game.power.movedUp'));
  const coins = memory.coins ?? 0;
  if (god === 'morpheus' || (god === 'circe' && coins > 0))
    lines.push(t('game.power.coins', { count: coins }));
  if (memory.extraTurn === true) lines.push(t('game.power.extraTurn'));
  return lines;
}

/** The god whose power Circe (at `seat`) holds: her opponent's. */
function borrowedFrom(pos: Position, seat: number): ReturnType<Position['godOf']> {
  const victim = pos.opponentsOf(seat)[0];
  return victim === undefined ? null : pos.godOf(victim);
}

/** Whether an opposing Circe holds `seat`'s power now. */
const heldByCirce = (pos: Position, seat: number): boolean =>
  pos
    .opponentsOf(seat)
    .some((other) => pos.godOf(other) === 'circe' && powerMemory(pos, other).borrowed === true);
