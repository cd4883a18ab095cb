/**
 * Chaos (rules §7.14, R5, R20; spec §2): Chaos has the power of the face-up Simple God (`card`). After
 * any turn in which a dome completing a tower was built (with `chaosAnyDome`: any dome), the card goes
 * to the discards and the first card of the deck is drawn; an empty deck first takes the discards, in
 * the order discarded. A turn that won has ended the game: no switch. Athena's `movedUp` stays on
 * Chaos's seat (or Circe's, borrowing) while Athena is face up (spec §2: "Chaos whose card is Athena");
 * a switch drops it, as the holder no longer has Athena (rules §7.14).
 */
import { type State, player, withPlayer } from '../model.js';
import type { Ply } from '../ply.js';
import type { Power } from '../power.js';

function triggers(ply: Ply): boolean {
  const anyDome = ply.ctx.start.rules.chaosAnyDome;
  return ply.events.some((e) => e.kind === 'build' && e.dome && (anyDome || e.level === 3));
}

/** The seats that hold the face-up card's power: Chaos, and Circe while she borrows it (R21). */
function cardHolders(state: State, seat: number): number[] {
  return state.players.flatMap((p, s) => (s === seat || (p.god === 'circe' && p.borrowed) ? [s] : []));
}

function switchCard(state: State, seat: number): State {
  const { card, deck, discard } = player(state, seat);
  const discarded = card === null ? discard : [...discard, card];
  const [drawn, ...rest] = deck.length > 0 ? deck : discarded;
  if (drawn === undefined) return state;
  const switched = withPlayer(state, seat, {
    card: drawn,
    deck: rest,
    discard: deck.length > 0 ? discarded : [],
  });
  return cardHolders(state, seat).reduce((s, holder) => withPlayer(s, holder, { movedUp: false }), switched);
}

export const CHAOS: Power = {
  name: 'chaos',
  actsAs: (state, seat) => player(state, seat).card,
  afterAnyTurn: (ply, state, seat) =>
    state.winner === null && triggers(ply) ? switchCard(state, seat) : state,
};
