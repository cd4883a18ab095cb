/**
 * The spelling hooks from before `writtenTurns` (Power.canonicalTurn, Power.spellingSteps), kept
 * only for Morpheus until it declares `writtenTurns`: then this file, gods/spelling.ts and the two
 * hooks go.
 */
import type { TurnEvent } from '../events.js';
import type { Power, TurnRecord } from '../gods/power.js';
import { isExtraTurn, powerFor } from '../held.js';
import { applyStep } from '../mechanics.js';
import type { Position } from '../position.js';
import type { Refusal } from '../refusal.js';
import type { Square } from '../square.js';
import { build, type Step, type Turn } from '../steps.js';
import { startTurn } from '../turns.js';
import { resolveStep, stepKey } from './written.js';

/** The spelling the mover's generator uses for `turn`, when its power respells turns. */
export function canonicalSpelling(pos: Position, turn: Turn): Turn {
  if (pos.inPlacement) return turn;
  const start = pos.clone();
  startTurn(start);
  const canonical = powerFor(start, start.turn).canonicalTurn;
  return canonical?.(start, start.turn, turn) ?? turn;
}

/** The written steps played from the start of the turn, with their builders named. */
function playWritten(before: Position, seat: number, turn: Turn): TurnRecord {
  const after = before.clone();
  const events: TurnEvent[] = [];
  const steps: Step[] = [];
  let lastMover: Square | undefined;
  for (const raw of turn) {
    const step = resolveStep(raw, after, lastMover);
    applyStep(after, seat, step, events, false);
    steps.push(step);
    if (step.kind === 'move') lastMover = step.to;
  }
  return { turn: steps, before, after, events, seat };
}

/**
 * Why an opponent's power forbids `turn` as written, when its power respelled it: the written
 * steps are played and their record judged like a generated turn's (R19 spares a Dionysus extra
 * turn). `turn` is known to be legal for the mover's own power, since its spelling is.
 */
export function respelledForbidden(pos: Position, turn: Turn): Refusal | undefined {
  const before = pos.clone();
  startTurn(before);
  const seat = before.turn;
  if (isExtraTurn(before, seat)) return undefined;
  const record = playWritten(before, seat, turn);
  for (const holder of before.opponentsOf(seat)) {
    const reason = powerFor(before, holder).forbidsOpponentTurn?.(record, holder) ?? null;
    if (reason !== null) return reason;
  }
  return undefined;
}

/** How many finishes of a step are tried before it is taken to lead nowhere. */
const MAX_TRIES = 32;

/**
 * The steps a legacy power's `spellingSteps` offers after `prefix`, each kept once one of its
 * finishes is accepted (`accepts`: applyTurn's verdict on a whole turn).
 */
export function legacySteps(
  start: Position,
  spellings: NonNullable<Power['spellingSteps']>,
  prefix: Turn,
  turns: readonly Turn[],
  accepts: (turn: Turn) => boolean,
): Step[] {
  const done = withBuilders(start, prefix);
  if (done === undefined) return [];
  const steps: Step[] = [];
  const offered = new Set<string>();
  for (const { step, finishes } of spellings(start, start.turn, done, turns)) {
    const key = stepKey(step);
    if (offered.has(key)) continue;
    let tries = 0;
    for (const rest of finishes()) {
      if (accepts([...done, step, ...rest])) {
        offered.add(key);
        steps.push(step);
        break;
      }
      if (++tries === MAX_TRIES) break;
    }
  }
  return steps;
}

/** `prefix` with every builder named; undefined when a build names none and no worker has moved. */
function withBuilders(start: Position, prefix: Turn): Step[] | undefined {
  const levels = new Map<number, number>();
  const steps: Step[] = [];
  let lastMover: number | undefined;
  for (const step of prefix) {
    if (step.kind === 'move') lastMover = step.to;
    if (step.kind !== 'build') {
      steps.push(step);
      continue;
    }
    const builder = step.builder ?? lastMover;
    if (builder === undefined) return undefined;
    const level = levels.get(step.at) ?? start.levelAt(step.at);
    levels.set(step.at, level + 1);
    steps.push(build(step.at, builder, step.dome && level < 3));
  }
  return steps;
}
