import { err, ok, type Result } from '../core/result.js';
import { parseSquare, type Square } from '../core/square.js';
import type { Step, Turn } from '../core/steps.js';
import type { NotationError, NotationProblem } from './notationError.js';
import { notationErrorText } from '../words/notationWords.js';

export type { NotationError } from './notationError.js';

const SQ = '([a-e][1-5])';
const MOVE = new RegExp(`^${SQ}([->])${SQ}$`, 'i');
const BUILD = new RegExp(`^${SQ}?\\+${SQ}(d?)$`, 'i');
const REMOVE = new RegExp(`^-${SQ}$`, 'i');
const PLACE = new RegExp(`^@${SQ}$`, 'i');

const square = (text: string | undefined): Square => parseSquare(text ?? '') ?? -1;

/** Letter-and-number words, like `b2` or `z9`: what a person meant as squares. */
const SQUARE_LIKE = /(?<![a-z])[a-z]\d+(?!\d)/giu;

/** The first word of `text` written like a square that is none (`z9`), if any. */
function notASquare(text: string): { notASquare?: string } {
  for (const [word] of text.matchAll(SQUARE_LIKE))
    if (parseSquare(word) === undefined) return { notASquare: word };
  return {};
}

const fail = (problem: NotationProblem): Result<never, NotationError> =>
  err({ ...problem, message: notationErrorText(problem) });

function parseStep(token: string): Step | undefined {
  let match = MOVE.exec(token);
  if (match) {
    const from = square(match[1]);
    const to = square(match[3]);
    return match[2] === '-' ? { kind: 'move', from, to } : { kind: 'force', from, to };
  }
  match = BUILD.exec(token);
  if (match) {
    const at = square(match[2]);
    const dome = match[3] !== '';
    return match[1] === undefined
      ? { kind: 'build', at, dome }
      : { kind: 'build', at, dome, builder: square(match[1]) };
  }
  match = REMOVE.exec(token);
  if (match) return { kind: 'remove', at: square(match[1]) };
  return undefined;
}

/**
 * Reads a turn written in the notation of spec §3. Only the grammar is checked here; whether the
 * turn is legal is a question for a position (`applyTurn`).
 */
export function parseTurn(text: string): Result<Turn, NotationError> {
  const trimmed = text.trim();
  if (trimmed === '') return fail({ kind: 'emptyTurn' });
  if (trimmed.toLowerCase() === 'pass') return ok([{ kind: 'pass' }]);
  const tokens = trimmed.split(' ');
  if (tokens.some((token) => token.startsWith('@'))) {
    const places = tokens.map((token) => PLACE.exec(token));
    if (tokens.length !== 2 || places.some((match) => match === null))
      return fail({ kind: 'badPlacement', text: trimmed, ...notASquare(trimmed) });
    return ok(places.map((match) => ({ kind: 'place', to: square(match?.[1]) })));
  }
  const steps: Step[] = [];
  for (const token of tokens) {
    const step = parseStep(token);
    if (step === undefined)
      return fail(
        token === ''
          ? { kind: 'extraSpace', text: trimmed }
          : { kind: 'badStep', text: trimmed, token, ...notASquare(trimmed) },
      );
    steps.push(step);
  }
  return ok(steps);
}
