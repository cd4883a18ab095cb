import { parsePosition, type Position } from '@santorini/engine';
import { evalFeatures, isForced } from '@santorini/ai';
import type { TrainingRecord } from './selfPlayData.js';
import { sigmoid, TexelSet } from './texel.js';

/** Indices of the threat features (`weightVector.ts`): the opponent of the side to move threatens. */
const THREAT = 7;
const DOUBLE_THREAT = 8;

/** A quiet base-game position: its features, result and search score. */
export interface QuietPosition {
  readonly game: number;
  readonly features: Float64Array;
  readonly result: number;
  readonly score: number;
}

/**
 * The quiet base-game positions of the records: no powers, a search score that is not a forced
 * result, and the side to move not threatened (the search never evaluates a threatened side at its
 * horizon: it searches one more ply). What the static evaluation judges is what it is tuned on.
 */
export function quietPositions(records: readonly TrainingRecord[]): QuietPosition[] {
  const quiet: QuietPosition[] = [];
  for (const record of records) {
    const position = quietPosition(record);
    if (position === null) continue;
    const features = evalFeatures(position);
    quiet.push({ game: record.game, features, result: record.result, score: record.score });
  }
  return quiet;
}

/** The record's position when it is a quiet base-game position (as `quietPositions` picks them), else null. */
export function quietPosition(record: TrainingRecord): Position | null {
  if (record.gods.some((god) => god !== null) || isForced(record.score)) return null;
  const parsed = parsePosition(record.position);
  if (!parsed.ok || parsed.value.inPlacement || parsed.value.winner !== null) return null;
  const features = evalFeatures(parsed.value);
  return features[THREAT] !== 0 || features[DOUBLE_THREAT] !== 0 ? null : parsed.value;
}

/**
 * A Texel set of positions: each labelled `lambda` × the result + (1 − lambda) × the search's
 * score as a result, sigmoid(k · score).
 */
export function texelSet(positions: readonly QuietPosition[], lambda: number, k: number): TexelSet {
  return TexelSet.of(
    positions.map((p) => p.features),
    positions.map((p) => lambda * p.result + (1 - lambda) * sigmoid(k * p.score)),
  );
}
