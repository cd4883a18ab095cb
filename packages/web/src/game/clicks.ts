import {
  positionsDuringTurn,
  type Position,
  type Square,
  type Step,
  type StepOptions,
} from '@santorini/engine';
import type { Target } from '../board/boardState.js';

/** What a click on a square does, given the legal next steps. */
export type ClickOutcome =
  | { readonly kind: 'take'; readonly step: Step }
  /** Several steps fit the click (a block or a dome; a move or a build): the player chooses. */
  | { readonly kind: 'choose'; readonly steps: readonly Step[] }
  | { readonly kind: 'select'; readonly square: Square }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'refuse' };

/** The square a step starts from when a worker must be chosen first, or undefined. */
function actor(step: Step, lastMover: Square | undefined): Square | undefined {
  switch (step.kind) {
    case 'move':
    case 'force':
      return step.from;
    case 'build':
      return step.builder === undefined || step.builder === lastMover ? undefined : step.builder;
    default:
      return undefined;
  }
}

/** The square a step acts on. */
function targetOf(step: Step): Square | undefined {
  switch (step.kind) {
    case 'place':
    case 'move':
    case 'force':
      return step.to;
    case 'build':
    case 'remove':
      return step.at;
    case 'pass':
      return undefined;
  }
}

const TARGET_KIND: Record<Exclude<Step['kind'], 'pass'>, Target> = {
  place: 'place',
  move: 'move',
  force: 'force',
  build: 'build',
  remove: 'remove',
};

/** The worker that made the last move of `prefix`. */
export function lastMover(prefix: readonly Step[]): Square | undefined {
  for (let index = prefix.length - 1; index >= 0; index--) {
    const step = prefix[index];
    if (step?.kind === 'move') return step.to;
  }
  return undefined;
}

/**
 * How the legal next steps split for clicking. A step with an actor (a move, a force, a build by a
 * worker other than the last mover) needs its worker selected first, unless it is the only worker
 * that can act; the others are clicked directly.
 */
export function classifySteps(
  options: StepOptions,
  prefix: readonly Step[],
): { direct: Step[]; byActor: Map<Square, Step[]> } {
  const mover = lastMover(prefix);
  const direct: Step[] = [];
  const byActor = new Map<Square, Step[]>();
  for (const step of options.steps) {
    if (step.kind === 'pass') continue;
    let from = actor(step, mover);
    // A build by the only builder there is needs no selection (Poseidon's extra builds, a build
    // before any move when only one worker can build and nothing can move).
    if (step.kind === 'build' && from !== undefined && onlyBuilder(options.steps, from)) from = undefined;
    if (from === undefined) direct.push(step);
    else byActor.set(from, [...(byActor.get(from) ?? []), step]);
  }
  return { direct, byActor };
}

function onlyBuilder(steps: readonly Step[], builder: Square): boolean {
  return steps.every(
    (step) =>
      step.kind === 'pass' ||
      step.kind === 'remove' ||
      step.kind === 'place' ||
      (step.kind === 'build' && step.builder === builder),
  );
}

/** What clicking `square` does: the steps it fits, a worker to select, or nothing legal. */
export function resolveClick(
  options: StepOptions,
  prefix: readonly Step[],
  selected: Square | null,
  square: Square,
): ClickOutcome {
  const { direct, byActor } = classifySteps(options, prefix);
  const directHere = direct.filter((step) => targetOf(step) === square);
  if (selected !== null) {
    if (square === selected && directHere.length === 0) return { kind: 'deselect' };
    // The selected worker's steps and the direct ones together: a square where the last mover may
    // move again or build (Artemis, Hermes, Prometheus) offers both, never a silent guess.
    const fitting = (byActor.get(selected) ?? []).filter((step) => targetOf(step) === square);
    const outcome = fitting.length === 0 ? undefined : fit([...fitting, ...directHere]);
    if (outcome !== undefined) return outcome;
  }
  const outcome = fit(directHere);
  if (outcome !== undefined) return outcome;
  if (byActor.has(square)) return { kind: 'select', square };
  return { kind: 'refuse' };
}

function fit(steps: readonly Step[]): ClickOutcome | undefined {
  const [first] = steps;
  if (first === undefined) return undefined;
  return steps.length === 1 ? { kind: 'take', step: first } : { kind: 'choose', steps };
}

/**
 * What a step does to its square, as the board marks it: a move onto a worker swaps (Apollo) or
 * pushes (Minotaur), told from where the engine leaves that worker.
 */
function stepTarget(
  pos: Position | undefined,
  prefix: readonly Step[],
  step: Exclude<Step, { kind: 'pass' }>,
): Target {
  if (step.kind !== 'move' || pos === undefined) return TARGET_KIND[step.kind];
  const boards = positionsDuringTurn(pos, prefix);
  const before = boards[boards.length - 1] ?? pos;
  const owner = before.sideAt(step.to);
  if (owner < 0) return 'move';
  const after = positionsDuringTurn(before, [step]);
  return after[after.length - 1]?.sideAt(step.from) === owner ? 'swap' : 'push';
}

const isMove = (target: Target): boolean => target === 'move' || target === 'swap' || target === 'push';

/**
 * The squares that light up: direct targets, the selected worker's targets, or the workers that can
 * act. With `pos` (the position the turn started from), moves onto workers say swap or push.
 */
export function targetsFor(
  options: StepOptions,
  prefix: readonly Step[],
  selected: Square | null,
  pos?: Position,
): Map<Square, Target> {
  const { direct, byActor } = classifySteps(options, prefix);
  const targets = new Map<Square, Target>();
  if (selected === null) for (const square of byActor.keys()) targets.set(square, 'select');
  const shown = selected === null ? direct : [...direct, ...(byActor.get(selected) ?? [])];
  for (const step of shown) {
    const square = targetOf(step);
    if (square === undefined || step.kind === 'pass') continue;
    const before = targets.get(square);
    if (before === undefined) {
      targets.set(square, stepTarget(pos, prefix, step));
      continue;
    }
    const kind = TARGET_KIND[step.kind];
    if ((isMove(before) && kind === 'build') || (before === 'build' && kind === 'move'))
      targets.set(square, 'moveOrBuild');
  }
  return targets;
}

/** The one worker that can act, when there is exactly one: selected for the player. */
export function soleActor(options: StepOptions, prefix: readonly Step[]): Square | null {
  const { direct, byActor } = classifySteps(options, prefix);
  if (direct.length > 0 || byActor.size !== 1) return null;
  const [only] = byActor.keys();
  return only ?? null;
}
