import { BASE_NETWORK } from './baseNetwork.js';
import { GENERAL_NETWORK } from './generalNetwork.js';
import type { Network } from './network.js';
import { readWeightsFile, type WeightsFile } from './weightsFile.js';

const cached = new Map<WeightsFile, Network>();

function committed(file: WeightsFile, name: string): Network {
  let network = cached.get(file);
  if (network === undefined) {
    const read = readWeightsFile(file);
    if (!read.ok) throw new Error(`the committed ${name} does not read: ${read.error.message}`);
    network = read.value;
    cached.set(file, network);
  }
  return network;
}

/** The committed learned base-game network (`BASE_NETWORK`), read once; throws if it does not read. */
export const committedNetwork = (): Network => committed(BASE_NETWORK, 'network');

/**
 * The committed network of 2-player games with powers (`GENERAL_NETWORK`), read once; throws if it
 * does not read.
 */
export const committedGeneralNetwork = (): Network => committed(GENERAL_NETWORK, 'general network');
