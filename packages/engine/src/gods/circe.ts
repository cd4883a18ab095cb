import { flagField } from '../core/memory.js';
import type { Position } from '../core/position.js';
import { MOVED_UP } from './athena.js';
import { areNeighbours } from '../core/squareSet.js';
import { definePower } from './none.js';
import { workerSquares } from './shape.js';

/**
 * Whether `seat`'s workers neighbour each other. A player with one worker or none does not (BGA's
 * `Circe::areTogether` needs two workers).
 */
function workersTogether(pos: Position, seat: number): boolean {
  const [a, b] = workerSquares(pos, seat);
  return a !== undefined && b !== undefined && areNeighbours(a, b);
}

/**
 * Circe (17), Start of Your Turn (2 players only, R14): at the start of each of her turns, if her
 * opponent's workers do not neighbour each other she alone has the opponent's power until her next
 * turn (`borrowed`; the core's held.ts gives her that power and the opponent none); if they do, the
 * power stays with, or goes back to, the opponent. The check is made before the held power's own
 * start of turn (the core calls Circe's hook first), so borrowing Morpheus brings his coin at once.
 *
 * R21: she keeps her own memory for the borrowed power — her own coins (Morpheus's stay on his
 * card), her own `movedUp` (the owner's lapses while the owner has no power; hers lapses when she
 * gives Athena back), her own Dionysus extra turn; holding Chaos she has the face-up card's power
 * while the deck stays with Chaos. Setup parts of a power (Bia's and Eros's placement, Selene's
 * worker sexes) are never borrowed: placement reads each player's own god, and it comes before
 * Circe's first turn anyway. Circe vs Eros is refused unless `allowCirceEros` (R13).
 */
/** Spec §2 `borrowed`: since the start of her last turn Circe has her opponent's power. */
export const BORROWED = flagField('borrowed', 'own', {
  fact(pos, seat) {
    const victim = pos.opponentsOf(seat)[0];
    const god = victim === undefined ? null : pos.godOf(victim);
    return god === null ? null : { kind: 'borrowed', god };
  },
});

export const CIRCE = definePower({
  god: 'circe',
  number: 17,
  playerCounts: [2],
  singleHolder: true,
  bannedWith: [{ god: 'eros', unless: 'allowCirceEros' }],
  memory: [BORROWED],
  holdablePowers: (gods, seat) => gods.filter((_, other) => other !== seat),
  heldPower(pos, seat, cardPower) {
    if (!pos.memoryOf(seat, BORROWED)) return undefined;
    const victim = pos.opponentsOf(seat)[0];
    return victim === undefined ? null : cardPower(pos, victim);
  },
  takesPowerOf: (pos, holder) => pos.memoryOf(holder, BORROWED),
  beforeTurn(pos, seat) {
    const opponent = pos.opponentsOf(seat)[0];
    if (opponent === undefined) return;
    const borrowed = !workersTogether(pos, opponent);
    pos.setMemoryOf(seat, BORROWED, borrowed);
    // Athena's "moved up" belongs to whoever holds her power: it lapses with the power.
    pos.setMemoryOf(borrowed ? opponent : seat, MOVED_UP, false);
  },
});
