import {
  positionToJson,
  type GodName,
  type LegalTurn,
  type Position,
  type PositionJson,
} from '@santorini/engine';
import type { DefenceAnalysis, WinAnalysis } from './analyse.js';
import { hintOf, isOneSolutionClass, type PuzzleHint } from './solutionClass.js';

export type PuzzleKind = 'win' | 'defend';
/** What the solution does: climbs to level 3, leaves the opponent no turn, wins by a power, forces a win over several turns, or stops a threat. */
export type PuzzleTheme = 'climb' | 'trap' | 'power' | 'combination' | 'defence';

/** One puzzle of the data file (`packages/web/src/puzzles/puzzles.json`). */
export interface Puzzle {
  readonly id: string;
  /** The position, spec §2 JSON. */
  readonly position: PositionJson;
  /** The seat that solves the puzzle (the side to move). */
  readonly toMove: number;
  readonly kind: PuzzleKind;
  /** Win in this many of the solver's own turns; 1 for "stop the threat". */
  readonly moves: number;
  readonly gods: readonly (GodName | null)[];
  /** Every first turn that solves it, spec §3 notation. */
  readonly solutions: readonly string[];
  /** How many legal turns the position has (one per resulting position). */
  readonly legalTurns: number;
  readonly hint: PuzzleHint;
  readonly theme: PuzzleTheme;
  /** 1 (easiest) to 5. */
  readonly difficulty: number;
}

export interface PuzzleSet {
  readonly version: 1;
  readonly seed: number;
  readonly generator: string;
  readonly puzzles: readonly Puzzle[];
}

export const PUZZLE_SET_VERSION = 1;
export const GENERATOR_NAME = 'santorini-puzzles 1 (LevelPlayer self-play, exact AND/OR solver)';

/**
 * The puzzle for an analysed position, or null when its solutions are not one intended solution
 * class (`solutionClass.ts`) or have no common worker to hint at.
 */
export function puzzleOf(id: string, pos: Position, analysis: WinAnalysis | DefenceAnalysis): Puzzle | null {
  const { solutions, legal } = analysis;
  if (!isOneSolutionClass(solutions, legal.length)) return null;
  const hint = hintOf(solutions);
  if (hint === null) return null;
  return {
    id,
    position: positionToJson(pos),
    toMove: pos.toMove,
    kind: analysis.kind,
    moves: analysis.moves,
    gods: Array.from({ length: pos.playerCount }, (_, seat) => pos.godOf(seat)),
    solutions: solutions.map((turn) => turn.text),
    legalTurns: legal.length,
    hint,
    theme: themeOf(pos, analysis),
    difficulty: difficultyOf(analysis),
  };
}

function themeOf(pos: Position, analysis: WinAnalysis | DefenceAnalysis): PuzzleTheme {
  if (analysis.kind === 'defend') return 'defence';
  if (analysis.moves > 1) return 'combination';
  const win = analysis.solutions[0] as LegalTurn;
  const after = win.position;
  if (
    after
      .workersOf(pos.toMove)
      .some((sq) => after.levelAt(sq) === 3 && !pos.workersOf(pos.toMove).includes(sq))
  )
    return 'climb';
  return pos.godOf(pos.toMove) === null ? 'trap' : 'power';
}

/** Longer wins are harder; so is finding one of very few good turns among many. */
function difficultyOf(analysis: WinAnalysis | DefenceAnalysis): number {
  const base = analysis.kind === 'defend' ? 2 : analysis.moves === 1 ? 1 : analysis.moves + 1;
  const needle = analysis.legal.length >= 60 && analysis.solutions.length <= 2 ? 1 : 0;
  return Math.min(5, base + needle);
}
