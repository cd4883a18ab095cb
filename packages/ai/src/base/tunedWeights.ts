import type { TunedWeights } from './weightVector.js';

/** Written by `npm run train:tune` (packages/ai/train/tune.ts): Texel-tuned base-game weights and how they were made. */
export const TUNED_WEIGHTS: TunedWeights = {
  version: 1,
  data: [
    {
      file: 'base-s1.jsonl',
      command:
        'npm run train:data -- --seed 1 --games 4000 --nodes 10000 --gods none --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --out packages/ai/train/data/base-s1.jsonl',
      recipe: {
        seed: 1,
        nodes: 10000,
        matchups: {
          kind: 'none',
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
      },
      games: 4000,
      positions: 69493,
    },
  ],
  tune: {
    command: 'npm run train:tune -- --data packages/ai/train/data/base-s1.jsonl',
    lambda: 1,
    iterations: 1500,
    rate: 1,
  },
  fit: {
    k: 0.003773,
    positions: 49176,
    currentLoss: 0.228927,
    tunedLoss: 0.222238,
    heldOutCurrentLoss: 0.227616,
    heldOutTunedLoss: 0.219345,
  },
  weights: {
    height: [0, 128, 213, 300],
    stepUp: [34, 99, 0],
    mobility: -8,
    trapped: -277,
    threatPotential: 192,
    threat: 220,
    doubleThreat: 900,
    tempo: 39,
    centre: [
      0, 81, 104, 81, 0, 81, 162, 176, 162, 81, 104, 176, 200, 176, 104, 81, 162, 176, 162, 81, 0, 81, 104,
      81, 0,
    ],
  },
};
