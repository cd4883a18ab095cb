/**
 * Words kept in state until they are shown (a refusal, a failure): kept as the data they are made
 * of, in `word`'s closure, and worded each time they are drawn, so a switch of language re-words
 * what is on screen. An object, not a bare function, so React's state setters keep it as it is.
 */
export interface Later {
  readonly word: () => string;
}

export const later = (word: () => string): Later => ({ word });

/** The words now, in the current language; null for none. */
export const wordNow = (words: Later | null): string | null => words?.word() ?? null;

/**
 * A refusal by a pure function (a setup step, a new game's settings), worded again by calling it
 * once more when shown; `first` (its words when refused) should it no longer refuse.
 */
export const refusedAgain = (make: () => object, first: string): Later =>
  later(() => {
    const again = make();
    return 'error' in again && typeof again.error === 'string' ? again.error : first;
  });
