import { legalTurns, type GodName, type Position } from '@santorini/engine';
import { BaseSearch, type SearchTuning } from './base/baseSearch.js';
import { baseNode, isBaseGame, searchBaseGame } from './base/baseGame.js';
import { isBasePlacement, searchBasePlacement } from './base/placement.js';
import { bookPlacement, type PlacementBook } from './base/placementBook.js';
import { PLACEMENT_BOOK } from './base/placementBookData.js';
import { DEFAULT_WEIGHTS, Evaluator } from './base/evaluate.js';
import type { EvalWeights } from './base/weights.js';
import { NnueBaseEvaluator } from './base/nnueEvaluator.js';
import { SearchClock, type SearchLimits } from './clock.js';
import { GeneralEvaluator } from './general/evaluate.js';
import { GeneralSearch, type RankedTurn } from './general/generalSearch.js';
import { MaxNSearch } from './general/maxnSearch.js';
import { TUNED_POWER_WEIGHTS } from './general/tunedPowerWeights.js';
import { committedGeneralNetwork, committedNetwork } from './nnue/committedNetwork.js';
import type { Network } from './nnue/network.js';
import type { SearchInfo, SearchResult } from './result.js';
import { INFINITE, WIN, WIN_BOUND } from './score.js';
import { TranspositionTable } from './tt.js';

export type { RankedTurn } from './general/generalSearch.js';

export interface SearcherOptions {
  /** Transposition table size (default 32 MB). */
  hashMb?: number;
  /**
   * The evaluation's weights: the base game's (default the Texel-tuned `TUNED_WEIGHTS`) and, unless
   * `powerWeights` is given, every other game's (default: 2 players with powers
   * `TUNED_POWER_WEIGHTS`, 3–4 players the hand-set `DEFAULT_WEIGHTS`).
   */
  weights?: EvalWeights;
  /** The weights of 2-player games with powers (default `weights`, or `TUNED_POWER_WEIGHTS` without them). */
  powerWeights?: EvalWeights;
  /**
   * A learned correction of the base game's evaluation (`readWeightsFile`): the network's score is
   * added to `weights`' hand-written one, as it was trained (`npm run train:nnue`). Default: the
   * committed `BASE_NETWORK`; `null` for the hand-written evaluation alone.
   */
  network?: Network | null;
  /**
   * The learned correction in 2-player games with powers (`null` for none): by default the
   * committed `GENERAL_NETWORK` where `network` is left out, else `network`. A base-game network
   * reads the board as if no one held a power.
   */
  generalNetwork?: Network | null;
  /**
   * A learned correction in 3–4 players (default none: the base-game network measured no better
   * there). A 4-player game's teams are its two sides; a 3-player game is read as pairs of seats.
   */
  manyPlayerNetwork?: Network | null;
  /** Base-game search settings (defaults measured best so far). */
  tuning?: SearchTuning;
  /**
   * The base game's placements worked out ahead (default: the committed `PLACEMENT_BOOK`; `null`
   * for none): played at once where a search is limited by time alone; a depth or node limit
   * searches the placement instead (levels 6 and 7, `go depth`).
   */
  placementBook?: PlacementBook | null;
  /** Gods whose evaluation terms count (default: all); the others are judged as no power. */
  evalPowers?: readonly GodName[];
  /** How 3-player games are searched: paranoid alpha-beta (default) or max-n. */
  threePlayer?: 'paranoid' | 'maxn';
  /**
   * The transposition tables: `true` puts them in shared memory (`sharedTables`), another
   * Searcher's `sharedTables` join them, so Searchers on several threads search one position
   * together (lazy SMP).
   */
  shareTable?: boolean | SharedTables;
  /**
   * This Searcher is lazy-SMP helper number `helper` (1, 2, …) of shared tables: its searches skip
   * depths by a pattern of their own (`skipsDepth`), and leave the tables as they find them.
   * Default 0: the main search.
   */
  helper?: number;
}

/** A Searcher's transposition tables in shared memory: the base game's and the general search's. */
export interface SharedTables {
  readonly base: SharedArrayBuffer;
  readonly general: SharedArrayBuffer;
}

/**
 * The AI's entry point: one Searcher per player or engine process keeps its transposition table
 * between searches. `search` picks the fast base-game search when it can, and the general search
 * (every power, 3–4 players) otherwise.
 */
export class Searcher {
  private readonly tt: TranspositionTable;
  private readonly base: BaseSearch;
  private readonly general: GeneralSearch;
  private readonly generalTable: TranspositionTable;
  private readonly maxn: MaxNSearch | null;
  private readonly helper: number;
  private readonly placementBook: PlacementBook | null;

  constructor(options: SearcherOptions = {}) {
    const megabytes = options.hashMb ?? 32;
    this.helper = options.helper ?? 0;
    this.placementBook = options.placementBook === undefined ? PLACEMENT_BOOK : options.placementBook;
    const share = options.shareTable;
    const table = (mb: number, shared: SharedArrayBuffer | undefined) =>
      share === undefined || share === false
        ? new TranspositionTable(mb)
        : share === true
          ? TranspositionTable.shared(mb)
          : new TranspositionTable(mb, shared);
    this.tt = table(megabytes, typeof share === 'object' ? share.base : undefined);
    const handWritten = new Evaluator(options.weights);
    const network = options.network === undefined ? committedNetwork() : options.network;
    const baseEvaluation = network === null ? handWritten : new NnueBaseEvaluator(network, handWritten);
    // The learned correction judges the horizon; the reverse-futility cut keeps the cheap score.
    this.base = new BaseSearch(this.tt, baseEvaluation, options.tuning, handWritten);
    const generalNetwork =
      options.generalNetwork !== undefined
        ? options.generalNetwork
        : options.network === undefined
          ? committedGeneralNetwork()
          : options.network;
    const evaluator = new GeneralEvaluator(
      options.powerWeights ?? options.weights ?? TUNED_POWER_WEIGHTS.weights,
      options.evalPowers,
      options.weights ?? DEFAULT_WEIGHTS,
      generalNetwork,
      options.manyPlayerNetwork ?? null,
    );
    this.maxn = options.threePlayer === 'maxn' ? new MaxNSearch(evaluator) : null;
    const generalTable = table(
      Math.max(1, megabytes / 4),
      typeof share === 'object' ? share.general : undefined,
    );
    this.generalTable = generalTable;
    this.general = new GeneralSearch(generalTable, evaluator, this.helper);
  }

  /** The tables in shared memory, for helper threads to join; null when not shared. */
  get sharedTables(): SharedTables | null {
    const base = this.tt.buffer;
    const general = this.generalTable.buffer;
    return base instanceof SharedArrayBuffer && general instanceof SharedArrayBuffer
      ? { base, general }
      : null;
  }

  /**
   * Whether helpers sharing this Searcher's tables can join its search of `pos`: the base game's
   * search and the general search do, not the base game's placement or max-n.
   */
  sharesSearchOf(pos: Position): boolean {
    if (isBaseGame(pos)) return true;
    return !isBasePlacement(pos) && !(this.maxn !== null && pos.playerCount === 3);
  }

  /** Forget everything learnt (a new game). */
  clear(): void {
    this.tt.clear();
    this.general.clear();
  }

  search(pos: Position, limits: SearchLimits, onInfo?: (info: SearchInfo) => void): SearchResult {
    if (isBaseGame(pos)) return searchBaseGame(this.base, pos, limits, onInfo, this.helper);
    if (isBasePlacement(pos)) {
      const booked = this.fromBook(pos, limits);
      if (booked !== null) {
        onInfo?.(booked);
        return { ...booked, turn: booked.pv[0] ?? null };
      }
      return searchBasePlacement(this.base, pos, limits, onInfo);
    }
    if (this.maxn !== null && pos.playerCount === 3) return this.maxn.search(pos, limits, onInfo);
    return this.general.search(pos, limits, onInfo);
  }

  /** The book's placement as a search's report (at the book's depth), where the book is played. */
  private fromBook(pos: Position, limits: SearchLimits): SearchInfo | null {
    const book = this.placementBook;
    if (book === null || limits.depth !== undefined || limits.nodes !== undefined) return null;
    const placement = bookPlacement(book, pos);
    if (placement === null) return null;
    return { depth: book.depth, score: placement.score, nodes: 0, timeMs: 0, pv: [placement.turn] };
  }

  /**
   * Every legal turn with its score for the player to move, best first, each searched `depth` plies
   * deep (the turn itself is the first). Turns not reached before a limit stops are left out.
   */
  rankTurns(pos: Position, depth: number, limits: SearchLimits = {}): RankedTurn[] {
    if (!isBaseGame(pos)) return this.general.rankTurns(pos, depth, limits);
    const clock = new SearchClock(limits);
    const ranked: RankedTurn[] = [];
    for (const child of legalTurns(pos)) {
      if (ranked.length > 0 && clock.expired(this.base.nodes)) break;
      if (child.winner !== null) {
        ranked.push({ turn: child.text, score: child.winner === pos.turn ? WIN - 1 : -(WIN - 1) });
        continue;
      }
      const node = baseNode(child.position);
      this.base.reset(clock, node.side);
      const reply = this.base.searchRoot(node, depth - 1, -INFINITE, INFINITE).score;
      if (this.base.wasAborted) break;
      ranked.push({ turn: child.text, score: -oneTurnEarlier(reply) });
    }
    return ranked.sort((a, b) => b.score - a.score);
  }
}

/** A forced result seen from the position one turn before: one more turn to count. */
function oneTurnEarlier(score: number): number {
  if (score >= WIN_BOUND) return score - 1;
  if (score <= -WIN_BOUND) return score + 1;
  return score;
}
