/**
 * What the player has done, kept in localStorage under a versioned key: the puzzles solved, and the
 * streak (puzzles solved in a row without a wrong turn). Data that is missing, unreadable or of
 * another version reads as a fresh start; it is never trusted further than its shape.
 */
export interface PuzzleProgress {
  readonly solved: readonly string[];
  readonly streak: number;
  readonly best: number;
}

export const PROGRESS_KEY = 'santorini.puzzles.v1';
export const NO_PROGRESS: PuzzleProgress = { solved: [], streak: 0, best: 0 };

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

export function parseProgress(text: string | null): PuzzleProgress {
  if (text === null) return NO_PROGRESS;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return NO_PROGRESS;
  }
  if (typeof data !== 'object' || data === null || (data as { version?: unknown }).version !== 1)
    return NO_PROGRESS;
  const { solved, streak, best } = data as Record<string, unknown>;
  const ids = Array.isArray(solved) ? solved.filter((id): id is string => typeof id === 'string') : [];
  const streakCount = count(streak);
  return { solved: [...new Set(ids)], streak: streakCount, best: Math.max(count(best), streakCount) };
}

export const formatProgress = (progress: PuzzleProgress): string =>
  JSON.stringify({ version: 1, ...progress });

/** A puzzle solved: the streak grows only when it was solved without a wrong turn. */
export function recordSolved(progress: PuzzleProgress, id: string, clean: boolean): PuzzleProgress {
  const solved = progress.solved.includes(id) ? progress.solved : [...progress.solved, id];
  const streak = clean ? progress.streak + 1 : 0;
  return { solved, streak, best: Math.max(progress.best, streak) };
}

/** A wrong turn ends the streak. */
export const recordMiss = (progress: PuzzleProgress): PuzzleProgress => ({ ...progress, streak: 0 });

export function loadProgress(storage: Pick<Storage, 'getItem'> | null): PuzzleProgress {
  try {
    return parseProgress(storage?.getItem(PROGRESS_KEY) ?? null);
  } catch {
    return NO_PROGRESS;
  }
}

/** Saves the progress; false when the browser refuses (private mode, full storage). */
export function saveProgress(storage: Pick<Storage, 'setItem'> | null, progress: PuzzleProgress): boolean {
  try {
    storage?.setItem(PROGRESS_KEY, formatProgress(progress));
    return storage !== null;
  } catch {
    return false;
  }
}
