import { refusal } from '../core/refusal.js';
import { given, InvalidField } from '../core/invalidField.js';
import { defineMemory } from '../core/memory.js';
import { NONE, type Position } from '../core/position.js';
import { type Square } from '../core/square.js';
import { build } from '../core/steps.js';
import { buildProblem, buildsOf, eachMove, lastMoverOf } from './building.js';
import { definePower } from './none.js';
import type { TurnBuilder } from './power.js';
import { buildTargets, forEachSquare } from './shape.js';

/**
 * The most coins Morpheus's card holds: the board takes 100 pieces in all (25 spaces, three blocks
 * and a dome each), so he could never spend more in the rest of a game. At the bound his
 * start-of-turn coin is not added (a game of two Morpheus who never build could otherwise count
 * without end), and a position with more is refused (spec §2 leaves the number open).
 */
export const MAX_COINS = 100;

/** Spec §2 `coins`: the pieces on Morpheus's card now (Circe holding his power keeps her own, R21). */
export const COINS = defineMemory<number>({
  key: 'coins',
  json: ['coins'],
  holder: 'holdable',
  initial: 0,
  parse(raw, { path }) {
    const coins = raw.coins;
    if (typeof coins !== 'number' || !Number.isInteger(coins) || coins < 0 || coins > MAX_COINS)
      throw new InvalidField(`${path}.coins`, {
        kind: 'outOfRange',
        low: 0,
        high: MAX_COINS,
        got: given(coins),
      });
    return coins;
  },
  write: (coins) => (coins > 0 ? { coins } : {}),
  hash: (coins) => coins,
  // Morpheus's own card shows its coins, none too; another holder's (Circe's) only when it has some.
  fact: (count, pos, seat) => (count > 0 || pos.godOf(seat) === 'morpheus' ? { kind: 'coins', count } : null),
});

/** The pieces on a seat's card now (its `coins` memory). */
const coinsOf = (pos: Position, seat: number): number => pos.memoryOf(seat, COINS);

/**
 * Morpheus (25), Start of Your Turn + Your Build: at the start of each of his turns one coin goes on
 * his card (the core calls `startOfTurn`; in a position with Morpheus to move the gain is not yet
 * added, spec §2). He cannot build normally: after the move he spends k ≥ 0 coins for k builds by
 * the moved worker, each a normal build next to it, the same space as often as it takes up to its
 * dome; k = 0 makes the move alone a complete turn, so he never loses for want of a build. Unspent
 * coins carry over: `endOfTurn` takes the builds made off his card. The coins are memory, so the
 * same board with different coins left is a different position.
 *
 * Builds on different spaces commute, so one turn is generated per multiset of builds, in one
 * spelling: spaces that end without a dome first, each space's pieces together, in square order;
 * then the spaces that end with a dome. A win that needs no move (Chronus's fifth tower) can only
 * come from a dome, so in that order it comes at the last step and no turn is cut short
 * (`writtenTurns` gives every order a player may write, for `apply` and `nextSteps`).
 * Circe holding Morpheus uses her own coins (R21; the core runs his hooks for her seat).
 */
export const MORPHEUS = definePower({
  god: 'morpheus',
  memory: [COINS],
  number: 25,
  startOfTurn(pos, seat) {
    pos.setMemoryOf(seat, COINS, Math.min(MAX_COINS, coinsOf(pos, seat) + 1));
  },
  completeTurns(b) {
    const coins = coinsOf(b.pos, b.seat);
    eachMove(b, (to) => {
      spendCoins(b, to, coins);
    });
  },
  endOfTurn(pos, seat, events) {
    const spent = events.filter((event) => event.kind === 'build').length;
    if (spent > 0) pos.setMemoryOf(seat, COINS, Math.max(0, coinsOf(pos, seat) - spent));
  },
  // Any move is a complete Morpheus turn (he may spend no coin).
  // The builds in any order a player may write them.
  writtenTurns(b) {
    const coins = coinsOf(b.pos, b.seat);
    eachMove(b, (to) => {
      spendInAnyOrder(b, to, coins);
    });
  },
  explainStep(pos, seat, done, step) {
    if (step.kind !== 'build') return null;
    const mover = lastMoverOf(done);
    if (mover === NONE) return null;
    if (step.builder !== undefined && step.builder !== mover)
      return refusal('moverBuildsForPower', { power: 'morpheus', squares: [mover] });
    const coins = coinsOf(pos, seat);
    const spent = buildsOf(done).length;
    if (spent >= coins) return refusal('buildsOnlyWithCoins', { power: 'morpheus', count: coins, spent });
    return buildProblem(pos, mover, step.at, step.dome);
  },
});

/**
 * Every way to spend up to `coins` coins on builds by the worker on `builder`, one spelling per
 * multiset of builds (see MORPHEUS), each ending the turn; spending nothing ends it at once.
 */
function spendCoins(b: TurnBuilder, builder: Square, coins: number): void {
  const targets: Square[] = [];
  forEachSquare(buildTargets(b.pos, builder), (sq) => targets.push(sq));
  const domed: Square[] = [];
  const pile = (at: Square, pieces: number, then: () => void): void => {
    if (pieces === 0) then();
    else
      b.step(build(at, builder), () => {
        pile(at, pieces - 1, then);
      });
  };
  const domes = (index: number): void => {
    const at = domed[index];
    if (at === undefined) b.end();
    else
      pile(at, 4 - b.pos.levelAt(at), () => {
        domes(index + 1);
      });
  };
  const blocks = (index: number, left: number): void => {
    const at = targets[index];
    if (at === undefined) {
      domes(0);
      return;
    }
    // Up to the dome, which then comes last: every piece the space can take.
    const room = 4 - b.pos.levelAt(at);
    if (room <= left) {
      domed.push(at);
      blocks(index + 1, left - room);
      domed.pop();
    }
    // Or some blocks, short of the dome.
    const more = (count: number, rest: number): void => {
      blocks(index + 1, rest);
      if (count + 1 < room && rest > 0)
        b.step(build(at, builder), () => {
          more(count + 1, rest - 1);
        });
    };
    more(0, left);
  };
  blocks(0, coins);
}

/** Every way to spend up to `left` coins on builds by the worker on `builder`, in every order. */
function spendInAnyOrder(b: TurnBuilder, builder: Square, left: number): void {
  b.end();
  if (left === 0) return;
  forEachSquare(buildTargets(b.pos, builder), (at) => {
    b.step(build(at, builder), () => {
      spendInAnyOrder(b, builder, left - 1);
    });
  });
}
