import type { TurnEvent } from '../core/events.js';
import type { Power, TurnRecord } from '../gods/power.js';
import { isExtraTurn, powerFor } from '../turn/held.js';
import { applyStep } from '../turn/mechanics.js';
import { mutableCopy, NONE, type Position } from '../core/position.js';
import { refusal, type Refusal } from '../core/refusal.js';
import { err, ok, type Result } from '../core/result.js';
import type { Square } from '../core/square.js';
import { sameStep, type Step, type Turn } from '../core/steps.js';
import { Finisher } from './finish.js';
import { Follower, type Reached } from './follow.js';
import { opponentsRefuse } from '../turn/opponents.js';
import { resolveStep, unresolved } from './written.js';
import { legalTurnJudge } from '../turn/legalTurns.js';
import { startTurn } from '../turn/start.js';

export { unresolved } from './written.js';

/** How far a written turn follows the legal turns. */
export interface Walk {
  /** Complete legal turns that start with the steps walked so far. */
  candidates: TurnRecord[];
  /** Turns of the mover's power (complete or not) that start with the steps walked: for explanations. */
  turns: readonly Turn[];
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

/** Follows `prefix` through `records` (the legal turns of `pos`), or says where it leaves them. */
export function walk(pos: Position, prefix: Turn, records: TurnRecord[]): Result<Walk, Rejection> {
  const scratch = mutableCopy(pos);
  if (!scratch.inPlacement) startTurn(scratch);
  const extraTurn = isExtraTurn(scratch, scratch.turn);
  const events: TurnEvent[] = [];
  const state: Walk = { candidates: records, turns: [], steps: [], scratch, lastMover: undefined };
  for (const raw of prefix) {
    const index = state.steps.length;
    const step = resolveStep(raw, state.scratch, state.lastMover);
    const next = (unresolved(step) ? [] : state.candidates).filter((record) => {
      const candidate = record.turn[index];
      return candidate !== undefined && sameStep(candidate, step);
    });
    if (next.length === 0) return err({ kind: 'stuck', walked: withTurns(state), raw, step });
    const matched = next[0]?.turn[index] ?? step;
    applyStep(scratch, pos.turn, matched, events, extraTurn);
    state.steps.push(matched);
    if (matched.kind === 'move') state.lastMover = matched.to;
    state.candidates = next;
  }
  return ok(withTurns(state));
}

const withTurns = (state: Walk): Walk => ({ ...state, turns: state.candidates.map((record) => record.turn) });

/**
 * The power whose turn the player to move writes (`start`: start-of-turn effects applied);
 * undefined in placement and in a Dionysus extra turn, whose turns are written as generated.
 */
export function writingPower(start: Position): Power | undefined {
  if (start.inPlacement || isExtraTurn(start, start.turn)) return undefined;
  return powerFor(start, start.turn);
}

/** `pos` with the start-of-turn effects applied (a copy). */
export function startedTurn(pos: Position): Position {
  const start = mutableCopy(pos);
  if (!start.inPlacement) startTurn(start);
  return start;
}

/**
 * The legal turn that `turn` spells, in any order the mover's power lets a player write it, or
 * why there is none. A turn spelled as generated is one of `records` (the legal turns of `pos`);
 * another spelling is followed through the power's `writtenTurns` and judged as written.
 */
export function judgeTurn(pos: Position, turn: Turn, records: TurnRecord[]): Result<TurnRecord, Rejection> {
  const start = startedTurn(pos);
  const power = writingPower(start);
  const listed = walk(pos, turn, records);
  if (listed.ok) {
    const { candidates, steps } = listed.value;
    const complete = candidates.find((candidate) => candidate.turn.length === steps.length);
    if (complete !== undefined) return ok(complete);
  }
  const rejection: Rejection = listed.ok ? { kind: 'incomplete', walked: listed.value } : listed.error;
  const written = power?.writtenTurns;
  if (power === undefined || written === undefined) return err(rejection);
  const follower = new Follower(start, start.turn, false, turn);
  written(follower);
  let reason: Refusal | undefined;
  for (const record of follower.complete) {
    const why = opponentsRefuse(record, records);
    if (why === null) return ok(record);
    reason ??= why;
  }
  if (reason !== undefined)
    return err(generated(start, power, turn) ? rejection : { kind: 'forbidden', reason });
  const accepts = (record: TurnRecord): boolean => opponentsRefuse(record, records) === null;
  return err(writtenRejection(start, written, turn, accepts, follower.reached, rejection));
}

/**
 * The legal turn that `turn` spells, found by following its steps through the mover's generators
 * (`completeTurns`, then `writtenTurns`: every spelling `judgeTurn` accepts, and the same turn),
 * without listing every legal turn — for positions with millions (Morpheus with many coins).
 * Undefined when the turn is not legal; null when this way cannot tell (placement, an extra turn,
 * a narrowing power that cannot judge one turn at a time).
 */
export function followLegalTurn(
  pos: Position,
  turn: Turn,
  judge: ((record: TurnRecord) => boolean) | null = legalTurnJudge(pos),
): TurnRecord | undefined | null {
  if (pos.win !== NONE || pos.isOut(pos.turn)) return undefined;
  const start = startedTurn(pos);
  const power = writingPower(start);
  if (power === undefined || judge === null) return null;
  const follow = (generate: (b: Follower) => void): TurnRecord | undefined => {
    const follower = new Follower(start, start.turn, false, turn);
    generate(follower);
    return follower.complete.find(judge);
  };
  const listed = follow((b) => {
    power.completeTurns(b);
  });
  if (listed !== undefined || power.writtenTurns === undefined) return listed;
  return follow(power.writtenTurns);
}

/**
 * Why `turn` is not legal, from the mover's generators and `judge` alone (no list of the legal
 * turns, see `followLegalTurn`): where its steps leave what the power allows, or the opponent's
 * power that rules it out. Only for a turn `followLegalTurn` found illegal.
 */
export function followedRejection(
  pos: Position,
  turn: Turn,
  judge: (record: TurnRecord) => boolean,
): Rejection {
  const start = startedTurn(pos);
  const power = powerFor(start, start.turn);
  const written =
    power.writtenTurns ??
    ((b: Follower) => {
      power.completeTurns(b);
    });
  const follower = new Follower(start, start.turn, false, turn);
  written(follower);
  const [refused] = follower.complete;
  if (refused !== undefined) return { kind: 'forbidden', reason: opponentsRefusal(refused) };
  return writtenRejection(start, written, turn, judge, follower.reached);
}

/** Why opponents rule out `record`, a turn they do not allow: who forbids it, or who narrows it away. */
function opponentsRefusal(record: TurnRecord): Refusal {
  const forbids = opponentsRefuse(record, []);
  if (forbids !== null) return forbids;
  for (const holder of record.before.opponentsOf(record.seat)) {
    const { narrowOpponentTurns, narrowReason } = powerFor(record.before, holder);
    if (narrowOpponentTurns !== undefined) return narrowReason ?? refusal('forbidden');
  }
  return refusal('forbidden');
}

/** Whether the power's generator spells `turn` as written (a turn that `records` may leave out). */
function generated(start: Position, power: Power, turn: Turn): boolean {
  const follower = new Follower(start, start.turn, false, turn);
  power.completeTurns(follower);
  return follower.complete.length > 0;
}

/**
 * Where a written turn that the mover's power does not allow goes wrong: as the legal turns say
 * (`listed`) when they follow it as far, else at the first step the power does not allow, or at
 * its end (with an accepted way to finish it, when there is one).
 */
function writtenRejection(
  start: Position,
  written: (b: Follower) => void,
  turn: Turn,
  accepts: (record: TurnRecord) => boolean,
  reached: Reached,
  listed?: Rejection,
): Rejection {
  const walked: Walk = {
    candidates: [],
    turns: [
      ...(reached.canEnd ? [reached.steps] : []),
      ...(reached.next === undefined ? [] : [[...reached.steps, reached.next]]),
    ],
    steps: [...reached.steps],
    scratch: reached.pos,
    lastMover: reached.lastMover,
  };
  if (reached.depth < turn.length) {
    if (listed?.kind === 'stuck' && listed.walked.steps.length === reached.depth) return listed;
    const raw = turn[reached.depth] as Step;
    return { kind: 'stuck', walked, raw, step: resolveStep(raw, reached.pos, reached.lastMover) };
  }
  if (listed?.kind === 'incomplete') return listed;
  const finisher = new Finisher(start, start.turn, turn, accepts, true);
  written(finisher);
  const example = finisher.firstFinish;
  return { kind: 'incomplete', walked: { ...walked, candidates: example === undefined ? [] : [example] } };
}
