import type { TurnEvent } from './events.js';
import type { TurnRecord } from './gods/power.js';
import { isExtraTurn, powerFor } from './held.js';
import { applyStep } from './mechanics.js';
import type { Position } from './position.js';
import type { Refusal } from './refusal.js';
import { err, ok, type Result } from './result.js';
import type { Square } from './square.js';
import { sameStep, type Step, type Turn } from './steps.js';
import { startTurn } from './turns.js';

/** How far a written turn follows the legal turns. */
export interface Walk {
  /** Complete legal turns that start with the steps walked so far. */
  candidates: TurnRecord[];
  /** The steps walked, with builders filled in. */
  steps: Step[];
  /** The position after the steps walked. */
  scratch: Position;
  lastMover: Square | undefined;
}

/** Why a written turn is not one of the legal turns: for `apply` to put into words. */
export type Rejection =
  /** `raw` (read as `step`) leaves every legal turn that starts with the steps walked. */
  | { readonly kind: 'stuck'; readonly walked: Walk; readonly raw: Step; readonly step: Step }
  /** Every step follows some legal turn, but none ends there. */
  | { readonly kind: 'incomplete'; readonly walked: Walk }
  /** The mover's power allows the turn as written, an opponent's power does not. */
  | { readonly kind: 'forbidden'; readonly reason: Refusal };

/** Fills in what the text leaves implicit: the builder, and `D` on level 3 (read as a plain build). */
function resolve(step: Step, walk: Walk): Step {
  if (step.kind !== 'build') return step;
  const builder = step.builder ?? walk.lastMover;
  const dome = step.dome && walk.scratch.levelAt(step.at) < 3;
  return builder === undefined
    ? { kind: 'build', at: step.at, dome }
    : { kind: 'build', at: step.at, dome, builder };
}

/** A build whose builder neither the text nor an earlier move names. */
export const unresolved = (step: Step): boolean => step.kind === 'build' && step.builder === undefined;

/** Follows `prefix` through `records` (the legal turns of `pos`), or says where it leaves them. */
export function walk(pos: Position, prefix: Turn, records: TurnRecord[]): Result<Walk, Rejection> {
  const scratch = pos.clone();
  if (!scratch.inPlacement) startTurn(scratch);
  const extraTurn = isExtraTurn(scratch, scratch.turn);
  const events: TurnEvent[] = [];
  const state: Walk = { candidates: records, steps: [], scratch, lastMover: undefined };
  for (const raw of prefix) {
    const index = state.steps.length;
    const step = resolve(raw, state);
    const next = (unresolved(step) ? [] : state.candidates).filter((record) => {
      const candidate = record.turn[index];
      return candidate !== undefined && sameStep(candidate, step);
    });
    if (next.length === 0) return err({ kind: 'stuck', walked: state, raw, step });
    const matched = next[0]?.turn[index] ?? step;
    applyStep(state.scratch, pos.turn, matched, events, extraTurn);
    state.steps.push(matched);
    if (matched.kind === 'move') state.lastMover = matched.to;
    state.candidates = next;
  }
  return ok(state);
}

/** The spelling the mover's generator uses for `turn`, when its power has several (Hermes, Triton). */
export function canonicalSpelling(pos: Position, turn: Turn): Turn {
  if (pos.inPlacement) return turn;
  const start = pos.clone();
  startTurn(start);
  const canonical = powerFor(start, start.turn).canonicalTurn;
  return canonical?.(start, start.turn, turn) ?? turn;
}

/**
 * Why an opponent's power forbids `turn` as written, when its power respelled it (a Hermes worker
 * that moves away and back where Hypnus freezes it): the written steps are played and their record
 * judged like a generated turn's (R19 spares a Dionysus extra turn). `turn` is known to be legal
 * for the mover's own power, since its spelling is.
 */
function respelledForbidden(pos: Position, turn: Turn): Refusal | undefined {
  const before = pos.clone();
  startTurn(before);
  const seat = before.turn;
  if (isExtraTurn(before, seat)) return undefined;
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

/**
 * The legal turn among `records` (the legal turns of `pos`) that `turn` spells, in any spelling
 * the mover's power accepts, or why there is none.
 */
export function judgeTurn(pos: Position, turn: Turn, records: TurnRecord[]): Result<TurnRecord, Rejection> {
  const spelled = canonicalSpelling(pos, turn);
  const walked = walk(pos, spelled, records);
  if (!walked.ok) return walked;
  const { candidates, steps } = walked.value;
  const complete = candidates.find((candidate) => candidate.turn.length === steps.length);
  if (complete === undefined) return err({ kind: 'incomplete', walked: walked.value });
  if (spelled !== turn) {
    const reason = respelledForbidden(pos, turn);
    if (reason !== undefined) return err({ kind: 'forbidden', reason });
  }
  return ok(complete);
}
