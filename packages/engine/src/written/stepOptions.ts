import type { TurnRecord } from '../gods/power.js';
import { followLegalTurn, judgeTurn, startedTurn, walk, writingPower } from './judge.js';
import type { Position } from '../core/position.js';
import type { Step, Turn } from '../core/steps.js';
import { Finisher } from './finish.js';
import { opponentsRefuse } from '../turn/opponents.js';
import { stepKey } from './written.js';
import { legalTurnJudge } from '../turn/legalTurns.js';
import { turnRecords } from '../turn/generate.js';

/** What a UI may offer after the steps taken so far: the legal next steps, and whether to end here. */
export interface StepOptions {
  readonly steps: Step[];
  readonly canEnd: boolean;
}

/**
 * Step-by-step generation: the legal next steps after `prefix`, and whether `prefix` is a complete
 * turn. A step is offered when some turn `applyTurn` accepts starts with `prefix` and it (R2), in
 * whatever order the mover's power lets its steps come (Hermes's moves, Poseidon's extra builds…):
 * where the power writes turns in orders it does not list (`writtenTurns`), the steps it allows
 * after `prefix` that some accepted turn finishes.
 */
export function nextSteps(pos: Position, prefix: Turn): StepOptions {
  const start = startedTurn(pos);
  const power = writingPower(start);
  // Turns judged one at a time (no list of every legal turn: Morpheus with many coins has millions).
  const judge = power?.writtenTurns === undefined ? null : legalTurnJudge(pos);
  if (power?.writtenTurns !== undefined && judge !== null) {
    const finisher = new Finisher(start, start.turn, prefix, judge);
    power.writtenTurns(finisher);
    const canEnd = followLegalTurn(pos, prefix, judge) !== undefined;
    return { steps: finisher.offered, canEnd };
  }
  const records = turnRecords(pos);
  const accepts = (turn: Turn): boolean => judgeTurn(pos, turn, records).ok;
  if (power?.writtenTurns !== undefined) {
    const finisher = new Finisher(
      start,
      start.turn,
      prefix,
      (record) => opponentsRefuse(record, records) === null,
    );
    power.writtenTurns(finisher);
    return { steps: finisher.offered, canEnd: accepts(prefix) };
  }
  return listedOptions(pos, prefix, records);
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
