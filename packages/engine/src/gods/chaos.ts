import { completesTower, type TurnEvent } from '../events.js';
import type { ChaosCards } from '../memory.js';
import type { RuleSwitches } from '../rules.js';
import { baseTurns } from './none.js';
import type { Power } from './power.js';

/**
 * Chaos (14), Setup + Any Time: Chaos has the power of the face-up Simple God (`card`), drawn from a
 * deck of the Simple Gods no player holds. The core's held.ts gives the Chaos seat its card's power
 * for every hook, so this module only switches the card.
 *
 * `afterAnyTurn` (the core calls it after every player's turn, teammates' and Dionysus's extra
 * turns included, unless the turn won): if a dome completing a tower was built during that turn
 * (R5; with `chaosAnyDome`, any dome), the card goes to the discards and the deck's first card is
 * drawn; an empty deck first takes the discards in the order discarded (R20, spec §2), so the
 * rules never draw at random — the game's setup shuffles the deck with its seed (setup.ts).
 * A switch ends the Athena effect (rules.md §9): the holder's `movedUp` lapses, and so does that of
 * Circe holding Chaos's power (R21: she has the face-up card while the deck stays with Chaos).
 */
export const CHAOS: Power = {
  god: 'chaos',
  // Never asked while Chaos has a card (held.ts gives the seat the card's power); without one, the
  // base turns.
  completeTurns: baseTurns,
  afterAnyTurn(pos, holder, _mover, events) {
    if (pos.chaos === null || !switchesCard(events, pos.rules)) return;
    pos.setChaos(nextCard(pos.chaos));
    pos.setMemory(holder, { movedUp: false });
    for (const other of pos.opponentsOf(holder))
      if (pos.godOf(other) === 'circe' && pos.memory[other]?.borrowed === true)
        pos.setMemory(other, { movedUp: false });
  },
};

/** Whether a turn that did `events` makes Chaos switch cards (R5, `chaosAnyDome`). */
export const switchesCard = (events: readonly TurnEvent[], rules: RuleSwitches): boolean =>
  events.some((event) => (rules.chaosAnyDome ? event.kind === 'build' && event.dome : completesTower(event)));

/** The cards after a switch: the card is discarded, then the first of the deck (or of the discards) is drawn. */
export function nextCard(cards: ChaosCards): ChaosCards {
  const discard = [...cards.discard, cards.card];
  const [card, ...deck] = cards.deck.length > 0 ? cards.deck : discard;
  if (card === undefined) return cards;
  return { card, deck, discard: cards.deck.length > 0 ? discard : [] };
}
