import type { Position } from '@santorini/engine';
import { mulberry32 } from '../random.js';
import {
  activeFeatures,
  FIELD_MAX_ACTIVE,
  fieldFeatures,
  MAX_ACTIVE,
  OUTLOOK_MAX_ACTIVE,
  STATUS_MAX_ACTIVE,
  statusFeatures,
  TERRITORY_MAX_ACTIVE,
  territoryFeatures,
} from './features.js';
import { boardBucket, featureCountOf, outputBucketsOf, type FloatNetwork } from './network.js';

/**
 * Training the network in floats, on the CPU, in plain TypeScript: one sample is the active
 * features of the side to move and of the other side, and a target in [0, 1] (the game's result
 * for the side to move, or a blend of it with the search's score through the same sigmoid). The
 * loss is the squared error of sigmoid((offset + score) / sigmoidScale), where the offset is what
 * the network corrects (the hand-written evaluation; 0 to learn it all); Adam steps over mini-batches.
 */
export interface Sample {
  /**
   * The side to move's active features, then the other side's (half the array each, MAX_ACTIVE
   * or FIELD_MAX_ACTIVE; -1 ends a half early).
   */
  readonly features: Int16Array;
  readonly target: number;
  /** Centi-units the network's score is added to (the hand-written evaluation's), 0 if absent. */
  readonly offset?: number;
  /** The output layer that judges it (`outputBucket`), 0 if absent. */
  readonly bucket?: number;
}

/** What a network reads beyond the common inputs: the workers' status and outlook, several output layers. */
export interface Reading {
  readonly workerStatus?: boolean;
  /** The workers' outlook, after their status (which it asks for). */
  readonly workerOutlook?: boolean;
  /** The territory, after the outlook (which it asks for). */
  readonly territory?: boolean;
  readonly outputBuckets?: number;
}

const scratch = new Int32Array(Math.max(FIELD_MAX_ACTIVE, TERRITORY_MAX_ACTIVE));

/**
 * A training sample of a 2-player position, `target` being the side to move's, for a network that
 * reads it as `reading` says (the workers' status inputs, its output layer by the pieces on board).
 */
export function sampleOf(pos: Position, target: number, offset = 0, reading: Reading = {}): Sample {
  const territory = reading.territory === true;
  const outlook = territory || reading.workerOutlook === true;
  const status = outlook || reading.workerStatus === true;
  const width = territory
    ? TERRITORY_MAX_ACTIVE
    : outlook
      ? OUTLOOK_MAX_ACTIVE
      : status
        ? STATUS_MAX_ACTIVE
        : MAX_ACTIVE;
  const features = new Int16Array(2 * width).fill(-1);
  [pos.toMove, 1 - pos.toMove].forEach((side, half) => {
    let count = activeFeatures(pos, side, scratch);
    if (status) count = statusFeatures(pos, side, scratch, count, outlook);
    if (territory) count = territoryFeatures(pos, side, scratch, count);
    for (let i = 0; i < count; i++) features[half * width + i] = scratch[i] ?? -1;
  });
  return { features, target, offset, bucket: boardBucket(reading, pos.l1, pos.l2, pos.l3, pos.domes) };
}

/**
 * A training sample of a 2–4 player position in the field reading (`fieldFeatures`): `side` (a
 * seat, or a 4-player team) against everyone else. When `side` moves its perspective comes first
 * and `target` is its win chance; when one of the others moves, theirs comes first and `target`
 * is theirs (1 − `side`'s), and `offset` is the others' too.
 */
export function fieldSampleOf(
  pos: Position,
  side: number,
  target: number,
  offset: number,
  powers: boolean,
): Sample {
  const features = new Int16Array(2 * FIELD_MAX_ACTIVE).fill(-1);
  const fieldFirst = pos.sideOf(pos.toMove) !== side;
  [fieldFirst, !fieldFirst].forEach((fromField, half) => {
    const count = fieldFeatures(pos, side, fromField, powers, scratch);
    for (let i = 0; i < count; i++) features[half * FIELD_MAX_ACTIVE + i] = scratch[i] ?? -1;
  });
  return { features, target, offset };
}

export interface TrainingSettings {
  readonly hidden: number;
  /** Centi-units per output unit, as the quantised network will have it. */
  readonly scale: number;
  /** The sigmoid's width in centi-units: the same as the Texel K's (win probability 1/(1+e^(-s/K))). */
  readonly sigmoidScale: number;
  readonly learningRate: number;
  readonly batchSize: number;
  readonly seed: number;
  /** With the workers' status inputs (`Network.workerStatus`). */
  readonly workerStatus?: boolean;
  /** With the workers' outlook inputs too (`Network.workerOutlook`). */
  readonly workerOutlook?: boolean;
  /** With the territory inputs too (`Network.territory`). */
  readonly territory?: boolean;
  /** How many output layers (`Network.outputBuckets`); 1 if absent. */
  readonly outputBuckets?: number;
}

export const DEFAULT_TRAINING: TrainingSettings = {
  hidden: 32,
  scale: 400,
  sigmoidScale: 250,
  learningRate: 0.002,
  batchSize: 256,
  seed: 1,
};

/** One parameter array with Adam's moments. */
class Parameter {
  readonly value: Float32Array;
  readonly gradient: Float32Array;
  private readonly m: Float32Array;
  private readonly v: Float32Array;

  constructor(size: number, init: (i: number) => number) {
    this.value = Float32Array.from({ length: size }, (_, i) => init(i));
    this.gradient = new Float32Array(size);
    this.m = new Float32Array(size);
    this.v = new Float32Array(size);
  }

  step(rate: number, t: number): void {
    const b1 = 0.9;
    const b2 = 0.999;
    const correct1 = 1 - b1 ** t;
    const correct2 = 1 - b2 ** t;
    for (let i = 0; i < this.value.length; i++) {
      const g = this.gradient[i] ?? 0;
      if (g === 0 && this.m[i] === 0) continue;
      const m = b1 * (this.m[i] ?? 0) + (1 - b1) * g;
      const v = b2 * (this.v[i] ?? 0) + (1 - b2) * g * g;
      this.m[i] = m;
      this.v[i] = v;
      this.value[i] = (this.value[i] ?? 0) - (rate * (m / correct1)) / (Math.sqrt(v / correct2) + 1e-8);
      this.gradient[i] = 0;
    }
  }
}

/** A float network being trained. Clipped units are kept in [0, 1], as the quantised ones are. */
export class Trainer {
  private readonly featureWeights: Parameter;
  private readonly featureBias: Parameter;
  private readonly outputWeights: Parameter;
  private readonly outputBias: Parameter;
  private readonly sums: Float32Array;
  private steps = 0;

  /** `start`: weights to go on from (a network of the same hidden size), else seeded random ones. */
  constructor(
    readonly settings: TrainingSettings = DEFAULT_TRAINING,
    start?: FloatNetwork,
  ) {
    const random = mulberry32(settings.seed);
    const { hidden } = settings;
    if (start !== undefined && (start.hidden !== hidden || start.scale !== settings.scale))
      throw new Error(
        `the starting network has hidden ${String(start.hidden)} and scale ${String(start.scale)}; training asks for ${String(hidden)} and ${String(settings.scale)}`,
      );
    if (
      start !== undefined &&
      ((start.workerStatus === true) !== (settings.workerStatus === true) ||
        (start.workerOutlook === true) !== (settings.workerOutlook === true) ||
        (start.territory === true) !== (settings.territory === true))
    )
      throw new Error(
        "the starting network's inputs differ from training's (the workers' status or outlook)",
      );
    const buckets = outputBucketsOf(settings);
    if (start !== undefined && outputBucketsOf(start) !== buckets)
      throw new Error(
        `the starting network has ${String(outputBucketsOf(start))} output layers; training asks for ${String(buckets)}`,
      );
    const spread = (size: number) => () => (random() * 2 - 1) * size;
    const from = (values: ArrayLike<number> | undefined, otherwise: () => number) =>
      values === undefined ? otherwise : (i: number) => values[i] ?? 0;
    this.featureWeights = new Parameter(
      featureCountOf(settings) * hidden,
      from(start?.featureWeights, spread(Math.sqrt(1 / MAX_ACTIVE))),
    );
    this.featureBias = new Parameter(
      hidden,
      from(start?.featureBias, () => 0.1),
    );
    // Small output weights: training starts near the evaluation it corrects.
    this.outputWeights = new Parameter(
      buckets * 2 * hidden,
      from(start?.outputWeights, spread(0.1 * Math.sqrt(1 / hidden))),
    );
    this.outputBias = new Parameter(1, () => start?.outputBias ?? 0);
    this.sums = new Float32Array(2 * hidden);
  }

  /**
   * The network's output (in output units) for a sample's features through output layer `bucket`;
   * leaves the hidden sums in `sums`.
   */
  private forward(features: Int16Array, bucket: number): number {
    const { hidden } = this.settings;
    const w = this.featureWeights.value;
    const width = features.length >> 1;
    for (let half = 0; half < 2; half++) {
      const base = half * hidden;
      for (let i = 0; i < hidden; i++) this.sums[base + i] = this.featureBias.value[i] ?? 0;
      for (let k = 0; k < width; k++) {
        const f = features[half * width + k] ?? -1;
        if (f < 0) break;
        const row = f * hidden;
        for (let i = 0; i < hidden; i++) this.sums[base + i] = (this.sums[base + i] ?? 0) + (w[row + i] ?? 0);
      }
    }
    let out = this.outputBias.value[0] ?? 0;
    const layer = bucket * 2 * hidden;
    for (let j = 0; j < 2 * hidden; j++) {
      const sum = this.sums[j] ?? 0;
      out += (sum < 0 ? 0 : sum > 1 ? 1 : sum) * (this.outputWeights.value[layer + j] ?? 0);
    }
    return out;
  }

  /** The win probability the network gives the side to move. */
  predict(sample: Sample): number {
    const { scale, sigmoidScale } = this.settings;
    const score = this.forward(sample.features, sample.bucket ?? 0) * scale + (sample.offset ?? 0);
    return 1 / (1 + Math.exp(-score / sigmoidScale));
  }

  /** Mean squared error over `samples`. */
  loss(samples: readonly Sample[]): number {
    let total = 0;
    for (const sample of samples) total += (this.predict(sample) - sample.target) ** 2;
    return samples.length === 0 ? 0 : total / samples.length;
  }

  /** Accumulates one sample's gradient; returns its squared error. */
  private backward(sample: Sample): number {
    const { hidden, scale, sigmoidScale } = this.settings;
    const k = scale / sigmoidScale;
    const layer = (sample.bucket ?? 0) * 2 * hidden;
    const p =
      1 /
      (1 +
        Math.exp(
          -(this.forward(sample.features, sample.bucket ?? 0) * k + (sample.offset ?? 0) / sigmoidScale),
        ));
    const error = p - sample.target;
    const dOut = 2 * error * p * (1 - p) * k;
    this.outputBias.gradient[0] = (this.outputBias.gradient[0] ?? 0) + dOut;
    const fw = this.featureWeights.gradient;
    const width = sample.features.length >> 1;
    for (let half = 0; half < 2; half++) {
      const base = half * hidden;
      for (let i = 0; i < hidden; i++) {
        const sum = this.sums[base + i] ?? 0;
        const clipped = sum < 0 ? 0 : sum > 1 ? 1 : sum;
        const weight = layer + base + i;
        this.outputWeights.gradient[weight] = (this.outputWeights.gradient[weight] ?? 0) + dOut * clipped;
        // Through the clip: a unit at either bound passes no gradient.
        this.sums[base + i] = sum > 0 && sum < 1 ? dOut * (this.outputWeights.value[weight] ?? 0) : 0;
      }
      for (let i = 0; i < hidden; i++)
        this.featureBias.gradient[i] = (this.featureBias.gradient[i] ?? 0) + (this.sums[base + i] ?? 0);
      for (let n = 0; n < width; n++) {
        const f = sample.features[half * width + n] ?? -1;
        if (f < 0) break;
        const row = f * hidden;
        for (let i = 0; i < hidden; i++) fw[row + i] = (fw[row + i] ?? 0) + (this.sums[base + i] ?? 0);
      }
    }
    return error * error;
  }

  /** One pass over `samples` in a seeded random order, at `learningRate`; returns the mean training loss. */
  epoch(samples: readonly Sample[], seed: number, learningRate = this.settings.learningRate): number {
    const order = Array.from(samples.keys());
    const random = mulberry32(seed);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const { batchSize } = this.settings;
    let total = 0;
    for (let start = 0; start < order.length; start += batchSize) {
      const end = Math.min(order.length, start + batchSize);
      for (let i = start; i < end; i++) total += this.backward(samples[order[i] ?? 0] as Sample);
      const size = end - start;
      for (const parameter of this.parameters()) {
        for (let i = 0; i < parameter.gradient.length; i++)
          parameter.gradient[i] = (parameter.gradient[i] ?? 0) / size;
      }
      this.steps++;
      for (const parameter of this.parameters()) parameter.step(learningRate, this.steps);
    }
    return samples.length === 0 ? 0 : total / samples.length;
  }

  private parameters(): Parameter[] {
    return [this.featureWeights, this.featureBias, this.outputWeights, this.outputBias];
  }

  /** The weights now, to quantise (`quantise`) and write (`writeWeightsFile`). */
  network(): FloatNetwork {
    return {
      hidden: this.settings.hidden,
      featureWeights: this.featureWeights.value,
      featureBias: this.featureBias.value,
      outputWeights: this.outputWeights.value,
      outputBias: this.outputBias.value[0] ?? 0,
      scale: this.settings.scale,
      ...(this.settings.workerStatus === true ? { workerStatus: true } : {}),
      ...(this.settings.workerOutlook === true ? { workerOutlook: true } : {}),
      ...(this.settings.territory === true ? { territory: true } : {}),
      ...(outputBucketsOf(this.settings) === 1 ? {} : { outputBuckets: outputBucketsOf(this.settings) }),
    };
  }
}
