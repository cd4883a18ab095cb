import { readFileSync } from 'node:fs';
import { DataFile, dataPaths, parseRecords } from './dataFile.js';
import { DeeperLabeller, positionsToRelabel } from './deeperLabels.js';
import { Options } from './options.js';

/**
 * `npm run train:relabel -- --data packages/ai/train/data/base-s1.jsonl --nodes 100000 --out
 * packages/ai/train/data/deep-s1.jsonl`: the quiet base-game positions of a data file (one in every
 * --every), each searched again on a larger node budget — the label a network learns from is then
 * a deeper search's score (the game's result is kept). One JSON line each, as `train:data` writes;
 * a stopped run resumes where it stopped when run again with the same options. Progress on stderr.
 */
const options = new Options();
const source = options.text('data', '');
if (source === '') throw new Error('--data: the data file to relabel is needed');
const nodes = options.whole('nodes', 100_000, 1);
const every = options.whole('every', 1, 1);
const out = options.text('out', source.replace(/\.jsonl$/, '') + `-deep${nodes}.jsonl`);
options.refuseUnknown();
dataPaths([source], 'packages/ai/train/data');
if (out === source) throw new Error('--out: give another file than --data');

const picked = positionsToRelabel(parseRecords(readFileSync(source, 'utf8').split('\n').slice(1)), every);
const file = DataFile.open(out, { relabelled: source, nodes, every });
const labeller = new DeeperLabeller(nodes);
const started = Date.now();
let done = 0;
let written = file.positionsDone;
// Each game's positions are appended together, so a stopped run resumes at a whole game.
for (let at = 0; at < picked.length;) {
  const game = picked[at]?.game ?? 0;
  let end = at;
  while (end < picked.length && picked[end]?.game === game) end++;
  if (game >= file.gamesDone) {
    file.append(picked.slice(at, end).map((record) => labeller.relabel(record)));
    done += end - at;
    written += end - at;
    const seconds = (Date.now() - started) / 1000;
    const left = ((picked.length - end) * seconds) / done;
    process.stderr.write(
      `\rpositions ${end}/${picked.length} (${written} written), ${seconds.toFixed(0)} s, about ${left.toFixed(0)} s left   `,
    );
  }
  at = end;
}
process.stderr.write('\n');
console.log(`${written} positions of ${source} searched to ${nodes} nodes in ${out}`);
