import { explainStep } from './explain.js';
import { formatStep, formatTurn, parseTurn } from './notation.js';
import { NONE, type Position } from './position.js';
import { err, ok, type Result } from './result.js';
import { type Square } from './square.js';
import { sameStep, type Step, type Turn } from './steps.js';
import type { TurnEvent } from './events.js';
import type { TurnRecord } from './gods/power.js';
import { applyStep } from './mechanics.js';
import { finishTurn, startTurn, turnRecords, type ForbiddenTurn } from './turns.js';
import { powerFor } from './held.js';

/** Why a turn cannot be played here. */
export interface IllegalTurnError {
  readonly message: string;
}

export type TurnError =
  | { readonly kind: 'malformed'; readonly message: string }
  | { readonly kind: 'illegal'; readonly message: string };

interface Walk {
  /** Complete legal turns that start with the steps walked so far. */
  candidates: TurnRecord[];
  /** The steps walked, with builders filled in. */
  steps: Step[];
  /** The position after the steps walked. */
  scratch: Position;
  lastMover: Square | undefined;
}

/** Fills in what the text leaves implicit: the builder, and `D` on level 3 (read as a plain build). */
function resolve(step: Step, walk: Walk): Step {
  if (step.kind !== 'build') return step;
  const builder = step.builder ?? walk.lastMover;
  const dome = step.dome && walk.scratch.levelAt(step.at) < 3;
  return builder === undefined
    ? { kind: 'build', at: step.at, dome }
    : { kind: 'build', at: step.at, dome, builder };
}

/** Follows `prefix` through the legal turns of `pos`; a message says where it leaves them. */
function walk(pos: Position, prefix: Turn): Result<Walk, string> {
  const scratch = pos.clone();
  if (!scratch.inPlacement) startTurn(scratch);
  const extraTurn = scratch.memory[scratch.turn]?.extraTurn === true;
  const events: TurnEvent[] = [];
  const state: Walk = { candidates: turnRecords(pos), steps: [], scratch, lastMover: undefined };
  for (const raw of prefix) {
    const index = state.steps.length;
    const step = resolve(raw, state);
    const unresolved = step.kind === 'build' && step.builder === undefined;
    const next = (unresolved ? [] : state.candidates).filter((record) => {
      const candidate = record.turn[index];
      return candidate !== undefined && sameStep(candidate, step);
    });
    if (next.length === 0) {
      const text = formatStep(raw, state.lastMover);
      const forbidden = unresolved ? undefined : forbiddenReason(pos, [...state.steps, step]);
      if (forbidden !== undefined) return err(`${text}: ${forbidden}`);
      const turns = state.candidates.map((record) => record.turn);
      return err(`${text}: ${explainStep(state.scratch, pos.turn, state.steps, step, turns)}`);
    }
    const matched = next[0]?.turn[index] ?? step;
    applyStep(state.scratch, pos.turn, matched, events, extraTurn);
    state.steps.push(matched);
    if (matched.kind === 'move') state.lastMover = matched.to;
    state.candidates = next;
  }
  return ok(state);
}

/**
 * Why an opponent's power (Athena, Limus, Persephone…) rules out every turn starting with `prefix`,
 * when the mover's own power allows one; undefined otherwise.
 */
function forbiddenReason(pos: Position, prefix: Turn): string | undefined {
  const forbidden: ForbiddenTurn[] = [];
  turnRecords(pos, (turn) => forbidden.push(turn));
  const starts = ({ record }: ForbiddenTurn): boolean =>
    prefix.every((step, index) => {
      const candidate = record.turn[index];
      return candidate !== undefined && sameStep(candidate, step);
    });
  return forbidden.find(starts)?.reason;
}

/** The spelling the mover's generator uses for `turn`, when its power has several (Hermes, Triton). */
function canonicalSpelling(pos: Position, turn: Turn): Turn {
  if (pos.inPlacement) return turn;
  const start = pos.clone();
  startTurn(start);
  const canonical = powerFor(start, start.turn).canonicalTurn;
  return canonical?.(start, start.turn, turn) ?? turn;
}

function gameOverReason(pos: Position): string | undefined {
  if (pos.win !== NONE) return `the game is over: player ${pos.win} has won`;
  const forbidden: ForbiddenTurn[] = [];
  if (turnRecords(pos, (turn) => forbidden.push(turn)).length === 0) {
    const why = forbidden[0]?.reason;
    return `player ${pos.turn} has no legal turn${why === undefined ? '' : ` (${why})`}`;
  }
  return undefined;
}

/** Plays a complete turn after checking that it is legal, or says which step breaks which rule. */
export function applyTurn(pos: Position, turn: Turn): Result<Position, IllegalTurnError> {
  const over = gameOverReason(pos);
  if (over !== undefined) return err({ message: over });
  const spelled = canonicalSpelling(pos, turn);
  const walked = walk(pos, spelled);
  if (!walked.ok) return err({ message: walked.error });
  const { candidates, steps } = walked.value;
  const complete = candidates.find((candidate) => candidate.turn.length === steps.length);
  if (complete === undefined) {
    const example = candidates[0] === undefined ? '' : ` (for example "${formatTurn(candidates[0].turn)}")`;
    return err({ message: `incomplete turn: ${continuation(steps)}${example}` });
  }
  if (spelled !== turn) {
    const forbidden = respelledForbidden(pos, turn);
    if (forbidden !== undefined) return err({ message: `${formatTurn(turn)}: ${forbidden}` });
  }
  return ok(finishTurn(complete));
}

/**
 * Why an opponent's power forbids `turn` as written, when its power respelled it (a Hermes worker
 * that moves away and back where Hypnus freezes it): the written steps are played and their record
 * judged like a generated turn's (R19 spares a Dionysus extra turn). `turn` is known to be legal
 * for the mover's own power, since its spelling is.
 */
function respelledForbidden(pos: Position, turn: Turn): string | undefined {
  const before = pos.clone();
  startTurn(before);
  const seat = before.turn;
  if (before.memory[seat]?.extraTurn === true) return undefined;
  const after = before.clone();
  const events: TurnEvent[] = [];
  const steps: Step[] = [];
  let lastMover: Square | undefined;
  for (const raw of turn) {
    const builder = raw.kind === 'build' ? (raw.builder ?? lastMover) : undefined;
    const step: Step =
      raw.kind === 'build' && builder !== undefined
        ? { ...raw, builder, dome: raw.dome && after.levelAt(raw.at) < 3 }
        : raw;
    applyStep(after, seat, step, events, false);
    steps.push(step);
    if (step.kind === 'move') lastMover = step.to;
  }
  const record: TurnRecord = { turn: steps, before, after, events, seat };
  for (const holder of before.opponentsOf(seat)) {
    const reason = powerFor(before, holder).forbidsOpponentTurn?.(record, holder) ?? null;
    if (reason !== null) return reason;
  }
  return undefined;
}

function continuation(steps: readonly Step[]): string {
  const last = steps[steps.length - 1];
  if (last?.kind === 'move') return 'after moving, the worker must build';
  return 'the turn is not finished';
}

/** Reads and plays a turn written in notation: malformed text and illegal turns fail differently. */
export function applyTurnText(pos: Position, text: string): Result<Position, TurnError> {
  const parsed = parseTurn(text);
  if (!parsed.ok) return err({ kind: 'malformed', message: parsed.error.message });
  const applied = applyTurn(pos, parsed.value);
  return applied.ok ? applied : err({ kind: 'illegal', message: applied.error.message });
}

/** What a UI may offer after the steps taken so far: the legal next steps, and whether to end here. */
export interface StepOptions {
  readonly steps: Step[];
  readonly canEnd: boolean;
}

/**
 * Step-by-step generation: the legal next steps after `prefix`, and whether `prefix` is a complete
 * turn. Only steps that lead to a complete legal turn are offered (R2).
 */
export function nextSteps(pos: Position, prefix: Turn): StepOptions {
  const walked = walk(pos, prefix);
  if (!walked.ok) return { steps: [], canEnd: false };
  const index = walked.value.steps.length;
  const steps: Step[] = [];
  let canEnd = false;
  for (const record of walked.value.candidates) {
    const step = record.turn[index];
    if (step === undefined) canEnd = true;
    else if (!steps.some((known) => sameStep(known, step))) steps.push(step);
  }
  return { steps, canEnd };
}
