import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  DEFAULT_WEIGHTS,
  GENERAL_PARAMETER_COUNT,
  PARAMETER_NAMES,
  weightsFromVector,
  weightVector,
  type TunedWeights,
} from '@santorini/ai';
import { dataPaths, readRecords } from './dataFile.js';
import { Options } from './options.js';
import { dataCommand, type DataOptions } from './selfPlayData.js';
import { fitK, texelLoss, tuneWeights } from './texel.js';
import { DOUBLE_THREAT, powerPositions, quietPositions, texelSet, THREAT } from './trainingSet.js';

/**
 * `npm run train:tune -- --data packages/ai/train/data/base-s1.jsonl`: Texel tuning of the
 * base-game evaluation on the quiet base-game positions of the data files (default: every .jsonl in
 * packages/ai/train/data). Every tenth game is held out to check the fit. Fits K for the current
 * weights, then the weights by Adam (--iterations, --rate); --lambda blends the result with the
 * search's score as the label (1: the result only). Writes the tuned weights, with the recipe, as
 * a TypeScript module (--out).
 *
 * `--powers`: the general evaluation instead (the search of every power), on the 2-player positions
 * with a power (`--gods all` data), its 15 parameters but the threats; written to
 * packages/ai/src/general/tunedPowerWeights.ts.
 */
const DATA_DIR = 'packages/ai/train/data';
const options = new Options();
const paths = dataPaths(options.all('data'), DATA_DIR);
const lambda = options.number('lambda', 1, 0, 1);
const iterations = options.whole('iterations', 1500, 1);
const rate = options.number('rate', 1, 0);
const powers = options.flag('powers');
const out = options.text(
  'out',
  powers ? 'packages/ai/src/general/tunedPowerWeights.ts' : 'packages/ai/src/base/tunedWeights.ts',
);
options.refuseUnknown();
const started = Date.now();

const records = readRecords(paths);
const quiet = powers ? powerPositions(records) : quietPositions(records);
const training = quiet.filter((p) => p.game % 10 !== 0);
const held = quiet.filter((p) => p.game % 10 === 0);
const current = weightVector(DEFAULT_WEIGHTS);
const resultsOnly = texelSet(training, 1, 0);
const k = fitK(resultsOnly, current);
const trainSet = texelSet(training, lambda, k);
const heldSet = texelSet(held, 1, k);
console.log(
  `${records.length} positions read from ${paths.join(', ')}; ${quiet.length} ${powers ? 'positions with a power' : 'quiet base-game positions'} (${training.length} to fit, ${held.length} held out); K = ${k.toPrecision(4)}`,
);
const tuned = tuneWeights(trainSet, current, k, {
  iterations,
  rate,
  // With powers the threat weights stay as they are: a mover's threat is a win the search scores
  // as forced (left out of the data), so the data would fit them on the threatened side alone.
  ...(powers
    ? { frozen: current.map((_, j) => j >= GENERAL_PARAMETER_COUNT || j === THREAT || j === DOUBLE_THREAT) }
    : {}),
  onProgress: (t, loss) => process.stderr.write(`\riteration ${t}/${iterations}, loss ${loss.toFixed(6)}   `),
});
process.stderr.write('\n');
const fit = {
  k: Number(k.toPrecision(4)),
  positions: quiet.length,
  currentLoss: Number(texelLoss(trainSet, current, k).toFixed(6)),
  tunedLoss: Number(texelLoss(trainSet, tuned, k).toFixed(6)),
  heldOutCurrentLoss: Number(texelLoss(heldSet, current, k).toFixed(6)),
  heldOutTunedLoss: Number(texelLoss(heldSet, tuned, k).toFixed(6)),
};
console.log(JSON.stringify(fit));
for (let j = 0; j < (powers ? GENERAL_PARAMETER_COUNT : PARAMETER_NAMES.length); j++)
  console.log(`${(PARAMETER_NAMES[j] ?? '').padEnd(22)} ${String(current[j]).padStart(6)} -> ${tuned[j]}`);

const file = {
  version: 2,
  data: paths.map((path) => dataSummary(path)),
  tune: {
    command: `npm run train:tune -- ${process.argv.slice(2).join(' ')}`.trim(),
    lambda,
    iterations,
    rate,
  },
  fit,
  weights: weightsFromVector(tuned, DEFAULT_WEIGHTS),
};
const [importFrom, name, what] = powers
  ? ['../base/weights.js', 'TUNED_POWER_WEIGHTS', 'the general evaluation (2 players, with powers)']
  : ['./weights.js', 'TUNED_WEIGHTS', 'base-game'];
writeFileSync(
  out,
  `import type { TunedWeights } from '${importFrom}';\n\n/** Written by \`npm run train:tune\` (packages/ai/train/tune.ts): Texel-tuned ${what} weights and how they were made. */\nexport const ${name}: TunedWeights = ${JSON.stringify(file, null, 2)};\n`,
);
console.log(`written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** A data file's name, recipe (its header) and size: enough to make it again. */
function dataSummary(path: string): TunedWeights['data'][number] {
  const header = JSON.parse(readFileSync(path, 'utf8').split('\n', 1)[0] ?? '{}') as { recipe?: DataOptions };
  const own = records.filter((r) => r.source === path);
  const games = own.reduce((max, r) => Math.max(max, r.game + 1), 0);
  return {
    file: basename(path),
    command: header.recipe === undefined ? '' : dataCommand(header.recipe, games, path),
    recipe: header.recipe,
    games,
    positions: own.length,
  };
}
