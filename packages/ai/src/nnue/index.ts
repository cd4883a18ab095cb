export { Accumulator } from './accumulator.js';
export { activeFeatures, FEATURE_COUNT, MAX_ACTIVE } from './features.js';
export {
  ACTIVATION_MAX,
  OUTPUT_ONE,
  networkProblem,
  quantise,
  type FloatNetwork,
  type Network,
} from './network.js';
export { readWeightsFile, writeWeightsFile, type WeightsFile, type WeightsFileError } from './weightsFile.js';
export { DEFAULT_TRAINING, sampleOf, Trainer, type Sample, type TrainingSettings } from './training.js';
