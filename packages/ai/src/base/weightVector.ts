import { DEFAULT_WEIGHTS } from './evaluate.js';
import { NEIGHBOUR_STATES, type EvalWeights } from './weights.js';

/**
 * The base-game evaluation's weights as a flat parameter vector, for tuning. The evaluation is
 * linear in these parameters (`evalFeatures.ts`): worker heights 1 and 2, step-ups from levels 0
 * and 1, mobility, trapped, threat potential, threat, double threat, tempo, and the centre table by
 * its five symmetry classes besides the corner (the corner stays 0: a constant on every square
 * cancels between the sides, as height 0 does), then the neighbour table (worker height 0–2 by
 * neighbour state) and the two ladder weights. Height 3 and `stepUp[2]` never count (a worker on
 * level 3 has won; a level-2 worker's step-ups are its threats) and keep their values.
 */
export const PARAMETER_NAMES = [
  'height1',
  'height2',
  'stepUp0',
  'stepUp1',
  'mobility',
  'trapped',
  'threatPotential',
  'threat',
  'doubleThreat',
  'tempo',
  'centreEdgeNearCorner',
  'centreEdgeMiddle',
  'centreInnerCorner',
  'centreInnerEdge',
  'centreMiddle',
  ...[0, 1, 2].flatMap((h) =>
    ['level0', 'level1', 'level2', 'level3', 'dome'].map((state) => `neighbour.h${h}.${state}`),
  ),
  'ladderFrom0',
  'ladderFrom1',
] as const;

export const PARAMETER_COUNT = PARAMETER_NAMES.length;
/** Index of the first centre class (class 1) in the vector. */
export const CENTRE_PARAMETER = 10;
/** Index of the first neighbour weight (`EvalWeights.neighbour`, 15 of them), then the two ladder weights. */
export const NEIGHBOUR_PARAMETER = 15;
export const LADDER_PARAMETER = NEIGHBOUR_PARAMETER + 3 * NEIGHBOUR_STATES;

/** Each square's symmetry class: 0 corner, 1 edge next to a corner, 2 edge middle, 3–5 the inner squares. */
export const CENTRE_CLASS: readonly number[] = Array.from({ length: 25 }, (_, sq) => {
  const file = Math.min(sq % 5, 4 - (sq % 5));
  const rank = Math.min(Math.floor(sq / 5), 4 - Math.floor(sq / 5));
  const [low, high] = file < rank ? [file, rank] : [rank, file];
  return low === 0 ? high : low === 1 ? 2 + high : 5;
});

/** The vector of a weights object (its centre read at one square of each class). */
export function weightVector(weights: EvalWeights = DEFAULT_WEIGHTS): number[] {
  const centre = [1, 2, 6, 7, 12].map((sq) => weights.centre[sq] ?? 0);
  return [
    weights.height[1] ?? 0,
    weights.height[2] ?? 0,
    weights.stepUp[0] ?? 0,
    weights.stepUp[1] ?? 0,
    weights.mobility,
    weights.trapped,
    weights.threatPotential,
    weights.threat,
    weights.doubleThreat,
    weights.tempo,
    ...centre,
    ...Array.from({ length: 3 * NEIGHBOUR_STATES }, (_, i) => weights.neighbour[i] ?? 0),
    weights.ladder[0] ?? 0,
    weights.ladder[1] ?? 0,
  ];
}

/** The weights of a vector; what it does not hold (heights 0 and 3, `stepUp[2]`) comes from `base`. */
export function weightsFromVector(
  vector: readonly number[],
  base: EvalWeights = DEFAULT_WEIGHTS,
): EvalWeights {
  if (vector.length !== PARAMETER_COUNT)
    throw new Error(`a weight vector has ${PARAMETER_COUNT} numbers, got ${vector.length}`);
  const at = (i: number): number => vector[i] ?? 0;
  return {
    height: [base.height[0] ?? 0, at(0), at(1), base.height[3] ?? 0],
    stepUp: [at(2), at(3), base.stepUp[2] ?? 0],
    mobility: at(4),
    trapped: at(5),
    threatPotential: at(6),
    threat: at(7),
    doubleThreat: at(8),
    tempo: at(9),
    centre: CENTRE_CLASS.map((c) => (c === 0 ? (base.centre[0] ?? 0) : at(CENTRE_PARAMETER + c - 1))),
    neighbour: Array.from({ length: 3 * NEIGHBOUR_STATES }, (_, i) => at(NEIGHBOUR_PARAMETER + i)),
    ladder: [at(LADDER_PARAMETER), at(LADDER_PARAMETER + 1)],
  };
}
