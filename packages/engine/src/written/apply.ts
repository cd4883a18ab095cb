import { explainStep } from './explain.js';
import { followedRejection, followLegalTurn, judgeTurn, unresolved, type Rejection } from './judge.js';
import { parseTurn } from './notation.js';
import { NONE, type Position } from '../core/position.js';
import { refusal, type IllegalTurnError, type Refusal } from '../core/refusal.js';
import { err, ok, type Result } from '../core/result.js';
import { sameStep, type Turn } from '../core/steps.js';
import { finishTurn } from '../turn/finish.js';
import { legalTurnJudge, moreTurnsThan } from '../turn/legalTurns.js';
import { turnRecords, type ForbiddenTurn } from '../turn/generate.js';
import { illegalTurnText } from '../words/refusalWords.js';

export { nextSteps, type StepOptions } from './stepOptions.js';
export type { IllegalTurnError } from '../core/refusal.js';

export type TurnError =
  | ({ readonly kind: 'malformed' } & Pick<IllegalTurnError, 'message'>)
  | ({ readonly kind: 'illegal' } & IllegalTurnError);

/** An illegal-turn error from its data: the message is written from it. */
function illegal(error: Omit<IllegalTurnError, 'message'>): IllegalTurnError {
  return { ...error, message: illegalTurnText(error) };
}

/**
 * Why an opponent's power (one that forbids or narrows turns) rules out every turn starting with
 * `prefix`, when the mover's own power allows one; undefined otherwise.
 */
function forbiddenReason(pos: Position, prefix: Turn): Refusal | undefined {
  const forbidden: ForbiddenTurn[] = [];
  turnRecords(pos, (turn) => forbidden.push(turn));
  const starts = ({ record }: ForbiddenTurn): boolean =>
    prefix.every((step, index) => {
      const candidate = record.turn[index];
      return candidate !== undefined && sameStep(candidate, step);
    });
  return forbidden.find(starts)?.reason;
}

function gameOverReason(pos: Position): Refusal | undefined {
  if (pos.win !== NONE) return refusal('gameOver', { seat: pos.win });
  const forbidden: ForbiddenTurn[] = [];
  if (turnRecords(pos, (turn) => forbidden.push(turn)).length === 0) {
    const cause = forbidden[0]?.reason;
    return refusal('noLegalTurn', cause === undefined ? { seat: pos.turn } : { seat: pos.turn, cause });
  }
  return undefined;
}

/**
 * Past this many legal turns a refused turn is explained from the mover's generators alone, not
 * from the list of every legal turn (which Morpheus with many coins makes millions long).
 */
const LISTED_TURNS_LIMIT = 20_000;

/** Plays a complete turn after checking that it is legal, or says which step breaks which rule. */
export function applyTurn(pos: Position, turn: Turn): Result<Position, IllegalTurnError> {
  if (pos.win !== NONE) return err(illegal({ refusal: refusal('gameOver', { seat: pos.win }) }));
  // A legal turn is found by following its steps: no list of every legal turn is made.
  const judge = pos.inPlacement ? null : legalTurnJudge(pos);
  const followed = followLegalTurn(pos, turn, judge);
  if (followed !== undefined && followed !== null) return ok(finishTurn(followed));
  if (followed === undefined && judge !== null && moreTurnsThan(pos, LISTED_TURNS_LIMIT) === true)
    return err(illegal(rejectionError(pos, turn, followedRejection(pos, turn, judge), false)));
  const over = gameOverReason(pos);
  if (over !== undefined) return err(illegal({ refusal: over }));
  const judged = judgeTurn(pos, turn, turnRecords(pos));
  if (!judged.ok) return err(illegal(rejectionError(pos, turn, judged.error, true)));
  return ok(finishTurn(judged.value));
}

/**
 * A rejection as data: the step at fault and the rule it breaks. With `listed`, a step the mover's
 * power allows is checked against the opponents' powers through the list of legal turns.
 */
function rejectionError(
  pos: Position,
  turn: Turn,
  rejection: Rejection,
  listed: boolean,
): Omit<IllegalTurnError, 'message'> {
  switch (rejection.kind) {
    case 'stuck': {
      const { walked, raw, step } = rejection;
      const at = { step: raw, ...(walked.lastMover === undefined ? {} : { lastMover: walked.lastMover }) };
      const forbidden =
        !listed || unresolved(step) ? undefined : forbiddenReason(pos, [...walked.steps, step]);
      if (forbidden !== undefined) return { ...at, refusal: forbidden };
      return { ...at, refusal: explainStep(walked.scratch, pos.turn, walked.steps, step, walked.turns) };
    }
    case 'incomplete': {
      const [example] = rejection.walked.candidates;
      const steps = rejection.walked.steps;
      const reason = steps[steps.length - 1]?.kind === 'move' ? 'incompleteAfterMove' : 'incomplete';
      return { refusal: refusal(reason, example === undefined ? {} : { steps: example.turn }) };
    }
    case 'forbidden':
      return { turn, refusal: rejection.reason };
  }
}

/** Reads and plays a turn written in notation: malformed text and illegal turns fail differently. */
export function applyTurnText(pos: Position, text: string): Result<Position, TurnError> {
  const parsed = parseTurn(text);
  if (!parsed.ok) return err({ kind: 'malformed', message: parsed.error.message });
  const applied = applyTurn(pos, parsed.value);
  return applied.ok ? applied : err({ kind: 'illegal', ...applied.error });
}
