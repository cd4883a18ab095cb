import { NONE, type Position } from './position.js';
import { squareName, type Square } from './square.js';
import { areNeighbours } from './squareSet.js';
import type { Step, Turn } from './steps.js';
import { formatTurn } from './notation.js';
import { powerFor } from './held.js';
import { godTitlesWhere } from './gods/index.js';
import type { ExtraStep } from './gods/power.js';

const name = squareName;

/** The powers whose turns take a kind of step, for messages: "Atlas, Selene". */
const takers = (kind: ExtraStep): string =>
  godTitlesWhere((power) => power.extraSteps?.includes(kind) === true).join(', ');

function explainPlace(pos: Position, placing: boolean, to: Square): string {
  if (!placing) return 'workers are placed only before the first turn';
  if (pos.domeAt(to)) return `${name(to)} has a dome`;
  if (pos.sideAt(to) !== NONE) return `${name(to)} is occupied by a worker`;
  return 'not a legal placement here';
}

function explainMove(pos: Position, seat: number, done: readonly Step[], from: Square, to: Square): string {
  if (done.some((step) => step.kind === 'move')) return 'a worker moves only once per turn';
  const side = pos.sideAt(from);
  if (side === NONE) return `there is no worker on ${name(from)}`;
  if (side !== pos.sideOf(seat)) return `the worker on ${name(from)} is not yours`;
  if (!areNeighbours(from, to)) return `${name(to)} is not next to ${name(from)}`;
  if (pos.domeAt(to)) return `${name(to)} has a dome`;
  if (pos.sideAt(to) !== NONE) return `${name(to)} is occupied by a worker`;
  const rise = pos.levelAt(to) - pos.levelAt(from);
  if (rise > 1)
    return `${name(from)} is on level ${pos.levelAt(from)} and ${name(to)} on level ${pos.levelAt(to)}: a worker moves up at most one level`;
  return 'not a legal move here';
}

function explainBuild(
  pos: Position,
  done: readonly Step[],
  at: Square,
  dome: boolean,
  builder: Square | undefined,
): string {
  const moves = done.filter((step) => step.kind === 'move');
  const lastMove = moves[moves.length - 1];
  if (lastMove === undefined) return 'a worker must move before building';
  if (done.some((step) => step.kind === 'build')) return 'only one build per turn';
  if (builder !== undefined && builder !== lastMove.to)
    return `only the worker that moved (now on ${name(lastMove.to)}) may build`;
  if (at === lastMove.to) return 'a worker cannot build under itself';
  if (!areNeighbours(lastMove.to, at))
    return `${name(at)} is not next to the builder on ${name(lastMove.to)}`;
  if (pos.domeAt(at)) return `${name(at)} has a dome: nothing is built on a dome`;
  if (pos.sideAt(at) !== NONE) return `${name(at)} is occupied by a worker`;
  if (dome)
    return `${name(at)} is on level ${pos.levelAt(at)}: only a God Power (${takers('lowDome')}) builds a dome below level 3`;
  return 'not a legal build here';
}

/**
 * Why `step` cannot follow `done` for `seat` (base rules); `pos` is the position after `done` and
 * `candidates` the legal turns that begin with `done`.
 */
export function explainStep(
  pos: Position,
  seat: number,
  done: readonly Step[],
  step: Step,
  candidates: readonly Turn[],
): string {
  if (pos.win !== NONE) return `the turn has ended: "${formatTurn(done)}" won the game`;
  const placing = pos.inPlacement || done.some((taken) => taken.kind === 'place');
  // The mover's own power explains its steps first, also one past the end of its turn (Morpheus
  // out of coins). In a Dionysus extra turn the power held is Dionysus's: it explains that turn.
  if (!placing) {
    const own = powerFor(pos, seat).explainStep?.(pos, seat, done, step) ?? null;
    if (own !== null) return own;
  }
  if (candidates.every((turn) => turn.length === done.length))
    return `the turn is already complete after "${formatTurn(done)}"`;
  if (placing && step.kind !== 'place') return `player ${seat} must first place both workers, like "@b2 @d4"`;
  switch (step.kind) {
    case 'place':
      return explainPlace(pos, placing, step.to);
    case 'move':
      return explainMove(pos, seat, done, step.from, step.to);
    case 'build':
      return explainBuild(pos, done, step.at, step.dome, step.builder);
    case 'force':
      return `no power in play lets a worker force another (${takers('force')})`;
    case 'remove':
      return `no power in play removes blocks (${takers('remove')})`;
    case 'pass':
      return `there is no optional turn to pass (only an extra turn of ${takers('pass')} can be declined)`;
  }
}
