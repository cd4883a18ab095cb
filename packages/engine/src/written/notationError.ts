/**
 * Text that is not in the turn grammar of spec §3, as data; words/notationWords.ts writes it.
 * `text` is the turn as given, trimmed; `notASquare`, where there is one, is the first word written
 * like a square (a letter and a number, `z9`) that is none.
 */
export type NotationProblem =
  | { readonly kind: 'emptyTurn' }
  /** A turn with `@` that is not two placements. */
  | { readonly kind: 'badPlacement'; readonly text: string; readonly notASquare?: string }
  /** Two spaces in a row: steps are separated by single spaces. */
  | { readonly kind: 'extraSpace'; readonly text: string }
  /** `token` is not a step. */
  | { readonly kind: 'badStep'; readonly text: string; readonly token: string; readonly notASquare?: string };

export type NotationErrorKind = NotationProblem['kind'];

/** Why a turn's text does not read: the problem and its words (`notationErrorText`). */
export type NotationError = NotationProblem & { readonly message: string };
