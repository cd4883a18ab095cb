import { applyTurnText, nextSteps } from '../apply.js';
import type { GodName } from '../gods/names.js';
import { formatPosition, parsePosition, positionKey, positionToJson } from '../json.js';
import { formatStep, parseTurn } from '../notation.js';
import { NONE, type Position } from '../position.js';
import { legalTurns, type LegalTurn } from '../turns.js';
import { mulberry32 } from './random.js';

/**
 * Test helpers for the building powers (group B: Atlas, Demeter, Hephaestus, Hestia, Zeus, Poseidon,
 * Ares, Selene): positions from JSON, turns by text, and random games with invariant checks.
 */

export interface Board {
  /** Each seat's god and workers (slot order; `null` for Selene's removed worker). */
  readonly players: readonly { readonly god: GodName | null; readonly workers: readonly (string | null)[] }[];
  /** Rank 5 first, as in the JSON; flat when absent. */
  readonly levels?: readonly string[];
  readonly domes?: readonly string[];
  readonly toMove?: number;
  /** Rule switches (rules.md Part A), e.g. `{ limusAnyDome: true }`. */
  readonly rules?: Readonly<Record<string, boolean>>;
}

/** A position from the JSON of spec §2; throws with the parser's message when it is invalid. */
export function board(spec: Board): Position {
  const result = parsePosition({
    players: spec.players.map((p) => ({ god: p.god, workers: [...p.workers] })),
    levels: [...(spec.levels ?? ['00000', '00000', '00000', '00000', '00000'])],
    domes: [...(spec.domes ?? [])],
    toMove: spec.toMove ?? 0,
    ...(spec.rules === undefined ? {} : { rules: spec.rules }),
  });
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** The texts of the listed turns, sorted. */
export const turnTexts = (pos: Position): string[] =>
  legalTurns(pos)
    .map((turn) => turn.text)
    .sort();

/** The listed turns whose text starts with `prefix`, sorted. */
export const turnsFrom = (pos: Position, prefix: string): string[] =>
  turnTexts(pos).filter((text) => text.startsWith(prefix));

/** What `nextSteps` offers after `prefix` (turn text, '' for none): step texts sorted, and `canEnd`. */
export function offers(pos: Position, prefix: string): { steps: string[]; canEnd: boolean } {
  let steps: ReturnType<typeof parseTurn> | undefined;
  if (prefix !== '') {
    steps = parseTurn(prefix);
    if (!steps.ok) throw new Error(steps.error.message);
  }
  const taken = steps?.ok === true ? steps.value : [];
  let mover: number | undefined;
  for (const step of taken) if (step.kind === 'move') mover = step.to;
  const options = nextSteps(pos, taken);
  return { steps: options.steps.map((step) => formatStep(step, mover)).sort(), canEnd: options.canEnd };
}

/** The position's JSON fields that tests compare. */
export const json = positionToJson;

/** Why a position breaks the board invariants (levels 0–3, no worker on a dome, workers distinct), or null. */
export function boardProblem(pos: Position): string | null {
  if ((pos.l2 & ~pos.l1) !== 0 || (pos.l3 & ~pos.l2) !== 0) return 'levels are not 0–3 layers';
  const squares = pos.workerSquares.filter((sq) => sq !== NONE);
  if (new Set(squares).size !== squares.length) return 'two workers on one square';
  if (squares.some((sq) => pos.domeAt(sq))) return 'a worker on a dome';
  const listed = squares.reduce((set, sq) => set | (1 << sq), 0);
  let sides = 0;
  for (const side of pos.sideWorkers) {
    if ((sides & side) !== 0) return 'two sides claim one square';
    sides |= side;
  }
  if (listed !== sides) return 'worker squares and worker sets disagree';
  return null;
}

export interface RandomRun {
  /** Positions checked. */
  readonly positions: number;
  /** Games that ended with a winner within `maxTurns`. */
  readonly finished: number;
  /** Turns applied by text and compared. */
  readonly applied: number;
  readonly problems: string[];
}

export interface RandomOptions {
  readonly gods: readonly (GodName | null)[];
  readonly games: number;
  readonly maxTurns: number;
  readonly seed: number;
  /** How many listed turns (besides the one played) to apply by text at each position. */
  readonly sample: number;
}

/**
 * Random games from the empty board (placement included) with a seeded PRNG, each stopped after
 * `maxTurns` turns. At every position: the board invariants hold; no two listed turns give the same
 * position (by the canonical key of spec §2.1, independent of the hashes `legalTurns` merges by);
 * the played turn and `sample` other listed turns apply by text to their listed positions; a
 * position with no listed turn has a winner.
 */
export function randomGames(options: RandomOptions): RandomRun {
  const problems: string[] = [];
  let positions = 0;
  let finished = 0;
  let applied = 0;
  const clean = (): boolean => problems.length === 0;
  for (let game = 0; game < options.games && clean(); game++) {
    const random = mulberry32(options.seed + game * 7919);
    let pos = board({ players: options.gods.map((god) => ({ god, workers: [] })) });
    for (let turn = 0; turn <= options.maxTurns; turn++) {
      positions++;
      const where = (): string => `game ${game} turn ${turn}: ${formatPosition(pos)}`;
      const problem = boardProblem(pos);
      if (problem !== null) problems.push(`${problem} in ${where()}`);
      const turns = legalTurns(pos);
      if (turns.length === 0) {
        if (pos.winner === null) problems.push(`no turn and no winner in ${where()}`);
        else finished++;
        break;
      }
      if (new Set(turns.map((t) => positionKey(t.position))).size !== turns.length)
        problems.push(`two listed turns give the same position in ${where()}`);
      const pick = (): LegalTurn => turns[Math.floor(random() * turns.length)] ?? turns[0] ?? never();
      const chosen = pick();
      const checked = pos.inPlacement ? [chosen] : [chosen, ...Array.from({ length: options.sample }, pick)];
      for (const listed of checked) {
        applied++;
        const result = applyTurnText(pos, listed.text);
        if (!result.ok) problems.push(`"${listed.text}" rejected (${result.error.message}) in ${where()}`);
        else if (positionKey(result.value) !== positionKey(listed.position))
          problems.push(`"${listed.text}" gives another position in ${where()}`);
      }
      if (!clean()) break;
      pos = chosen.position;
    }
  }
  return { positions, finished, applied, problems };
}

function never(): never {
  throw new Error('unreachable');
}

export { playTurns as after, illegalReason as rejected } from './turns.js';
