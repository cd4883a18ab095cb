/**
 * Texel tuning of a linear evaluation: with each position's features x and its label y (the game's
 * result for the side to move, 0 to 1), the predicted result is sigmoid(K · (w·x + b)), b a fixed
 * offset (0 unless given); the tuner fits the scale K for the starting weights, then the weights w
 * that minimise the mean squared error.
 */
export class TexelSet {
  readonly size: number;

  constructor(
    /** The features, one row of `width` numbers per position. */
    readonly x: Float64Array,
    /** The labels, 0 to 1. */
    readonly y: Float64Array,
    readonly width: number,
    /** What each position's evaluation adds whatever the weights (the powers' terms), or none. */
    readonly offset: Float64Array = new Float64Array(y.length),
  ) {
    this.size = y.length;
    if (x.length !== this.size * width) throw new Error('a Texel set needs one row of features per label');
    if (offset.length !== this.size) throw new Error('a Texel set needs one offset per label');
  }

  static of(
    rows: readonly ArrayLike<number>[],
    labels: readonly number[],
    offsets?: readonly number[],
  ): TexelSet {
    const width = rows[0]?.length ?? 0;
    const x = new Float64Array(rows.length * width);
    rows.forEach((row, i) => {
      x.set(row, i * width);
    });
    const y = Float64Array.from(labels);
    return new TexelSet(x, y, width, offsets === undefined ? undefined : Float64Array.from(offsets));
  }

  /** The evaluation of position `i` under weights `w`. */
  score(w: ArrayLike<number>, i: number): number {
    let s = this.offset[i] ?? 0;
    const o = i * this.width;
    for (let j = 0; j < this.width; j++) s += (w[j] ?? 0) * (this.x[o + j] ?? 0);
    return s;
  }
}

export const sigmoid = (s: number): number => 1 / (1 + Math.exp(-s));

/** The mean squared error of sigmoid(K · score) against the labels. */
export function texelLoss(set: TexelSet, w: ArrayLike<number>, k: number): number {
  let sum = 0;
  for (let i = 0; i < set.size; i++) {
    const e = (set.y[i] ?? 0) - sigmoid(k * set.score(w, i));
    sum += e * e;
  }
  return set.size === 0 ? 0 : sum / set.size;
}

/** The K in [1e-5, 1] (log scale, golden-section search) that gives the weights `w` their least loss. */
export function fitK(set: TexelSet, w: ArrayLike<number>): number {
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = -5;
  let hi = 0;
  const at = (e: number): number => texelLoss(set, w, 10 ** e);
  let c = hi - phi * (hi - lo);
  let d = lo + phi * (hi - lo);
  let fc = at(c);
  let fd = at(d);
  for (let i = 0; i < 60; i++) {
    if (fc < fd) {
      hi = d;
      d = c;
      fd = fc;
      c = hi - phi * (hi - lo);
      fc = at(c);
    } else {
      lo = c;
      c = d;
      fc = fd;
      d = lo + phi * (hi - lo);
      fd = at(d);
    }
  }
  return 10 ** ((lo + hi) / 2);
}

export interface TuneOptions {
  readonly iterations: number;
  /** Adam's step size, in the weights' units. */
  readonly rate: number;
  /** Parameters left as they are. */
  readonly frozen?: readonly boolean[];
  /** Called every 100 iterations with the loss. */
  readonly onProgress?: (iteration: number, loss: number) => void;
}

/** The mean squared error's gradient with respect to the weights, into `out`; returns the loss. */
function gradient(set: TexelSet, w: Float64Array, k: number, out: Float64Array): number {
  out.fill(0);
  let sum = 0;
  const { width, x, y } = set;
  for (let i = 0; i < set.size; i++) {
    const p = sigmoid(k * set.score(w, i));
    const e = (y[i] ?? 0) - p;
    sum += e * e;
    const g = -2 * e * p * (1 - p) * k;
    const o = i * width;
    for (let j = 0; j < width; j++) out[j] = (out[j] ?? 0) + g * (x[o + j] ?? 0);
  }
  for (let j = 0; j < width; j++) out[j] = (out[j] ?? 0) / set.size;
  return sum / set.size;
}

/** Adam from `start` on the Texel loss at scale `k`; returns the weights, rounded to whole numbers. */
export function tuneWeights(
  set: TexelSet,
  start: readonly number[],
  k: number,
  options: TuneOptions,
): number[] {
  const n = start.length;
  const w = Float64Array.from(start);
  const g = new Float64Array(n);
  const m = new Float64Array(n);
  const v = new Float64Array(n);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-12];
  for (let t = 1; t <= options.iterations; t++) {
    const loss = gradient(set, w, k, g);
    if (t % 100 === 0) options.onProgress?.(t, loss);
    for (let j = 0; j < n; j++) {
      if (options.frozen?.[j] === true) continue;
      const gj = g[j] ?? 0;
      m[j] = beta1 * (m[j] ?? 0) + (1 - beta1) * gj;
      v[j] = beta2 * (v[j] ?? 0) + (1 - beta2) * gj * gj;
      const mHat = (m[j] ?? 0) / (1 - beta1 ** t);
      const vHat = (v[j] ?? 0) / (1 - beta2 ** t);
      w[j] = (w[j] ?? 0) - (options.rate * mHat) / (Math.sqrt(vHat) + epsilon);
    }
  }
  return Array.from(w, (value) => Math.round(value));
}
