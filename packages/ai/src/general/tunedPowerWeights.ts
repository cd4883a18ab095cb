import type { TunedWeights } from '../base/weights.js';

/** Written by `npm run train:tune` (packages/ai/train/tune.ts): Texel-tuned the general evaluation (2 players, with powers) weights and how they were made. */
export const TUNED_POWER_WEIGHTS: TunedWeights = {
  version: 2,
  data: [
    {
      file: 'gods-s11.jsonl',
      command:
        'npm run train:data -- --seed 11 --games 1026 --nodes 5000 --gods all --base-share 0 --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --out packages/ai/train/data/gods-s11.jsonl',
      recipe: {
        seed: 11,
        nodes: 5000,
        matchups: {
          kind: 'all',
          baseShare: 0,
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
      },
      games: 1026,
      positions: 12469,
    },
    {
      file: 'gods-s12.jsonl',
      command:
        'npm run train:data -- --seed 12 --games 877 --nodes 5000 --gods all --base-share 0 --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --out packages/ai/train/data/gods-s12.jsonl',
      recipe: {
        seed: 12,
        nodes: 5000,
        matchups: {
          kind: 'all',
          baseShare: 0,
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
      },
      games: 877,
      positions: 10928,
    },
  ],
  tune: {
    command:
      'npm run train:tune -- --powers --data packages/ai/train/data/gods-s11.jsonl --data packages/ai/train/data/gods-s12.jsonl',
    lambda: 1,
    iterations: 1500,
    rate: 1,
  },
  fit: {
    k: 0.002891,
    positions: 19795,
    currentLoss: 0.228252,
    tunedLoss: 0.225505,
    heldOutCurrentLoss: 0.227857,
    heldOutTunedLoss: 0.223494,
  },
  weights: {
    height: [0, 177, 338, 300],
    stepUp: [55, 116, 0],
    mobility: 12,
    trapped: -256,
    threatPotential: 98,
    threat: 220,
    doubleThreat: 900,
    tempo: 68,
    centre: [0, 39, 65, 39, 0, 39, 61, 93, 61, 39, 65, 93, 97, 93, 65, 39, 61, 93, 61, 39, 0, 39, 65, 39, 0],
    neighbour: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ladder: [0, 0],
  },
};
