/**
 * Circe (rules §7.17, R21; spec §2): at the start of each of her turns, if the opponent's workers do
 * not neighbour each other (or fewer than two are left), she alone has the opponent's power until her
 * next turn (`borrowed`) and the opponent has none; else the power goes back. Holding Chaos gives her
 * the face-up card's power (the deck stays with Chaos). Her memory for the borrowed power is her own
 * (`coins`, `movedUp`, `extraTurn`); setup parts (placement) are never borrowed.
 */
import {
  type GodName,
  type State,
  neighbours,
  otherSeat,
  player,
  withPlayer,
  workerSquares,
} from '../model.js';
import type { Power } from '../power.js';

function workersApart(state: State, seat: number): boolean {
  const [first, second] = workerSquares(state, seat);
  return first === undefined || second === undefined || !neighbours(first).includes(second);
}

function borrowedGod(state: State, seat: number): GodName | null {
  if (!player(state, seat).borrowed) return null;
  const opponent = player(state, otherSeat(seat));
  return opponent.god === 'chaos' ? opponent.card : opponent.god;
}

/**
 * Her check. An extra turn (a borrowed Dionysus) is no new turn of hers: nothing changes. Taking the
 * power ends the opponent's Athena memory (R21: it lapses while Athena has no power).
 */
function takeOrReturn(state: State, seat: number): State {
  if (player(state, seat).extraTurn) return state;
  const opponent = otherSeat(seat);
  const borrowed = workersApart(state, opponent);
  const checked = withPlayer(state, seat, { borrowed });
  return borrowed ? withPlayer(checked, opponent, { movedUp: false }) : checked;
}

export const CIRCE: Power = {
  name: 'circe',
  startOfTurn: takeOrReturn,
  actsAs: (state, seat) => borrowedGod(state, seat) ?? 'circe',
  silences: (state, seat, other) => player(state, seat).borrowed && other === otherSeat(seat),
};
