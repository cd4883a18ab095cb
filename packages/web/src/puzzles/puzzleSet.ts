import {
  applyTurnText,
  isGodName,
  parsePosition,
  positionKey,
  type GodName,
  type Position,
} from '@santorini/engine';
import type { Puzzle, PuzzleHint, PuzzleKind, PuzzleTheme } from '@santorini/ai';

/** A puzzle of the data file, checked by the engine: its position and its solutions' results. */
export interface PlayablePuzzle {
  readonly puzzle: Puzzle;
  readonly position: Position;
  /** The position each solution leads to (spec §2.1 keys): a turn solves when it reaches one. */
  readonly solutionKeys: ReadonlySet<string>;
}

export interface LoadedPuzzles {
  readonly puzzles: readonly PlayablePuzzle[];
  /** Why an entry of the file could not be played (its id or index, and the engine's reason). */
  readonly problems: readonly string[];
}

const KINDS: readonly PuzzleKind[] = ['win', 'defend'];
const THEMES: readonly PuzzleTheme[] = ['climb', 'trap', 'power', 'combination', 'defence'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the puzzle file (version 1): every entry is checked; one that does not play is reported, not used. */
export function loadPuzzles(data: unknown): LoadedPuzzles {
  if (!isRecord(data) || data.version !== 1 || !Array.isArray(data.puzzles))
    return { puzzles: [], problems: ['the puzzle file is not version 1 with a "puzzles" list'] };
  const puzzles: PlayablePuzzle[] = [];
  const problems: string[] = [];
  for (const [index, entry] of data.puzzles.entries()) {
    const read = readPuzzle(entry);
    if (typeof read === 'string') problems.push(`puzzle ${index + 1}: ${read}`);
    else puzzles.push(read);
  }
  return { puzzles, problems };
}

function readPuzzle(entry: unknown): PlayablePuzzle | string {
  if (!isRecord(entry) || typeof entry.id !== 'string') return 'no id';
  const { id } = entry;
  const parsed = parsePosition(entry.position);
  if (!parsed.ok) return `${id}: ${parsed.error.message}`;
  const position = parsed.value;
  const kind = KINDS.find((k) => k === entry.kind);
  const theme = THEMES.find((t) => t === entry.theme);
  if (kind === undefined || theme === undefined) return `${id}: unknown kind or theme`;
  if (typeof entry.moves !== 'number' || entry.moves < 1) return `${id}: moves must be 1 or more`;
  if (!Array.isArray(entry.solutions) || entry.solutions.length === 0) return `${id}: no solutions`;
  const hint = readHint(entry.hint);
  if (hint === null) return `${id}: the hint has no worker`;
  const solutionKeys = new Set<string>();
  for (const text of entry.solutions) {
    const after = typeof text === 'string' ? applyTurnText(position, text) : null;
    if (after === null || !after.ok) return `${id}: solution ${String(text)} does not play`;
    solutionKeys.add(positionKey(after.value));
  }
  const gods: (GodName | null)[] = Array.from({ length: position.playerCount }, (_, seat) =>
    position.godOf(seat),
  );
  const puzzle: Puzzle = {
    id,
    position: entry.position as Puzzle['position'],
    toMove: position.toMove,
    kind,
    moves: entry.moves,
    gods: gods.filter((god) => god === null || isGodName(god)),
    solutions: entry.solutions as string[],
    legalTurns: typeof entry.legalTurns === 'number' ? entry.legalTurns : 0,
    hint,
    theme,
    difficulty: typeof entry.difficulty === 'number' ? entry.difficulty : 1,
  };
  return { puzzle, position, solutionKeys };
}

function readHint(value: unknown): PuzzleHint | null {
  if (!isRecord(value) || typeof value.worker !== 'string') return null;
  return typeof value.to === 'string' ? { worker: value.worker, to: value.to } : { worker: value.worker };
}
