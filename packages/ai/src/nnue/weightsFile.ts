import { err, ok, type Result } from '@santorini/engine';
import { decodeBase64, encodeBase64 } from './base64.js';
import { featureCountOf, networkFlags, networkProblem, type Network } from './network.js';

/**
 * The network's weight file: JSON, the int16 arrays as little-endian base64, with the recipe that
 * made it (data, training settings) kept beside the weights. A file for other features is refused.
 */
export interface WeightsFile {
  readonly format: 'santorini-nnue';
  readonly version: 1;
  readonly features: number;
  readonly hidden: number;
  readonly scale: number;
  readonly outputBias: number;
  readonly featureWeights: string;
  readonly featureBias: string;
  readonly outputWeights: string;
  /** Present and true when the power inputs were trained (`Network.powerInputs`). */
  readonly powerInputs?: boolean;
  /** Present and true when it learnt 3–4 player games as a side against the field (`Network.fieldReading`). */
  readonly fieldReading?: boolean;
  /** Present and true when it has the workers' status inputs (`Network.workerStatus`). */
  readonly workerStatus?: boolean;
  /** Present and true when it has the workers' outlook inputs too (`Network.workerOutlook`). */
  readonly workerOutlook?: boolean;
  /** Present and true when it has the territory inputs too (`Network.territory`). */
  readonly territory?: boolean;
  /** Present when it has more than one output layer (`Network.outputBuckets`). */
  readonly outputBuckets?: number;
  /** How the weights were made: free-form, for people. */
  readonly recipe: Readonly<Record<string, unknown>>;
}

/** What is wrong with a weight file, by kind, with words for people. */
export interface WeightsFileError {
  readonly kind: 'notObject' | 'format' | 'version' | 'features' | 'fields' | 'encoding' | 'shape';
  readonly message: string;
}

const problem = (kind: WeightsFileError['kind'], message: string) => err({ kind, message });

export const WEIGHTS_FORMAT = 'santorini-nnue';
export const WEIGHTS_VERSION = 1;

function int16Base64(values: Int16Array): string {
  const bytes = new Uint8Array(values.length * 2);
  values.forEach((value, i) => {
    bytes[2 * i] = value & 255;
    bytes[2 * i + 1] = (value >> 8) & 255;
  });
  return encodeBase64(bytes);
}

function base64Int16(text: unknown): Int16Array | null {
  if (typeof text !== 'string') return null;
  const bytes = decodeBase64(text);
  if (bytes === null || bytes.length % 2 !== 0) return null;
  const values = new Int16Array(bytes.length / 2);
  for (let i = 0; i < values.length; i++)
    values[i] = (((bytes[2 * i + 1] ?? 0) << 24) >> 16) | (bytes[2 * i] ?? 0);
  return values;
}

export function writeWeightsFile(network: Network, recipe: Readonly<Record<string, unknown>>): WeightsFile {
  return {
    format: WEIGHTS_FORMAT,
    version: WEIGHTS_VERSION,
    features: featureCountOf(network),
    hidden: network.hidden,
    scale: network.scale,
    outputBias: network.outputBias,
    featureWeights: int16Base64(network.featureWeights),
    featureBias: int16Base64(network.featureBias),
    outputWeights: int16Base64(network.outputWeights),
    ...networkFlags(network),
    recipe,
  };
}

/** The network in a weight file's JSON, or what is wrong with it. */
export function readWeightsFile(json: unknown): Result<Network, WeightsFileError> {
  if (typeof json !== 'object' || json === null)
    return problem('notObject', 'the weight file is not a JSON object');
  const file = json as Partial<Record<keyof WeightsFile, unknown>>;
  if (file.format !== WEIGHTS_FORMAT)
    return problem('format', `the weight file's format is not "${WEIGHTS_FORMAT}"`);
  if (file.version !== WEIGHTS_VERSION)
    return problem(
      'version',
      `the weight file is version ${String(file.version)}; this build reads version ${String(WEIGHTS_VERSION)}`,
    );
  for (const flag of ['workerStatus', 'workerOutlook', 'territory'] as const)
    if (file[flag] !== undefined && typeof file[flag] !== 'boolean')
      return problem('fields', `${flag} must be true or false when given`);
  if (file.workerOutlook === true && file.workerStatus !== true)
    return problem(
      'fields',
      'workerOutlook needs workerStatus: the outlook inputs come after the status ones',
    );
  if (file.territory === true && file.workerOutlook !== true)
    return problem(
      'fields',
      'territory needs workerOutlook: the territory inputs come after the outlook ones',
    );
  const inputs = {
    workerStatus: file.workerStatus === true,
    workerOutlook: file.workerOutlook === true,
    territory: file.territory === true,
  };
  const features = featureCountOf(inputs);
  if (file.features !== features)
    return problem(
      'features',
      `the weight file has ${String(file.features)} features; this build has ${String(features)}${inputs.territory ? " with the workers' status and outlook and the territory" : inputs.workerOutlook ? " with the workers' status and outlook" : inputs.workerStatus ? " with the workers' status" : ''}`,
    );
  const { hidden, scale, outputBias } = file;
  if (typeof hidden !== 'number' || typeof scale !== 'number' || typeof outputBias !== 'number')
    return problem('fields', 'hidden, scale and outputBias must be numbers');
  for (const flag of ['powerInputs', 'fieldReading'] as const)
    if (file[flag] !== undefined && typeof file[flag] !== 'boolean')
      return problem('fields', `${flag} must be true or false when given`);
  if (file.outputBuckets !== undefined && typeof file.outputBuckets !== 'number')
    return problem('fields', 'outputBuckets must be a number when given');
  const featureWeights = base64Int16(file.featureWeights);
  const featureBias = base64Int16(file.featureBias);
  const outputWeights = base64Int16(file.outputWeights);
  if (featureWeights === null || featureBias === null || outputWeights === null)
    return problem(
      'encoding',
      'featureWeights, featureBias and outputWeights must be base64 of int16 values',
    );
  const network: Network = {
    hidden,
    featureWeights,
    featureBias,
    outputWeights,
    outputBias,
    scale,
    ...networkFlags(file),
  };
  const shape = networkProblem(network);
  return shape === null ? ok(network) : problem('shape', shape);
}
