import type { TunedWeights } from './weights.js';

/** Written by `npm run train:tune` (packages/ai/train/tune.ts): Texel-tuned base-game weights and how they were made. */
export const TUNED_WEIGHTS: TunedWeights = {
  version: 2,
  data: [
    {
      file: 'base-tuned-s2.jsonl',
      command:
        'npm run train:data -- --seed 2 --games 3000 --nodes 10000 --gods none --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --weights tuned --out packages/ai/train/data/base-tuned-s2.jsonl',
      recipe: {
        seed: 2,
        nodes: 10000,
        matchups: {
          kind: 'none',
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
        weights: 'tuned',
      },
      games: 3000,
      positions: 50595,
    },
    {
      file: 'base-tuned-s3.jsonl',
      command:
        'npm run train:data -- --seed 3 --games 3000 --nodes 10000 --gods none --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --weights tuned --out packages/ai/train/data/base-tuned-s3.jsonl',
      recipe: {
        seed: 3,
        nodes: 10000,
        matchups: {
          kind: 'none',
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
        weights: 'tuned',
      },
      games: 3000,
      positions: 51492,
    },
    {
      file: 'base-tuned-s4.jsonl',
      command:
        'npm run train:data -- --seed 4 --games 3000 --nodes 10000 --gods none --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --weights tuned --out packages/ai/train/data/base-tuned-s4.jsonl',
      recipe: {
        seed: 4,
        nodes: 10000,
        matchups: {
          kind: 'none',
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
        weights: 'tuned',
      },
      games: 3000,
      positions: 50201,
    },
    {
      file: 'base-tuned-s5.jsonl',
      command:
        'npm run train:data -- --seed 5 --games 3000 --nodes 10000 --gods none --random-plies 4 --balance 300 --sample 0.5 --max-plies 200 --weights tuned --out packages/ai/train/data/base-tuned-s5.jsonl',
      recipe: {
        seed: 5,
        nodes: 10000,
        matchups: {
          kind: 'none',
        },
        randomPlies: 4,
        balance: 300,
        sample: 0.5,
        maxPlies: 200,
        weights: 'tuned',
      },
      games: 3000,
      positions: 50320,
    },
  ],
  tune: {
    command:
      'npm run train:tune -- --data packages/ai/train/data/base-tuned-s2.jsonl --data packages/ai/train/data/base-tuned-s3.jsonl --data packages/ai/train/data/base-tuned-s4.jsonl --data packages/ai/train/data/base-tuned-s5.jsonl',
    lambda: 1,
    iterations: 1500,
    rate: 1,
  },
  fit: {
    k: 0.004098,
    positions: 141405,
    currentLoss: 0.225936,
    tunedLoss: 0.214372,
    heldOutCurrentLoss: 0.225904,
    heldOutTunedLoss: 0.21522,
  },
  weights: {
    height: [0, 118, 248, 300],
    stepUp: [16, 96, 0],
    mobility: 15,
    trapped: -310,
    threatPotential: 143,
    threat: 220,
    doubleThreat: 900,
    tempo: 55,
    centre: [
      0, 81, 101, 81, 0, 81, 168, 189, 168, 81, 101, 189, 213, 189, 101, 81, 168, 189, 168, 81, 0, 81, 101,
      81, 0,
    ],
    neighbour: [-32, -9, 18, 13, -10, -37, 20, 6, 10, -22, -41, 24, 63, 0, -26],
    ladder: [49, 83],
  },
};
