import { parsePosition } from '@santorini/engine';
import { Searcher } from '@santorini/ai';
import { searchEvaluation, type TrainingRecord } from './selfPlayData.js';
import { quietPosition } from './trainingSet.js';

/**
 * The records a relabelling run searches again: the quiet base-game positions (those the network
 * is fitted on), one in every `every` of them, in file order.
 */
export function positionsToRelabel(records: readonly TrainingRecord[], every: number): TrainingRecord[] {
  return records.filter((record) => quietPosition(record) !== null).filter((_, at) => at % every === 0);
}

/**
 * A searcher as level 8 judges the base game (the tuned weights with the committed network), its
 * table cleared before each position so that a label depends on its position and budget alone.
 */
export class DeeperLabeller {
  private readonly searcher = new Searcher({ hashMb: 16, ...searchEvaluation('nnue') });

  constructor(readonly nodes: number) {}

  /** The record with the score and depth of a fresh search of `nodes` nodes; the result is kept. */
  relabel(record: TrainingRecord): TrainingRecord {
    const parsed = parsePosition(record.position);
    if (!parsed.ok) throw new Error(`game ${record.game}, ply ${record.ply}: ${parsed.error.message}`);
    this.searcher.clear();
    const { score, depth } = this.searcher.search(parsed.value, { nodes: this.nodes });
    return { ...record, score, depth };
  }
}
