import { parsePosition, type Position } from '@santorini/engine';
import { evalFeatures, GeneralFeatures, isForced } from '@santorini/ai';
import type { TrainingRecord } from './selfPlayData.js';
import { sigmoid, TexelSet } from './texel.js';

/** Indices of the threat features (`weightVector.ts`): the opponent of the side to move threatens. */
export const THREAT = 7;
export const DOUBLE_THREAT = 8;

/** A position to tune on: its features, result and search score. */
export interface QuietPosition {
  readonly game: number;
  readonly features: Float64Array;
  /** What the evaluation adds whatever the weights (the powers' terms); 0 in the base game. */
  readonly offset: number;
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
    quiet.push({ game: record.game, features, offset: 0, result: record.result, score: record.score });
  }
  return quiet;
}

/**
 * The 2-player positions with at least one power, as the general evaluation scores them
 * (`GeneralFeatures`): unfinished, out of placement, a search score that is not forced. The
 * general search has no threat extension, so threatened positions are kept: its horizon judges them.
 */
export function powerPositions(records: readonly TrainingRecord[]): QuietPosition[] {
  const features = new GeneralFeatures();
  const out: QuietPosition[] = [];
  for (const record of records) {
    const position = powerPosition(record);
    if (position === null) continue;
    const row = features.of(position);
    out.push({ game: record.game, ...row, result: record.result, score: record.score });
  }
  return out;
}

/** The record's position when it is a 2-player position with a power (as `powerPositions` picks them), else null. */
export function powerPosition(record: TrainingRecord): Position | null {
  if (record.gods.length !== 2 || record.gods.every((god) => god === null) || isForced(record.score))
    return null;
  const parsed = parsePosition(record.position);
  return !parsed.ok || parsed.value.inPlacement || parsed.value.winner !== null ? null : parsed.value;
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
 * The record's position when it is a `players`-player position to judge (3–4 players: unfinished,
 * out of placement, a search score that is not forced), else null.
 */
export function manyPlayerPosition(record: TrainingRecord, players: number): Position | null {
  if (record.gods.length !== players || isForced(record.score)) return null;
  const parsed = parsePosition(record.position);
  return !parsed.ok || parsed.value.inPlacement || parsed.value.winner !== null ? null : parsed.value;
}

/**
 * The sides of a 3–4 player position a field-reading sample is made for (seats still in, or the
 * two teams), each with its target: the side to move's blends the result with the search's score
 * as `target` does; the others' is their result alone (the search scored the mover only).
 */
export function fieldTargets(
  pos: Position,
  record: TrainingRecord,
  moverTarget: number,
): { side: number; target: number }[] {
  const mover = pos.sideOf(pos.toMove);
  const winner = record.winner ?? null;
  const targets: { side: number; target: number }[] = [];
  for (let side = 0; side < pos.sideCount; side++) {
    if (pos.playerCount === 3 && pos.isOut(side)) continue;
    const result = winner === null ? 0.5 : pos.sideOf(winner) === side ? 1 : 0;
    targets.push({ side, target: side === mover ? moverTarget : result });
  }
  return targets;
}

/**
 * The score (centi-units, sigmoid width `k`) of a fair share: one side's chance among `sides`
 * alike, 1/sides (3 seats: about −184; 2 sides: 0). A field-reading network learns its correction
 * on top of it, so that its corrections centre on 0 as the search's lazy evaluation assumes.
 */
export function fairShareScore(sides: number, k: number): number {
  const share = 1 / sides;
  return k * Math.log(share / (1 - share));
}

/**
 * A Texel set of positions: each labelled `lambda` × the result + (1 − lambda) × the search's
 * score as a result, sigmoid(k · score).
 */
export function texelSet(positions: readonly QuietPosition[], lambda: number, k: number): TexelSet {
  return TexelSet.of(
    positions.map((p) => p.features),
    positions.map((p) => lambda * p.result + (1 - lambda) * sigmoid(k * p.score)),
    positions.map((p) => p.offset),
  );
}
