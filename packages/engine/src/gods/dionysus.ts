import { completesTower } from '../core/events.js';
import { refusal } from '../core/refusal.js';
import { InvalidField } from '../core/invalidField.js';
import { flagField } from '../core/memory.js';
import { NONE, type Position } from '../core/position.js';
import { build, move, PASS } from '../core/steps.js';
import { stepProblem } from './movement.js';
import { definePower } from './none.js';
import { buildTargets, forEachSquare, moveTargets } from './shape.js';

/**
 * Dionysus (18), Your Build: each time a worker he controls creates a Complete Tower (a dome on
 * level 3; Atlas's and Selene's low domes are not), he earns an extra turn with an opponent's
 * worker. His own turns are base turns; `endOfTurn` sets `extraTurn` when the turn built a complete
 * tower, and the core then leaves the turn with him (spec §2.2).
 *
 * The extra turn (`extraTurns`) is its own turn in the record. R11: it is optional as a whole —
 * `pass` declines it — and otherwise a complete move-and-build, by the base rules, with one worker
 * of one opponent (any opponent in 3–4 players; in 4 players the other team's two workers); no
 * player can win during it (the core's applyStep checks no win while `extraTurn`; Chronus is
 * checked when it ends); a tower it completes earns another extra turn, so they chain. R19: the
 * restrictions that the borrowed worker's owner's power puts on opponents do not bind it, those of
 * every other player do (the core's turnRecords). Dionysus never loses an extra turn to R2: `pass`
 * is always there.
 */
/** Spec §2 `extraTurn`: Dionysus is to move and this turn is an extra turn. */
export const EXTRA_TURN = flagField('extraTurn', 'held', {
  lapsesAtEndOfTurn: true,
  fact: () => ({ kind: 'extraTurn' }),
  check(extraTurn, { pos, seat, path }) {
    if (extraTurn && pos.toMove !== seat)
      throw new InvalidField(`${path}.extraTurn`, {
        kind: 'extraTurnNotToMove',
        god: 'dionysus',
        toMove: pos.toMove,
      });
  },
});

export const DIONYSUS = definePower({
  god: 'dionysus',
  number: 18,
  extraSteps: ['pass'],
  memory: [EXTRA_TURN],
  extraTurnMemory: EXTRA_TURN,
  endOfTurn(pos, seat, events) {
    if (events.some(completesTower)) pos.setMemoryOf(seat, EXTRA_TURN, true);
  },
  extraTurns(b) {
    b.step(PASS, () => {
      b.end();
    });
    for (const from of opponentWorkerSquares(b.pos, b.seat)) {
      forEachSquare(moveTargets(b.pos, from), (to) => {
        b.step(move(from, to), () => {
          forEachSquare(buildTargets(b.pos, to), (at) => {
            b.step(build(at, to), () => {
              b.end();
            });
          });
        });
      });
    }
  },
  explainStep(pos, seat, done, step) {
    if (!pos.memoryOf(seat, EXTRA_TURN)) return null;
    if (step.kind === 'pass')
      return done.length === 0 ? null : refusal('extraTurnPassAlone', { power: 'dionysus' });
    if (done.some((taken) => taken.kind === 'pass')) return refusal('extraTurnPassed', { power: 'dionysus' });
    if (step.kind === 'force' || step.kind === 'remove' || (step.kind === 'build' && step.dome))
      return refusal('extraTurnNoPower', { power: 'dionysus' });
    if (step.kind !== 'move' || done.length > 0) return null;
    const side = pos.sideAt(step.from);
    if (side === NONE) return refusal('noWorker', { squares: [step.from] });
    if (side === pos.sideOf(seat))
      return refusal('extraTurnOpponentWorker', { power: 'dionysus', squares: [step.from] });
    return stepProblem(pos, step.from, step.to);
  },
});

/** The squares of the workers of `seat`'s opponents (each side once: teams share workers). */
function opponentWorkerSquares(pos: Position, seat: number): number[] {
  const sides = new Set(pos.opponentsOf(seat).map((opponent) => pos.sideOf(opponent)));
  const out: number[] = [];
  for (const side of sides) for (const sq of pos.slotsOf(side)) if (sq >= 0) out.push(sq);
  return out;
}
