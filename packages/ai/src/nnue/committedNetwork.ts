import { BASE_NETWORK } from './baseNetwork.js';
import type { Network } from './network.js';
import { readWeightsFile } from './weightsFile.js';

let cached: Network | undefined;

/** The committed learned base-game network (`BASE_NETWORK`), read once; throws if it does not read. */
export function committedNetwork(): Network {
  if (cached === undefined) {
    const read = readWeightsFile(BASE_NETWORK);
    if (!read.ok) throw new Error(`the committed network does not read: ${read.error.message}`);
    cached = read.value;
  }
  return cached;
}
