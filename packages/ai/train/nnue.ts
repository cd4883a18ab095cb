import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BaseStack } from '@santorini/engine';
import {
  Evaluator,
  MAX_ACTIVE,
  quantise,
  sampleOf,
  Trainer,
  DEFAULT_TRAINING,
  writeWeightsFile,
  type Sample,
} from '@santorini/ai';
import { dataPaths, readRecords } from './dataFile.js';
import { Options } from './options.js';
import { SYMMETRIES, turnedFeature } from './symmetry.js';
import { quietPosition } from './trainingSet.js';

/**
 * `npm run train:nnue -- --data packages/ai/train/data/base-s1.jsonl`: trains the learned
 * base-game evaluation (`src/nnue/`) on the quiet base-game positions of the data files (as
 * `train:tune` picks them), each in its 8 board symmetries; every tenth game is held out. The
 * label blends the result with the search's score (--lambda; 1: the result only) through the
 * sigmoid of width --k centi-units. The network learns a correction of the hand-written
 * evaluation (the package's default weights): the search adds the two. Writes the quantised network's weight file as a TypeScript
 * module (--out; run prettier on it after).
 */
const DATA_DIR = 'packages/ai/train/data';
const options = new Options();
const paths = dataPaths(options.all('data'), DATA_DIR);
const lambda = options.number('lambda', 0.5, 0, 1);
const k = options.number('k', 265, 1);
const hidden = options.whole('hidden', 32, 1);
const epochs = options.whole('epochs', 8, 1);
const rate = options.number('rate', 0.002, 0);
// The rate falls geometrically from --rate in the first epoch to --final-rate in the last.
const finalRate = options.number('final-rate', rate, 0);
const seed = options.whole('seed', 1);
const out = options.text('out', 'packages/ai/src/nnue/baseNetwork.ts');
options.refuseUnknown();
const started = Date.now();

const records = readRecords(paths);
// The network learns a correction of the hand-written evaluation (the package's default weights).
const handWritten = new Evaluator();
const stack = new BaseStack(1);
const training: Sample[] = [];
const held: Sample[] = [];
for (const record of records) {
  const position = quietPosition(record);
  if (position === null) continue;
  const target = lambda * record.result + (1 - lambda) / (1 + Math.exp(-record.score / k));
  stack.load(0, position);
  const sample = sampleOf(position, target, handWritten.evaluate(stack.frames, 0));
  if (record.game % 10 === 0) held.push(sample);
  else
    for (const map of SYMMETRIES)
      training.push({ ...sample, features: sample.features.map((f) => turnedFeature(f, map)) });
}
console.log(
  `${records.length} positions read; ${training.length / 8} quiet base-game positions to fit (× 8 symmetries), ${held.length} held out`,
);

const trainer = new Trainer({ ...DEFAULT_TRAINING, hidden, learningRate: rate, sigmoidScale: k, seed });
const report = (label: string) =>
  `${label}: training loss ${trainer.loss(training).toFixed(5)}, held out ${trainer.loss(held).toFixed(5)}`;
console.log(report('start'));
for (let epoch = 1; epoch <= epochs; epoch++) {
  const epochRate =
    epochs === 1 || rate === 0 ? rate : rate * (finalRate / rate) ** ((epoch - 1) / (epochs - 1));
  const loss = trainer.epoch(training, seed * 1000 + epoch, epochRate);
  console.log(
    `epoch ${epoch}/${epochs} (rate ${epochRate.toPrecision(3)}): training loss ${loss.toFixed(5)}, held out ${trainer.loss(held).toFixed(5)}`,
  );
}
const network = quantise(trainer.network());
const fit = {
  positions: training.length / 8 + held.length,
  heldOut: held.length,
  trainingLoss: Number(trainer.loss(training).toFixed(6)),
  heldOutLoss: Number(trainer.loss(held).toFixed(6)),
};
const file = writeWeightsFile(network, {
  command: `npm run train:nnue -- ${process.argv.slice(2).join(' ')}`.trim(),
  data: paths,
  features: `${String(MAX_ACTIVE)} active a side (squares, workers by square and level, powers)`,
  lambda,
  k,
  hidden,
  epochs,
  rate,
  finalRate,
  seed,
  fit,
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  [
    "import type { WeightsFile } from './weightsFile.js';",
    '',
    '/** The learned base-game evaluation, written by `npm run train:nnue` (its recipe inside). */',
    `export const BASE_NETWORK: WeightsFile = ${JSON.stringify(file)};`,
    '',
  ].join('\n'),
);
console.log(`${JSON.stringify(fit)}\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
