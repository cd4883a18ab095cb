import type { Position } from '../core/position.js';
import type { Square } from '../core/square.js';
import { build, type Step } from '../core/steps.js';

/**
 * A written step as generators spell it: a build names its builder (the turn's last mover where
 * the text leaves it out) and `D` on level 3 is read as the plain build it is. A build that names
 * no builder before any move stays without one: no generated step matches it.
 */
export function resolveStep(step: Step, pos: Position, lastMover: Square | undefined): Step {
  if (step.kind !== 'build') return step;
  const builder = step.builder ?? lastMover;
  const dome = step.dome && pos.levelAt(step.at) < 3;
  return builder === undefined ? { kind: 'build', at: step.at, dome } : build(step.at, builder, dome);
}

/** A build whose builder neither the text nor an earlier move names. */
export const unresolved = (step: Step): boolean => step.kind === 'build' && step.builder === undefined;

/** A text naming a step exactly (builder included), to tell offered steps apart. */
export function stepKey(step: Step): string {
  switch (step.kind) {
    case 'place':
      return `p${step.to}`;
    case 'move':
    case 'force':
      return `${step.kind}${step.from}-${step.to}`;
    case 'build':
      return `b${step.builder ?? -1}+${step.at}${step.dome ? 'D' : ''}`;
    case 'remove':
      return `r${step.at}`;
    case 'pass':
      return 'pass';
  }
}
