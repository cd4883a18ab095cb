import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BaseStack, GOD_NAMES, type Position } from '@santorini/engine';
import {
  committedNetwork,
  DEFAULT_WEIGHTS,
  dequantise,
  Evaluator,
  featureCountOf,
  MAX_OUTPUT_BUCKETS,
  mulberry32,
  outputBucketsOf,
  STATUS_MAX_ACTIVE,
  OUTLOOK_MAX_ACTIVE,
  TERRITORY_MAX_ACTIVE,
  fieldSampleOf,
  GeneralEvaluator,
  MAX_ACTIVE,
  readWeightsFile,
  OTHER_POWER_OFFSET,
  OWN_POWER_OFFSET,
  TUNED_POWER_WEIGHTS,
  type FloatNetwork,
  type Network,
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
import {
  fairShareScore,
  fieldTargets,
  manyPlayerPosition,
  powerPosition,
  quietPosition,
} from './trainingSet.js';

/**
 * `npm run train:nnue -- --data packages/ai/train/data/base-s1.jsonl`: trains the learned
 * base-game evaluation (`src/nnue/`) on the quiet base-game positions of the data files (as
 * `train:tune` picks them), each in its 8 board symmetries; every tenth game is held out. The
 * label blends the result with the search's score (--lambda; 1: the result only) through the
 * sigmoid of width --k centi-units. The network learns a correction of the hand-written
 * evaluation (the package's default weights): the search adds the two. Writes the quantised network's weight file as a TypeScript
 * module (--out; run prettier on it after).
 *
 * `--powers`: the 2-player positions with a power are fitted too (as `train:tune --powers` picks
 * them), with their power inputs, correcting the general evaluation (`TUNED_POWER_WEIGHTS`), and
 * the network is marked as having trained power inputs. `--from committed` (or a JSON weight
 * file) goes on from that network instead of seeded random weights.
 *
 * `--status`: with the workers' status inputs; `--outlook`: with their outlook inputs too (it
 * brings `--status`); `--territory`: with the territory inputs too (it brings `--outlook`). Going
 * on from a network without them, their rows start at 0.
 *
 * `--buckets N`: N output layers, picked by the pieces on the board (`outputBucket`); going on from
 * a network with one, each starts as its layer. A `--hidden` above the starting network's adds
 * units whose output weights start at 0 (so it starts as that network reads).
 *
 * `--players 3` or `4`: a network for those games instead (`Network.fieldReading`), on their
 * positions read as one side against all the others: a sample for each side still in, whoever
 * moves (`fieldTargets`), correcting the general evaluation as 3–4 players play by default (the
 * hand-set weights) plus a side's fair share (`fairShareScore`); `--powers` trains the power
 * inputs. An --out ending in .json is written as the weight file's JSON (for `Searcher`'s
 * `manyPlayerNetwork` through `readWeightsFile`).
 */
const DATA_DIR = 'packages/ai/train/data';
/** No power and the 30 gods: the rows of each side's power one-hot. */
const POWER_COUNT = OTHER_POWER_OFFSET - OWN_POWER_OFFSET;
const options = new Options();
const paths = dataPaths(options.all('data'), DATA_DIR);
const lambda = options.number('lambda', 0.5, 0, 1);
const k = options.number('k', 265, 1);
const hiddenOption = options.optionalWhole('hidden', 1);
const epochs = options.whole('epochs', 8, 1);
const rate = options.number('rate', 0.002, 0);
// The rate falls geometrically from --rate in the first epoch to --final-rate in the last.
const finalRate = options.number('final-rate', rate, 0);
const seed = options.whole('seed', 1);
const players = options.whole('players', 2, 2);
if (players > 4) throw new Error(`--players: 2, 3 or 4, got ${players}`);
const out = options.text(
  'out',
  `packages/ai/src/nnue/${players > 2 ? 'manyPlayerNetwork' : 'baseNetwork'}.ts`,
);
const powers = options.flag('powers');
const from = options.text('from', 'none');
const territory = options.flag('territory');
// The territory inputs come after the outlook ones: --territory brings --outlook.
const outlook = options.flag('outlook') || territory;
// The outlook inputs come after the status ones: --outlook brings --status.
const status = options.flag('status') || outlook;
if (status && players > 2)
  throw new Error("--status, --outlook: the workers' inputs are read in 2-player games only");
const buckets = options.whole('buckets', 1, 1);
if (buckets > MAX_OUTPUT_BUCKETS) throw new Error(`--buckets: 1–${MAX_OUTPUT_BUCKETS}, got ${buckets}`);
if (buckets > 1 && players > 2)
  throw new Error('--buckets: output buckets are trained on 2-player games only');
options.refuseUnknown();
const reading = { workerStatus: status, workerOutlook: outlook, territory, outputBuckets: buckets };
const start = startingNetwork(from);
// The starting network's size unless --hidden asks for more; 32 from scratch.
const hidden = hiddenOption ?? start?.hidden ?? 32;
if (start !== undefined && hidden < start.hidden)
  throw new Error(
    `--hidden ${hidden}: the starting network has ${start.hidden} units; training may add units, not take them away`,
  );
/** The win chance a score in centi-units stands for, as the labels and the loss read it. */
const winChance = (score: number) => 1 / (1 + Math.exp(-score / k));
const started = Date.now();

const records = readRecords(paths);
// The network learns a correction of the hand-written evaluation (the package's default weights).
const handWritten = new Evaluator();
// With powers, what the general search adds the network to (2 players: TUNED_POWER_WEIGHTS; 3–4
// players: the hand-set weights, as `Searcher` judges them by default).
const general = new GeneralEvaluator(TUNED_POWER_WEIGHTS.weights, GOD_NAMES, DEFAULT_WEIGHTS);
const stack = new BaseStack(1);
const training: Sample[] = [];
/** Fits `sample` in each of the board's 8 symmetries. */
const fitTurned = (sample: Sample) => {
  for (const map of SYMMETRIES)
    training.push({ ...sample, features: sample.features.map((f) => turnedFeature(f, map)) });
};
const held: Sample[] = [];
const heldWithPowers: Sample[] = [];
let fittedWithPowers = 0;
for (const record of players > 2 ? [] : records) {
  const base = quietPosition(record);
  const position = base ?? (powers ? powerPosition(record) : null);
  if (position === null) continue;
  const target = lambda * record.result + (1 - lambda) * winChance(record.score);
  let offset: number;
  if (base === null) offset = general.handWritten(position, position.toMove);
  else {
    stack.load(0, position);
    offset = handWritten.evaluate(stack.frames, 0);
  }
  const sample = sampleOf(position, target, offset, reading);
  if (record.game % 10 === 0) (base === null ? heldWithPowers : held).push(sample);
  else {
    if (base === null) fittedWithPowers++;
    fitTurned(sample);
  }
}
let manyPlayerPositions = 0;
for (const record of players > 2 ? records : []) {
  const position = manyPlayerPosition(record, players);
  if (position === null) continue;
  manyPlayerPositions++;
  const moverTarget = lambda * record.result + (1 - lambda) * winChance(record.score);
  for (const sample of fieldSamples(position, fieldTargets(position, record, moverTarget))) {
    if (record.game % 10 === 0) held.push(sample);
    else fitTurned(sample);
  }
}
if (players > 2)
  console.log(
    `${records.length} positions read; ${manyPlayerPositions} of ${players} players make ${training.length / 8} samples to fit (× 8 symmetries) and ${held.length} held out`,
  );
else
  console.log(
    `${records.length} positions read; ${training.length / 8 - fittedWithPowers} quiet base-game positions and ${fittedWithPowers} with powers to fit (× 8 symmetries), ${held.length} and ${heldWithPowers.length} held out`,
  );

const trainer = new Trainer(
  { ...DEFAULT_TRAINING, hidden, learningRate: rate, sigmoidScale: k, seed, ...reading },
  start === undefined ? undefined : widened(start, hidden),
);
const lossOf = (samples: readonly Sample[]) =>
  samples.length === 0 ? 'none' : trainer.loss(samples).toFixed(5);
/** Whether the 2-player positions with powers are reported apart. */
const withPowersApart = powers && players === 2;
const heldReport = () =>
  `held out ${lossOf(held)}${withPowersApart ? `, with powers ${lossOf(heldWithPowers)}` : ''}`;
const report = (label: string) =>
  `${label}: training loss ${trainer.loss(training).toFixed(5)}, ${heldReport()}`;
const handAlone = (samples: readonly Sample[]) =>
  samples.length === 0
    ? 'none'
    : (
        samples.reduce((sum, { offset = 0, target }) => sum + (winChance(offset) - target) ** 2, 0) /
        samples.length
      ).toFixed(5);
console.log(
  `the hand-written evaluation alone: held out ${handAlone(held)}${withPowersApart ? `, with powers ${handAlone(heldWithPowers)}` : ''}`,
);
console.log(report('start'));
for (let epoch = 1; epoch <= epochs; epoch++) {
  const epochRate =
    epochs === 1 || rate === 0 ? rate : rate * (finalRate / rate) ** ((epoch - 1) / (epochs - 1));
  const loss = trainer.epoch(training, seed * 1000 + epoch, epochRate);
  console.log(
    `epoch ${epoch}/${epochs} (rate ${epochRate.toPrecision(3)}): training loss ${loss.toFixed(5)}, ${heldReport()}`,
  );
}
const network = quantise({
  ...trainer.network(),
  ...(powers ? { powerInputs: true } : {}),
  ...(players > 2 ? { fieldReading: true } : {}),
});
const fit = {
  positions: players > 2 ? manyPlayerPositions : training.length / 8 + held.length + heldWithPowers.length,
  ...(players > 2 ? { samples: training.length / 8 + held.length } : {}),
  heldOut: held.length,
  trainingLoss: Number(trainer.loss(training).toFixed(6)),
  heldOutLoss: Number(trainer.loss(held).toFixed(6)),
  ...(withPowersApart
    ? {
        withPowers: fittedWithPowers + heldWithPowers.length,
        heldOutWithPowers: heldWithPowers.length,
        heldOutLossWithPowers: Number(trainer.loss(heldWithPowers).toFixed(6)),
      }
    : {}),
};
const file = writeWeightsFile(network, {
  command: `npm run train:nnue -- ${process.argv.slice(2).join(' ')}`.trim(),
  data: paths,
  features: territory
    ? `${String(TERRITORY_MAX_ACTIVE)} active a side (squares, workers by square and level, powers, workers' status and outlook, territory)`
    : outlook
      ? `${String(OUTLOOK_MAX_ACTIVE)} active a side (squares, workers by square and level, powers, workers' status and outlook)`
      : status
        ? `${String(STATUS_MAX_ACTIVE)} active a side (squares, workers by square and level, powers, workers' status)`
        : `${String(MAX_ACTIVE)} active a side (squares, workers by square and level, powers)`,
  lambda,
  k,
  hidden,
  epochs,
  rate,
  finalRate,
  seed,
  ...(powers ? { powers } : {}),
  ...(from === 'none' ? {} : { from }),
  ...(status ? { status } : {}),
  ...(outlook ? { outlook } : {}),
  ...(territory ? { territory } : {}),
  ...(buckets > 1 ? { buckets } : {}),
  ...(players > 2 ? { players } : {}),
  fit,
});
mkdirSync(dirname(out), { recursive: true });
const [name, what] = players > 2 ? ['MANY_PLAYER_NETWORK', '3–4 player'] : ['BASE_NETWORK', 'base-game'];
writeFileSync(
  out,
  out.endsWith('.json')
    ? `${JSON.stringify(file)}\n`
    : [
        "import type { WeightsFile } from './weightsFile.js';",
        '',
        `/** The learned ${what} evaluation, written by \`npm run train:nnue\` (its recipe inside). */`,
        `export const ${name}: WeightsFile = ${JSON.stringify(file)};`,
        '',
      ].join('\n'),
);
console.log(`${JSON.stringify(fit)}\nwrote ${out} in ${((Date.now() - started) / 1000).toFixed(0)} s`);

/**
 * The network `--from` names: none, the committed one, or a JSON weight file. Its power rows, if
 * never trained, start as the no-power row (with --powers, training starts from how the search
 * reads positions with powers today).
 */
function startingNetwork(name: string): FloatNetwork | undefined {
  if (name === 'none') return undefined;
  let network: Network;
  if (name === 'committed') network = committedNetwork();
  else {
    const read = readWeightsFile(JSON.parse(readFileSync(name, 'utf8')) as unknown);
    if (!read.ok) throw new Error(`--from ${name}: ${read.error.message}`);
    network = read.value;
  }
  const float = dequantise(network);
  const { hidden } = network;
  // A network without the workers' status or outlook starts with their rows at 0: it reads as before.
  const weights = new Float32Array(featureCountOf(reading) * hidden);
  weights.set(Array.from(float.featureWeights).slice(0, weights.length));
  if (network.powerInputs !== true)
    for (const offset of [OWN_POWER_OFFSET, OTHER_POWER_OFFSET])
      for (let power = 1; power < POWER_COUNT; power++)
        weights.copyWithin((offset + power) * hidden, offset * hidden, (offset + 1) * hidden);
  // Each output layer starts as the network's own: its bucket's when it has as many, else its first.
  const layer = 2 * hidden;
  const layers = Array.from(float.outputWeights);
  const sameBuckets = outputBucketsOf(network) === buckets;
  const outputWeights = new Float32Array(buckets * layer);
  for (let bucket = 0; bucket < buckets; bucket++) {
    const from = sameBuckets ? bucket * layer : 0;
    outputWeights.set(layers.slice(from, from + layer), bucket * layer);
  }
  return {
    ...float,
    featureWeights: weights,
    outputWeights,
    ...(status ? { workerStatus: true } : {}),
    ...(outlook ? { workerOutlook: true } : {}),
    ...(territory ? { territory: true } : {}),
    outputBuckets: buckets,
  };
}

/**
 * `start` with `units` hidden units: the new ones get seeded small random input weights and
 * output weights of 0, so the network starts reading as `start` does and training grows them.
 */
function widened(start: FloatNetwork, units: number): FloatNetwork {
  if (units === start.hidden) return start;
  const random = mulberry32(seed * 7919 + units);
  const spread = Math.sqrt(1 / MAX_ACTIVE);
  const rows = start.featureWeights.length / start.hidden;
  const featureWeights = new Float32Array(rows * units);
  for (let row = 0; row < rows; row++)
    for (let i = 0; i < units; i++)
      featureWeights[row * units + i] =
        i < start.hidden ? (start.featureWeights[row * start.hidden + i] ?? 0) : (random() * 2 - 1) * spread;
  const featureBias = Float32Array.from({ length: units }, (_, i) =>
    i < start.hidden ? (start.featureBias[i] ?? 0) : 0.1,
  );
  const layers = start.outputWeights.length / (2 * start.hidden);
  const outputWeights = new Float32Array(layers * 2 * units);
  for (let half = 0; half < layers * 2; half++)
    for (let i = 0; i < start.hidden; i++)
      outputWeights[half * units + i] = start.outputWeights[half * start.hidden + i] ?? 0;
  return { ...start, hidden: units, featureWeights, featureBias, outputWeights };
}

/**
 * The field-reading samples of a 3–4 player position, one a side: the side to move's own, the
 * others' as the field moving (its target and hand-written score turned round). The offset the
 * network corrects also holds a side's fair share (`fairShareScore`): what the network learns is
 * how far a side stands from it, centred on 0; the search, which compares positions for one side,
 * needs no constant.
 */
function fieldSamples(position: Position, targets: readonly { side: number; target: number }[]): Sample[] {
  const mover = position.sideOf(position.toMove);
  const fair = fairShareScore(targets.length, k);
  return targets.map(({ side, target }) => {
    const own = general.handWritten(position, side) + fair;
    return side === mover
      ? fieldSampleOf(position, side, target, own, powers)
      : fieldSampleOf(position, side, 1 - target, -own, powers);
  });
}
