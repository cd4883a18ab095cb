/**
 * When a search must stop: a time limit, a node limit, or a stop request from outside (the engine
 * protocol's `stop`, a Web Worker message flag). The search asks every thousand nodes or so.
 */
export interface SearchLimits {
  /** Deepest iteration to complete (plies). */
  depth?: number;
  /** Stop after about this many nodes. */
  nodes?: number;
  /** Stop after this many milliseconds. */
  timeMs?: number;
  /** Polled during the search; true stops it. */
  stop?: () => boolean;
  /** Milliseconds from any origin; defaults to Date.now (no DOM or Node API needed). */
  now?: () => number;
}

/**
 * Kept back from a time limit for what follows the search (the reply's formatting and its trip to
 * the controller): a twentieth of the limit, at most this many milliseconds.
 */
export const REPLY_MARGIN_MS = 10;

/** The time a search stops by, for a limit of `timeMs` (a few ms kept for the reply). */
export const searchTimeMs = (timeMs: number): number =>
  Math.max(0, timeMs - Math.min(REPLY_MARGIN_MS, timeMs / 20));

export class SearchClock {
  readonly startedAt: number;
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly now: () => number;
  private readonly stop: (() => boolean) | undefined;

  constructor(limits: SearchLimits) {
    this.now = limits.now ?? Date.now;
    this.startedAt = this.now();
    this.deadline = limits.timeMs === undefined ? Infinity : this.startedAt + searchTimeMs(limits.timeMs);
    this.nodeLimit = limits.nodes ?? Infinity;
    this.stop = limits.stop;
  }

  elapsed(): number {
    return this.now() - this.startedAt;
  }

  /** True when the search must stop now. */
  expired(nodes: number): boolean {
    return nodes >= this.nodeLimit || this.now() >= this.deadline || this.stop?.() === true;
  }

  /**
   * Whether to start another iteration: while any time (or node budget) is left. The searches cut
   * an iteration short at the limit and keep the best root turn it had fully searched, so an
   * iteration started late is never wasted (the first turn it searches is the last one's best).
   */
  roomForAnother(nodes: number): boolean {
    return !this.expired(nodes);
  }
}
