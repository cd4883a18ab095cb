import { LevelPlayer, Searcher, type SearchInfo, type SearchLimits, type SearchResult } from '@santorini/ai';
import { err, ok, parsePosition, type Result } from '@santorini/engine';
import type { GoLimits } from './protocolCommand.js';
import type { SearchRequest } from './searchHost.js';

/**
 * Runs the searches of one engine process, on whichever thread hosts it. The Searcher keeps its
 * transposition table from one `go` to the next; the LevelPlayer keeps drawing from its seeded
 * random sequence until the level or seed changes or a new game starts.
 */
export class SearchRunner {
  private player: LevelPlayer | null = null;
  private playerSeed = 0;

  /** `now`: the clock of the searches and of `receivedAt` (tests give a fake one). */
  constructor(
    private readonly now: () => number = Date.now,
    readonly searcher: Searcher = new Searcher(),
  ) {}

  newGame(): void {
    this.searcher.clear();
    this.player = null;
  }

  run(
    request: SearchRequest,
    stop: () => boolean,
    onInfo: (info: SearchInfo) => void,
  ): Result<SearchResult, string> {
    const position = parsePosition(request.position);
    if (!position.ok) return err(`invalid position: ${position.error.message}`);
    const player = this.playerFor(request.level, request.seed);
    const now = this.now;
    const waitedMs = request.receivedAt === undefined ? 0 : now() - request.receivedAt;
    const limits = { ...searchLimits(request.limits, stop, waitedMs), now };
    return ok(player.chooseTurn(position.value, limits, onInfo));
  }

  private playerFor(level: number, seed: number): LevelPlayer {
    if (this.player?.level !== level || this.playerSeed !== seed) {
      this.player = new LevelPlayer(this.searcher, level, seed);
      this.playerSeed = seed;
    }
    return this.player;
  }
}

/**
 * The AI's limits for a `go`. A depth or node limit alone lifts the default time per turn (the
 * controller asked for that depth), though a level's own time cap still holds; no limit at all
 * leaves the level's default time. A movetime is cut by `waitedMs`, the time since the `go` came.
 */
export function searchLimits(go: GoLimits, stop: () => boolean, waitedMs = 0): SearchLimits {
  const limits: SearchLimits = { ...go, stop };
  if (go.timeMs !== undefined) limits.timeMs = Math.max(0, go.timeMs - Math.max(0, waitedMs));
  if (go.timeMs === undefined && (go.depth !== undefined || go.nodes !== undefined))
    return { ...limits, timeMs: Infinity };
  return limits;
}
