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

export class SearchClock {
  readonly startedAt: number;
  private readonly deadline: number;
  private readonly nodeLimit: number;
  private readonly now: () => number;
  private readonly stop: (() => boolean) | undefined;

  constructor(limits: SearchLimits) {
    this.now = limits.now ?? Date.now;
    this.startedAt = this.now();
    this.deadline = limits.timeMs === undefined ? Infinity : this.startedAt + limits.timeMs;
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

  /** Whether a new iteration is worth starting: it takes longer than all before it together. */
  roomForAnother(nodes: number): boolean {
    if (this.expired(nodes)) return false;
    if (this.deadline === Infinity) return true;
    const elapsed = this.elapsed();
    return elapsed * 2 < this.deadline - this.startedAt;
  }
}
