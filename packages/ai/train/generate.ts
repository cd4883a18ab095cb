import { DataFile } from './dataFile.js';
import { parseMatchups } from './matchups.js';
import { Options } from './options.js';
import { DEFAULT_DATA_OPTIONS, playTrainingGame, type DataOptions } from './selfPlayData.js';

/**
 * `npm run train:data -- --seed 1 --games 1000 --out packages/ai/train/data/base-s1.jsonl`: self-play
 * games of the search on a node budget, their positions labelled with the result and the search's
 * score (one JSON line each). The same options give the same file; a stopped run resumes where it
 * stopped when run again with the same options. Progress on stderr.
 *
 * Options: --nodes N (per turn), --gods none|all|GOD:GOD,... (with all: --base-share F of base
 * games), --random-plies N, --balance CENTI, --sample F, --max-plies N, --weights hand|tuned|nnue
 * (the search's evaluation: hand-set weights by default, as for the committed data; nnue: the tuned
 * weights with the committed network, as level 8 plays), --players 2|3|4 (3–4: the search as it
 * plays those games by default; they need a power a seat, rule R14: --gods all draws them).
 */
const options = new Options();
const games = options.whole('games', 200, 1);
const data: DataOptions = {
  seed: options.whole('seed', DEFAULT_DATA_OPTIONS.seed),
  nodes: options.whole('nodes', DEFAULT_DATA_OPTIONS.nodes, 1),
  matchups: parseMatchups(options.text('gods', 'none'), options.number('base-share', 0.5, 0, 1)),
  randomPlies: options.whole('random-plies', DEFAULT_DATA_OPTIONS.randomPlies),
  balance: options.number('balance', DEFAULT_DATA_OPTIONS.balance, 0),
  sample: options.number('sample', DEFAULT_DATA_OPTIONS.sample, 0, 1),
  maxPlies: options.whole('max-plies', DEFAULT_DATA_OPTIONS.maxPlies, 1),
  ...weightsOption(options.text('weights', 'hand')),
  ...playersOption(options.whole('players', 2, 2)),
};
const prefix = data.players === undefined ? '' : `p${data.players}-`;
const out = options.text(
  'out',
  `packages/ai/train/data/${prefix}${options.text('gods', 'none')}-s${data.seed}.jsonl`,
);
options.refuseUnknown();
const file = DataFile.open(out, { ...data });
let positions = file.positionsDone;
const started = Date.now();
for (let game = file.gamesDone; game < games; game++) {
  const records = playTrainingGame(data, game);
  file.append(records);
  positions += records.length;
  const seconds = (Date.now() - started) / 1000;
  const done = game + 1 - file.gamesDone;
  const left = ((games - game - 1) * seconds) / done;
  process.stderr.write(
    `\rgames ${game + 1}/${games}, positions ${positions}, ${seconds.toFixed(0)} s, about ${left.toFixed(0)} s left   `,
  );
}
process.stderr.write('\n');
console.log(`${positions} positions from ${games} games in ${out}`);

function playersOption(players: number): { players?: 3 | 4 } {
  if (players === 2) return {};
  if (players === 3 || players === 4) return { players };
  throw new Error(`--players: 2, 3 or 4, got ${players}`);
}

function weightsOption(text: string): { weights?: 'tuned' | 'nnue' } {
  if (text === 'hand') return {};
  if (text === 'tuned' || text === 'nnue') return { weights: text };
  throw new Error(`--weights: hand, tuned or nnue, got '${text}'`);
}
