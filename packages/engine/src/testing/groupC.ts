import { nextSteps } from '../apply.js';
import type { GodName } from '../gods/names.js';
import {
  formatPosition,
  parsePosition,
  positionToJson,
  type PlayerJson,
  type PositionJson,
} from '../json.js';
import { checkRandomGame } from '../matches/invariants.js';
import { formatStep } from '../notation.js';
import type { Position } from '../position.js';
import type { RuleSwitches } from '../rules.js';
import type { Turn } from '../steps.js';
import { legalTurns } from '../turns.js';
import { parseTurn } from '../notation.js';
import { mulberry32 } from './random.js';

/** Test helpers for the restricting and winning powers (group C: Athena, Aphrodite, Bia, Chronus, …). */

export const FLAT = ['00000', '00000', '00000', '00000', '00000'];

export interface BoardSpec {
  readonly players: readonly PlayerJson[];
  readonly levels?: readonly string[];
  readonly domes?: readonly string[];
  readonly toMove?: number;
  readonly start?: number;
  readonly rules?: Partial<RuleSwitches>;
}

const toJson = (spec: BoardSpec): PositionJson => {
  const json: PositionJson = {
    players: spec.players.map((player) => ({ ...player })),
    levels: [...(spec.levels ?? FLAT)],
    domes: [...(spec.domes ?? [])],
    toMove: spec.toMove ?? 0,
  };
  if (spec.start !== undefined) json.start = spec.start;
  if (spec.rules !== undefined) json.rules = spec.rules;
  return json;
};

/** A position from JSON with defaults (flat board, no domes, player 0 to move); throws if invalid. */
export function board(spec: BoardSpec): Position {
  const result = parsePosition(toJson(spec));
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Why a position is rejected ('' when it is accepted). */
export function boardError(spec: BoardSpec): string {
  const result = parsePosition(toJson(spec));
  return result.ok ? '' : result.error.message;
}

/** A player entry. */
export const player = (
  god: GodName | null,
  workers: readonly (string | null)[],
  memory: Partial<PlayerJson> = {},
): PlayerJson => ({ god, workers: [...workers], ...memory });

/** The texts of the legal turns, sorted. */
export const texts = (pos: Position): string[] =>
  legalTurns(pos)
    .map((turn) => turn.text)
    .sort();

/** The first steps of the legal turns (moves), sorted and distinct. */
export const firstSteps = (pos: Position): string[] =>
  [...new Set(texts(pos).map((text) => text.split(' ')[0] ?? ''))].sort();

/**
 * The steps `nextSteps` offers after `prefix` (a turn text, '' for none, or steps: a lone
 * placement has no text of its own), as text, sorted.
 */
export function offered(pos: Position, prefix: string | Turn): { steps: string[]; canEnd: boolean } {
  const parsed =
    typeof prefix !== 'string'
      ? { ok: true as const, value: prefix }
      : prefix === ''
        ? { ok: true as const, value: [] }
        : parseTurn(prefix);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const last = [...parsed.value].reverse().find((step) => step.kind === 'move');
  const options = nextSteps(pos, parsed.value);
  return {
    steps: options.steps.map((step) => formatStep(step, last?.kind === 'move' ? last.to : undefined)).sort(),
    canEnd: options.canEnd,
  };
}

/** The position as JSON (spec §2), for comparing fields. */
export const json = (pos: Position): PositionJson => positionToJson(pos);

/** The board rows (rank 5 first). */
export const levels = (pos: Position): string[] => positionToJson(pos).levels;

/** The empty board for `gods`, start 0: Bia's side places first (R7), else seat 0. */
export function emptyBoard(gods: readonly (GodName | null)[]): Position {
  const bia = gods.indexOf('bia');
  const toMove = bia < 0 ? 0 : gods.length === 4 ? bia % 2 : bia;
  return board({ players: gods.map((god) => player(god, [])), toMove });
}

/**
 * Plays `games` random games from the empty board for each lineup, checking the invariants of
 * matches/invariants.ts (board sanity, JSON round trip, every listed turn applies as listed, listed
 * turns give distinct positions) and that each game ends or reaches `maxTurns`. Returns the problems.
 */
export function randomGameProblems(
  lineups: readonly (readonly (GodName | null)[])[],
  games: number,
  maxTurns: number,
  seed: number,
): string[] {
  const problems: string[] = [];
  let checked = 0;
  lineups.forEach((gods, lineup) => {
    for (let game = 0; game < games; game++) {
      const check = checkRandomGame(emptyBoard(gods), mulberry32(seed + lineup * 1000 + game), maxTurns);
      checked += check.turns;
      if (check.problem !== null)
        problems.push(`${gods.join(' ')}: ${check.problem} at ${formatPosition(check.at)}`);
      else if (check.turns < maxTurns && check.winner === null)
        problems.push(`${gods.join(' ')}: a game stopped with no winner at ${formatPosition(check.at)}`);
    }
  });
  if (checked === 0) problems.push('no position was checked');
  return problems;
}

export { playTurns as play, illegalReason as rejection } from './turns.js';
