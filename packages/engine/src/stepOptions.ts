import type { TurnRecord } from './gods/power.js';
import { stepKey } from './gods/spelling.js';
import { isExtraTurn, powerFor } from './held.js';
import { judgeTurn, walk } from './judge.js';
import type { Position } from './position.js';
import type { Step, Turn } from './steps.js';
import { startTurn, turnRecords } from './turns.js';

/** What a UI may offer after the steps taken so far: the legal next steps, and whether to end here. */
export interface StepOptions {
  readonly steps: Step[];
  readonly canEnd: boolean;
}

/**
 * How many finishes of a step are tried before it is taken to lead nowhere. A power's finishes keep
 * its own rules and end as legal turns: one fails only where an opponent judges the steps as written
 * (Hypnus, on a Hermes worker that has moved) or a win cuts the turn short (Chronus's fifth tower in
 * a Morpheus turn), and then the step's other finishes fail alike (the shortest are tried first).
 */
const MAX_TRIES = 32;

/**
 * Step-by-step generation: the legal next steps after `prefix`, and whether `prefix` is a complete
 * turn. A step is offered when some turn `applyTurn` accepts starts with `prefix` and it (R2), in
 * whatever order the mover's power lets its steps come (Hermes's moves, Poseidon's extra builds…).
 */
export function nextSteps(pos: Position, prefix: Turn): StepOptions {
  const records = turnRecords(pos);
  const start = pos.clone();
  if (!start.inPlacement) startTurn(start);
  const seat = start.turn;
  const extraTurn = isExtraTurn(start, seat);
  const spellings = start.inPlacement || extraTurn ? undefined : powerFor(start, seat).spellingSteps;
  if (spellings === undefined) return listedOptions(pos, prefix, records);
  const done = withBuilders(start, prefix);
  const canEnd = judgeTurn(pos, prefix, records).ok;
  if (done === undefined) return { steps: [], canEnd };
  const turns = records.map((record) => record.turn);
  const steps: Step[] = [];
  const offered = new Set<string>();
  for (const { step, finishes } of spellings(start, seat, done, turns)) {
    const key = stepKey(step);
    if (offered.has(key)) continue;
    let tries = 0;
    for (const rest of finishes()) {
      if (judgeTurn(pos, [...done, step, ...rest], records).ok) {
        offered.add(key);
        steps.push(step);
        break;
      }
      if (++tries === MAX_TRIES) break;
    }
  }
  return { steps, canEnd };
}

/** The options when the legal turns' listed spellings are the only ones: their next steps. */
function listedOptions(pos: Position, prefix: Turn, records: TurnRecord[]): StepOptions {
  const walked = walk(pos, prefix, records);
  if (!walked.ok) return { steps: [], canEnd: false };
  const index = walked.value.steps.length;
  const steps: Step[] = [];
  const offered = new Set<string>();
  let canEnd = false;
  for (const record of walked.value.candidates) {
    const step = record.turn[index];
    if (step === undefined) canEnd = true;
    else if (!offered.has(stepKey(step))) {
      offered.add(stepKey(step));
      steps.push(step);
    }
  }
  return { steps, canEnd };
}

/**
 * `prefix` with every builder named, as generated turns name them: the last mover where the text
 * leaves it out, and `D` on level 3 read as a plain build; undefined when a build names no builder
 * and no worker has moved.
 */
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
    steps.push({ kind: 'build', at: step.at, dome: step.dome && level < 3, builder });
  }
  return steps;
}
