import { popcount } from '@santorini/engine';
import {
  FEATURE_COUNT,
  OUTLOOK_FEATURE_COUNT,
  STATUS_FEATURE_COUNT,
  TERRITORY_FEATURE_COUNT,
} from './features.js';

/**
 * A quantised NNUE-style network: one feature transformer shared by both perspectives (int16
 * weights, FEATURE_COUNT × hidden), each perspective's accumulator clipped to [0, ACTIVATION_MAX],
 * the side to move's half first, then one int16 output layer — or one of several, picked by how
 * far the game has come (`outputBucket`). The score is
 * (Σ clipped × outputWeight + outputBias) × scale / (ACTIVATION_MAX × OUTPUT_ONE), in centi-units
 * for the side to move.
 */
export interface Network {
  readonly hidden: number;
  /** `featureCountOf(network)` rows of `hidden` weights, feature-major. */
  readonly featureWeights: Int16Array;
  readonly featureBias: Int16Array;
  /**
   * `outputBucketsOf(network)` output layers of 2 × hidden each: the side to move's accumulator,
   * then the other's.
   */
  readonly outputWeights: Int16Array;
  readonly outputBias: number;
  /** Centi-units of one network output unit. */
  readonly scale: number;
  /**
   * Whether the power inputs were trained (on games with powers). When not, a position with powers
   * is read as if no one held one: the rows of powers never seen in training mean nothing.
   */
  readonly powerInputs?: boolean;
  /**
   * Whether it learnt 3–4 player games read as one side against all the others
   * (`fieldFeatures`); such a network judges only those games.
   */
  readonly fieldReading?: boolean;
  /** Whether it has the workers' status inputs (`statusFeature`), after the others. */
  readonly workerStatus?: boolean;
  /** Whether it has the workers' outlook inputs (`outlookFeature`) after the status ones (it has those too). */
  readonly workerOutlook?: boolean;
  /** Whether it has the territory inputs (`territoryFeatures`) after the outlook ones (it has those too). */
  readonly territory?: boolean;
  /** How many output layers it picks from by the pieces on the board (`outputBucket`); 1 if absent. */
  readonly outputBuckets?: number;
}

/** How many inputs (rows of feature weights) `network` has. */
export const featureCountOf = (network: {
  readonly workerStatus?: boolean;
  readonly workerOutlook?: boolean;
  readonly territory?: boolean;
}): number =>
  network.territory === true
    ? TERRITORY_FEATURE_COUNT
    : network.workerOutlook === true
      ? OUTLOOK_FEATURE_COUNT
      : network.workerStatus === true
        ? STATUS_FEATURE_COUNT
        : FEATURE_COUNT;

/** The optional flags a network carries, as `{}` or `{ flag: true }` each, and its output buckets when more than one. */
export function networkFlags(network: {
  readonly powerInputs?: unknown;
  readonly fieldReading?: unknown;
  readonly workerStatus?: unknown;
  readonly workerOutlook?: unknown;
  readonly territory?: unknown;
  readonly outputBuckets?: unknown;
}): {
  powerInputs?: true;
  fieldReading?: true;
  workerStatus?: true;
  workerOutlook?: true;
  territory?: true;
  outputBuckets?: number;
} {
  const { outputBuckets } = network;
  return {
    ...(network.powerInputs === true ? { powerInputs: true } : {}),
    ...(network.fieldReading === true ? { fieldReading: true } : {}),
    ...(network.workerStatus === true ? { workerStatus: true } : {}),
    ...(network.workerOutlook === true ? { workerOutlook: true } : {}),
    ...(network.territory === true ? { territory: true } : {}),
    ...(typeof outputBuckets === 'number' && outputBuckets !== 1 ? { outputBuckets } : {}),
  };
}

/** How many output layers `network` has. */
export const outputBucketsOf = (network: { readonly outputBuckets?: number }): number =>
  network.outputBuckets ?? 1;

/** The most output buckets a network may have. */
export const MAX_OUTPUT_BUCKETS = 16;
/** Past this many pieces on the board (blocks and domes) every position takes the last bucket. */
export const BUCKET_PIECES = 48;

/**
 * Which of `buckets` output layers judges a position with `pieces` blocks and domes on the board:
 * equal spans of BUCKET_PIECES pieces, the last one open-ended (a quarter of a base game's
 * positions lies in each of 4 buckets: 0–11, 12–23, 24–35 and 36+ pieces).
 */
export const outputBucket = (buckets: number, pieces: number): number =>
  Math.min(buckets - 1, Math.floor((pieces * buckets) / BUCKET_PIECES));

/** The blocks and domes on a board of cumulative levels `l1`–`l3` and `domes`. */
export const piecesOnBoard = (l1: number, l2: number, l3: number, domes: number): number =>
  popcount(l1) + popcount(l2) + popcount(l3) + popcount(domes);

/** The output layer `network` judges a board of cumulative levels `l1`–`l3` and `domes` with. */
export function boardBucket(
  network: { readonly outputBuckets?: number },
  l1: number,
  l2: number,
  l3: number,
  domes: number,
): number {
  const buckets = outputBucketsOf(network);
  return buckets === 1 ? 0 : outputBucket(buckets, piecesOnBoard(l1, l2, l3, domes));
}

/** The clipped activation's 1.0 in the feature transformer's integers. */
export const ACTIVATION_MAX = 255;
/** The output layer's 1.0. */
export const OUTPUT_ONE = 64;

/** Why `network`'s arrays do not have the sizes its `hidden` asks for, or null. */
export function networkProblem(network: Network): string | null {
  const { hidden } = network;
  if (!Number.isInteger(hidden) || hidden < 1 || hidden > 1024)
    return `hidden size ${String(hidden)} is not 1–1024`;
  if (network.workerOutlook === true && network.workerStatus !== true)
    return "the workers' outlook inputs come after the status ones: workerOutlook needs workerStatus";
  if (network.territory === true && network.workerOutlook !== true)
    return 'the territory inputs come after the outlook ones: territory needs workerOutlook';
  const rows = featureCountOf(network);
  if (network.featureWeights.length !== rows * hidden)
    return `featureWeights has ${String(network.featureWeights.length)} values, not ${String(rows * hidden)}`;
  if (network.featureBias.length !== hidden)
    return `featureBias has ${String(network.featureBias.length)} values, not ${String(hidden)}`;
  const buckets = outputBucketsOf(network);
  if (!Number.isInteger(buckets) || buckets < 1 || buckets > MAX_OUTPUT_BUCKETS)
    return `outputBuckets ${String(buckets)} is not 1–${String(MAX_OUTPUT_BUCKETS)}`;
  if (network.outputWeights.length !== buckets * 2 * hidden)
    return `outputWeights has ${String(network.outputWeights.length)} values, not ${String(buckets * 2 * hidden)}`;
  if (!Number.isFinite(network.scale) || network.scale <= 0) return 'scale must be a positive number';
  return null;
}

/** Float weights (as a trainer holds them) rounded into a network. */
export interface FloatNetwork {
  readonly hidden: number;
  readonly featureWeights: ArrayLike<number>;
  readonly featureBias: ArrayLike<number>;
  readonly outputWeights: ArrayLike<number>;
  readonly outputBias: number;
  readonly scale: number;
  readonly powerInputs?: boolean;
  readonly fieldReading?: boolean;
  readonly workerStatus?: boolean;
  readonly workerOutlook?: boolean;
  readonly territory?: boolean;
  readonly outputBuckets?: number;
}

const toInt16 = (values: ArrayLike<number>, one: number): Int16Array =>
  Int16Array.from(Array.from(values, (value) => Math.max(-32768, Math.min(32767, Math.round(value * one)))));

/** Quantises a float network: the transformer by ACTIVATION_MAX, the output layer by OUTPUT_ONE. */
export function quantise(float: FloatNetwork): Network {
  return {
    hidden: float.hidden,
    featureWeights: toInt16(float.featureWeights, ACTIVATION_MAX),
    featureBias: toInt16(float.featureBias, ACTIVATION_MAX),
    outputWeights: toInt16(float.outputWeights, OUTPUT_ONE),
    outputBias: Math.round(float.outputBias * ACTIVATION_MAX * OUTPUT_ONE),
    scale: float.scale,
    ...networkFlags(float),
  };
}

/** The float weights a quantised network stands for: where a trainer can start from it. */
export function dequantise(network: Network): FloatNetwork {
  const scaled = (values: Int16Array, one: number) => Float32Array.from(values, (value) => value / one);
  return {
    hidden: network.hidden,
    featureWeights: scaled(network.featureWeights, ACTIVATION_MAX),
    featureBias: scaled(network.featureBias, ACTIVATION_MAX),
    outputWeights: scaled(network.outputWeights, OUTPUT_ONE),
    outputBias: network.outputBias / (ACTIVATION_MAX * OUTPUT_ONE),
    scale: network.scale,
    ...networkFlags(network),
  };
}

/**
 * The output layer `bucket`: the score in centi-units (rounded) from the side to move's clipped
 * sums at `own` and the other side's at `other` in `sums`.
 */
export function networkOutput(
  network: Network,
  sums: Int32Array,
  own: number,
  other: number,
  bucket = 0,
): number {
  const { hidden, outputWeights, outputBias } = network;
  const mine = bucket * 2 * hidden;
  const theirs = mine + hidden;
  let total = outputBias;
  for (let i = 0; i < hidden; i++) {
    total += clipped(sums[own + i] ?? 0) * (outputWeights[mine + i] ?? 0);
    total += clipped(sums[other + i] ?? 0) * (outputWeights[theirs + i] ?? 0);
  }
  return outputScore(network, total);
}

/** A hidden unit's sum clipped to [0, ACTIVATION_MAX]. */
export const clipped = (sum: number): number => (sum < 0 ? 0 : sum > ACTIVATION_MAX ? ACTIVATION_MAX : sum);

/** The output layer's integer total (bias included) as centi-units, rounded. */
export const outputScore = (network: Network, total: number): number =>
  // `+ 0` turns a rounded -0 into 0.
  Math.round((total * network.scale) / (ACTIVATION_MAX * OUTPUT_ONE)) + 0;
