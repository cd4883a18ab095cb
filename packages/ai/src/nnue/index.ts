export { Accumulator } from './accumulator.js';
export { PositionScorer } from './positionScorer.js';
export {
  activeFeatures,
  BOARD_OFFSET,
  FEATURE_COUNT,
  FIELD_MAX_ACTIVE,
  fieldFeatures,
  MAX_ACTIVE,
  OUTLOOK_FEATURE_COUNT,
  OUTLOOK_MAX_ACTIVE,
  OUTLOOK_OFFSET,
  outlookFeature,
  OTHER_POWER_OFFSET,
  OTHER_WORKER_OFFSET,
  OWN_POWER_OFFSET,
  OWN_WORKER_OFFSET,
  SQUARE_STATES,
  STATUS_FEATURE_COUNT,
  STATUS_MAX_ACTIVE,
  STATUS_OFFSET,
  statusFeatures,
  TERRITORY_FEATURE_COUNT,
  TERRITORY_MAX_ACTIVE,
  TERRITORY_OFFSET,
  territoryFeatures,
} from './features.js';
export { OUTLOOKS, workerOutlook } from './outlook.js';
export { TERRITORIES } from './territory.js';
export {
  ACTIVATION_MAX,
  dequantise,
  featureCountOf,
  MAX_OUTPUT_BUCKETS,
  OUTPUT_ONE,
  networkProblem,
  outputBucket,
  outputBucketsOf,
  piecesOnBoard,
  quantise,
  type FloatNetwork,
  type Network,
} from './network.js';
export { readWeightsFile, writeWeightsFile, type WeightsFile, type WeightsFileError } from './weightsFile.js';
export {
  DEFAULT_TRAINING,
  fieldSampleOf,
  sampleOf,
  Trainer,
  type Reading,
  type Sample,
  type TrainingSettings,
} from './training.js';
export { BASE_NETWORK } from './baseNetwork.js';
export { committedGeneralNetwork, committedNetwork } from './committedNetwork.js';
export { GENERAL_NETWORK } from './generalNetwork.js';
