import { readFileSync } from 'node:fs';
import { err, ok, type Result } from '@santorini/engine';
import { readWeightsFile, type Network } from '@santorini/ai';

/** The network in a weight file (JSON, as `train:nnue --out X.json` writes it), or why not. */
export function readNetworkFile(path: string): Result<Network, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return err(
      `cannot read the network file ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(`the network file ${path} is not JSON`);
  }
  const read = readWeightsFile(json);
  return read.ok ? ok(read.value) : err(`the network file ${path}: ${read.error.message}`);
}
