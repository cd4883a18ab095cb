import { explainStep } from './explain.js';
import { judgeTurn, unresolved, type Rejection } from './judge.js';
import { formatStep, formatTurn, parseTurn } from './notation.js';
import { NONE, type Position } from './position.js';
import { err, ok, type Result } from './result.js';
import { sameStep, type Step, type Turn } from './steps.js';
import { finishTurn, turnRecords, type ForbiddenTurn } from './turns.js';

export { nextSteps, type StepOptions } from './stepOptions.js';

/** Why a turn cannot be played here. */
export interface IllegalTurnError {
  readonly message: string;
}

export type TurnError =
  | { readonly kind: 'malformed'; readonly message: string }
  | { readonly kind: 'illegal'; readonly message: string };

/**
 * Why an opponent's power (Athena, Limus, Persephone…) rules out every turn starting with `prefix`,
 * when the mover's own power allows one; undefined otherwise.
 */
function forbiddenReason(pos: Position, prefix: Turn): string | undefined {
  const forbidden: ForbiddenTurn[] = [];
  turnRecords(pos, (turn) => forbidden.push(turn));
  const starts = ({ record }: ForbiddenTurn): boolean =>
    prefix.every((step, index) => {
      const candidate = record.turn[index];
      return candidate !== undefined && sameStep(candidate, step);
    });
  return forbidden.find(starts)?.reason;
}

function gameOverReason(pos: Position): string | undefined {
  if (pos.win !== NONE) return `the game is over: player ${pos.win} has won`;
  const forbidden: ForbiddenTurn[] = [];
  if (turnRecords(pos, (turn) => forbidden.push(turn)).length === 0) {
    const why = forbidden[0]?.reason;
    return `player ${pos.turn} has no legal turn${why === undefined ? '' : ` (${why})`}`;
  }
  return undefined;
}

/** Plays a complete turn after checking that it is legal, or says which step breaks which rule. */
export function applyTurn(pos: Position, turn: Turn): Result<Position, IllegalTurnError> {
  const over = gameOverReason(pos);
  if (over !== undefined) return err({ message: over });
  const judged = judgeTurn(pos, turn, turnRecords(pos));
  if (!judged.ok) return err({ message: rejectionMessage(pos, turn, judged.error) });
  return ok(finishTurn(judged.value));
}

/** Puts a rejection into words: the step at fault and the rule it breaks. */
function rejectionMessage(pos: Position, turn: Turn, rejection: Rejection): string {
  switch (rejection.kind) {
    case 'stuck': {
      const { walked, raw, step } = rejection;
      const text = formatStep(raw, walked.lastMover);
      const forbidden = unresolved(step) ? undefined : forbiddenReason(pos, [...walked.steps, step]);
      if (forbidden !== undefined) return `${text}: ${forbidden}`;
      return `${text}: ${explainStep(walked.scratch, pos.turn, walked.steps, step, walked.turns)}`;
    }
    case 'incomplete': {
      const [example] = rejection.walked.candidates;
      const shown = example === undefined ? '' : ` (for example "${formatTurn(example.turn)}")`;
      return `incomplete turn: ${continuation(rejection.walked.steps)}${shown}`;
    }
    case 'forbidden':
      return `${formatTurn(turn)}: ${rejection.reason}`;
  }
}

function continuation(steps: readonly Step[]): string {
  const last = steps[steps.length - 1];
  if (last?.kind === 'move') return 'after moving, the worker must build';
  return 'the turn is not finished';
}

/** Reads and plays a turn written in notation: malformed text and illegal turns fail differently. */
export function applyTurnText(pos: Position, text: string): Result<Position, TurnError> {
  const parsed = parseTurn(text);
  if (!parsed.ok) return err({ kind: 'malformed', message: parsed.error.message });
  const applied = applyTurn(pos, parsed.value);
  return applied.ok ? applied : err({ kind: 'illegal', message: applied.error.message });
}
