import type { TurnEvent } from '../core/events.js';
import { refusal } from '../core/refusal.js';
import type { Position } from '../core/position.js';
import { NEIGHBOURS, type SquareSet } from '../core/squareSet.js';
import { definePower } from './none.js';
import type { TurnRecord } from './power.js';

/**
 * Whether an opponent may build this piece next to Limus: a dome completing a tower (R6), or any
 * dome with `limusAnyDome`.
 */
const domeAllowed = (pos: Position, event: Extract<TurnEvent, { kind: 'build' }>): boolean =>
  event.dome && (event.levelBefore === 3 || pos.rules.limusAnyDome);

/** Limus's workers (side `side`) after `event`, from `workers` before: swapped, pushed, forced, removed. */
function limusAfter(event: TurnEvent, side: number, workers: SquareSet): SquareSet {
  switch (event.kind) {
    case 'move':
      return event.workersAfter[side] ?? 0;
    case 'force':
      return (workers >>> event.from) & 1 ? (workers & ~(1 << event.from)) | (1 << event.to) : workers;
    case 'removeWorker':
      return workers & ~(1 << event.at);
    default:
      return workers;
  }
}

/**
 * The turn's first build on a space next to a Limus worker (where they stand at that build) that the
 * exception does not allow.
 */
function forbiddenBuild(
  record: TurnRecord,
  holder: number,
): Extract<TurnEvent, { kind: 'build' }> | undefined {
  const side = record.before.sideOf(holder);
  let limus = record.before.sideWorkers[side] ?? 0;
  for (const event of record.events) {
    if (
      event.kind === 'build' &&
      ((NEIGHBOURS[event.at] ?? 0) & limus) !== 0 &&
      !domeAllowed(record.before, event)
    )
      return event;
    limus = limusAfter(event, side, limus);
  }
  return undefined;
}

/**
 * Limus (23), Opponent's Turn: opposing workers cannot build on a space neighbouring any of his
 * workers, except a dome that completes a tower, i.e. a dome on level 3 (rules.md §7, 23; R6). With
 * the rule switch `limusAnyDome` (BGA's revised text) any dome is allowed. Every opposing build
 * counts — extra builds, Prometheus's build before moving, Zeus's block under himself — judged
 * where Limus's workers stand at that build (an Apollo swap or Charon force may have moved them).
 * Medusa's petrification is not a build (R12) and is not affected.
 */
export const LIMUS = definePower({
  god: 'limus',
  number: 23,
  // It reads the events in order and objects at the first offending one.
  forbidsByPrefix: true,
  forbidsOpponentTurn(record, holder) {
    const build = forbiddenBuild(record, holder);
    if (build === undefined) return null;
    return refusal('nextToLimus', {
      power: 'limus',
      squares: [build.at],
      anyDome: record.before.rules.limusAnyDome,
    });
  },
});
