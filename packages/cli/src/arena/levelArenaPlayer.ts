import { ok, type Position, type Result } from '@santorini/engine';
import {
  DEFAULT_WEIGHTS,
  LevelPlayer,
  Searcher,
  TUNED_POWER_WEIGHTS,
  TUNED_WEIGHTS,
  type Network,
  type SearchLimits,
} from '@santorini/ai';
import type { ArenaPlayer } from './arenaPlayer.js';
import { readNetworkFile } from './networkFile.js';
import { levelLabel, type WeightSet } from './playerSpec.js';

/** Transposition table per in-process player: two of them per worker thread. */
const HASH_MB = 16;

/**
 * An AI level played in this thread. Every game gets a fresh Searcher (its tables empty), so that a
 * game's turns depend only on its seed and position — not on the games this thread played before —
 * and on time, for searches that stop on the clock. (`Searcher.clear` empties only the base-game
 * table, not the general search's.)
 */
export class LevelArenaPlayer implements ArenaPlayer {
  readonly name: string;
  private player: LevelPlayer | null = null;
  /** The network of `network:FILE`, read once (the match checked the file before it began). */
  private readonly networkFromFile: Network | undefined;

  constructor(
    private readonly level: number,
    private readonly limits: SearchLimits,
    private readonly weights?: WeightSet,
    networkFile?: string,
  ) {
    this.name = levelLabel(level, weights, networkFile);
    if (networkFile !== undefined) {
      const read = readNetworkFile(networkFile);
      if (!read.ok) throw new Error(read.error);
      this.networkFromFile = read.value;
    }
  }

  newGame(seed: number): Promise<Result<void, string>> {
    this.player = this.freshPlayer(seed);
    return Promise.resolve(ok(undefined));
  }

  chooseTurn(pos: Position): Promise<Result<string | null, string>> {
    this.player ??= this.freshPlayer(0);
    return Promise.resolve(ok(this.player.chooseTurn(pos, this.limits).turn));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private freshPlayer(seed: number): LevelPlayer {
    const weights =
      this.weights === 'tuned' || this.weights === 'nnue'
        ? TUNED_WEIGHTS.weights
        : this.weights === 'hand'
          ? DEFAULT_WEIGHTS
          : undefined;
    // hand and tuned: the hand-written evaluation alone; nnue and the default: the Searcher's network.
    const network = this.weights === 'hand' || this.weights === 'tuned' ? null : this.networkFromFile;
    const powerWeights =
      this.weights === 'tuned' || this.weights === 'nnue' ? TUNED_POWER_WEIGHTS.weights : undefined;
    return new LevelPlayer(
      new Searcher({
        hashMb: HASH_MB,
        ...(weights === undefined ? {} : { weights }),
        ...(powerWeights === undefined ? {} : { powerWeights }),
        ...(network === undefined ? {} : { network }),
      }),
      this.level,
      seed,
    );
  }
}
