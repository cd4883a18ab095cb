import { describeValue } from '../core/invalidField.js';
import type { NotationProblem } from '../written/notationError.js';

/** Why a turn's text does not read, in words: the one place these words are written (the text quoted by `describeValue`, on one line). */
export function notationErrorText(problem: NotationProblem): string {
  switch (problem.kind) {
    case 'emptyTurn':
      return 'empty turn';
    case 'badPlacement':
      return `${describeValue(problem.text)}: a placement turn places two workers, like "@b2 @d4"`;
    case 'extraSpace':
      return `"" in ${describeValue(problem.text)} is not a step: steps are separated by single spaces`;
    case 'badStep':
      return `${describeValue(problem.token)} in ${describeValue(problem.text)} is not a step: expected a step like c3-d4, +d5, d4+d5D, c4>a2, -e4`;
  }
}
