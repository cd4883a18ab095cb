import { applyTurnText, nextSteps } from '../written/apply.js';
import { positionKey } from '../json/json.js';
import { parseTurn } from '../written/notation.js';
import { formatStep } from '../core/turnText.js';
import type { Position } from '../core/position.js';
import type { Turn } from '../core/steps.js';
import { finishTurn } from '../turn/finish.js';
import { legalTurns, type LegalTurn } from '../turn/legalTurns.js';
import { turnRecords } from '../turn/generate.js';

/** The position after applying turns by text in order; throws with the message of a refused one. */
export function play(pos: Position, ...turns: readonly string[]): Position {
  let current = pos;
  for (const turn of turns) {
    const result = applyTurnText(current, turn);
    if (!result.ok) throw new Error(`"${turn}" rejected: ${result.error.message}`);
    current = result.value;
  }
  return current;
}

/** The listed turn with this text; throws when it is not listed. */
export function listed(pos: Position, text: string): LegalTurn {
  const found = legalTurns(pos).find((turn) => turn.text === text);
  if (found === undefined) throw new Error(`"${text}" is not listed`);
  return found;
}

/** The texts of the listed turns, sorted. */
export const texts = (pos: Position): string[] =>
  legalTurns(pos)
    .map((turn) => turn.text)
    .sort();

/** The listed turns whose text starts with `prefix`, sorted. */
export const turnsFrom = (pos: Position, prefix: string): string[] =>
  texts(pos).filter((text) => text.startsWith(prefix));

/** The first steps of the listed turns, sorted and distinct. */
export const firstSteps = (pos: Position): string[] =>
  [...new Set(texts(pos).map((text) => text.split(' ')[0] ?? ''))].sort();

/**
 * What `nextSteps` offers after `prefix` (a turn text, '' for none, or steps: a lone placement has
 * no text of its own): the step texts, sorted, and `canEnd`.
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

/**
 * Listed turns whose spelling is longer (more steps) than another complete legal turn to the same
 * position: `moves` should list a shortest one (spec §3).
 */
export function longerThanNeeded(pos: Position): string[] {
  const shortest = new Map<string, number>();
  for (const record of turnRecords(pos)) {
    const at = positionKey(finishTurn(record));
    shortest.set(at, Math.min(shortest.get(at) ?? Infinity, record.turn.length));
  }
  return legalTurns(pos)
    .filter((turn) => turn.turn.length > (shortest.get(positionKey(turn.position)) ?? Infinity))
    .map((turn) => turn.text);
}
