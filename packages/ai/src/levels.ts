import type { Position } from '@santorini/engine';
import type { SearchLimits } from './clock.js';
import { mulberry32 } from './random.js';
import type { SearchInfo, SearchResult } from './result.js';
import { isForced } from './score.js';
import type { Searcher } from './searcher.js';

/**
 * Playing levels 1–8. Levels 1–5 look a fixed number of plies ahead and choose among all turns at
 * random, weighted by score (softmax with a temperature in centi-units): a beginner often plays a
 * reasonable turn, sometimes a poor one, and misses what it cannot see — but never an illegal turn.
 * Levels 6 and 7 search normally on a node budget, so they play the same turn on a fast or a busy
 * machine (a time cap only bounds slow searches with costly powers); 8 is full strength and uses all
 * the time it is given. Everything random comes from the seed, so levels 1–7 replay the same game.
 */
export interface LevelSettings {
  /** Plies searched for every turn (levels 1–5); undefined: iterative deepening on time. */
  readonly depth?: number;
  /** Softmax temperature over turn scores; 0 plays the best turn. */
  readonly temperature: number;
  /** Nodes searched per turn (levels 6–7); undefined: no budget of the level's own. */
  readonly nodes?: number;
  /** The most time a turn may take, in ms (the caller's limits may cut it shorter). */
  readonly maxTimeMs: number;
  /** Weight of a turn that loses by force (a missed threat), against 1 for the best turn. */
  readonly blunder: number;
}

export const LEVELS: readonly LevelSettings[] = [
  { depth: 1, temperature: 250, maxTimeMs: 300, blunder: 0.25 },
  { depth: 2, temperature: 100, maxTimeMs: 400, blunder: 0.02 },
  { depth: 2, temperature: 50, maxTimeMs: 500, blunder: 0 },
  { depth: 3, temperature: 25, maxTimeMs: 800, blunder: 0 },
  { depth: 4, temperature: 10, maxTimeMs: 1500, blunder: 0 },
  { nodes: 15_000, temperature: 0, maxTimeMs: 500, blunder: 0 },
  { nodes: 150_000, temperature: 0, maxTimeMs: 2000, blunder: 0 },
  { temperature: 0, maxTimeMs: Infinity, blunder: 0 },
];

export const MIN_LEVEL = 1;
export const MAX_LEVEL = LEVELS.length;
/** Full strength's time per turn when the caller gives no limit. */
export const DEFAULT_TIME_MS = 2000;

export function levelSettings(level: number): LevelSettings {
  const settings = LEVELS[Math.min(MAX_LEVEL, Math.max(MIN_LEVEL, Math.round(level))) - 1];
  if (settings === undefined) throw new RangeError(`no level ${level}`);
  return settings;
}

/** A player of one level: chooses turns for any position, reproducibly for its seed. */
export class LevelPlayer {
  private readonly random: () => number;

  constructor(
    private readonly searcher: Searcher,
    readonly level: number,
    seed = 0,
  ) {
    this.random = mulberry32(seed);
  }

  chooseTurn(pos: Position, limits: SearchLimits = {}, onInfo?: (info: SearchInfo) => void): SearchResult {
    const settings = levelSettings(this.level);
    // A caller who limits depth or nodes but not time gets reproducible turns: no time cap then.
    const untimed = limits.timeMs === undefined && (limits.depth !== undefined || limits.nodes !== undefined);
    const timeMs = untimed ? undefined : Math.min(limits.timeMs ?? DEFAULT_TIME_MS, settings.maxTimeMs);
    const nodes =
      settings.nodes === undefined ? limits.nodes : Math.min(settings.nodes, limits.nodes ?? Infinity);
    const capped: SearchLimits = { ...limits };
    if (timeMs !== undefined) capped.timeMs = timeMs;
    if (nodes !== undefined) capped.nodes = nodes;
    if (settings.depth === undefined || settings.temperature === 0)
      return this.searcher.search(pos, { ...capped, depth: limits.depth ?? settings.depth }, onInfo);
    // Placement has about 300 turns to rank: a beginner judges them by a look at the board.
    const depth = pos.inPlacement ? 1 : Math.min(settings.depth, limits.depth ?? settings.depth);
    const now = limits.now ?? Date.now;
    const startedAt = now();
    const ranked = this.searcher.rankTurns(pos, depth, capped);
    const best = ranked[0];
    if (best === undefined) {
      // Nothing ranked in time (a position with a huge number of turns): the search answers in what is left.
      const left =
        capped.timeMs === undefined ? {} : { timeMs: Math.max(0, capped.timeMs - (now() - startedAt)) };
      return this.searcher.search(pos, { ...capped, ...left }, onInfo);
    }
    const pick = this.softmaxPick(ranked, settings);
    const info: SearchInfo = { depth, score: pick.score, nodes: 0, timeMs: 0, pv: [pick.turn] };
    onInfo?.(info);
    return { ...info, turn: pick.turn };
  }

  /**
   * A turn drawn with weight exp((score − best) / temperature). A forced win in sight is always
   * taken; a forced loss weighs the level's `blunder`.
   */
  private softmaxPick<T extends { score: number }>(ranked: readonly T[], settings: LevelSettings): T {
    const top = ranked[0] as T;
    if (isForced(top.score) && top.score > 0) return top;
    const weights = ranked.map((turn) =>
      isForced(turn.score)
        ? turn.score > 0
          ? 1
          : settings.blunder
        : Math.exp((turn.score - top.score) / settings.temperature),
    );
    const total = weights.reduce((sum, w) => sum + w, 0);
    if (total <= 0) return top;
    let draw = this.random() * total;
    for (let i = 0; i < ranked.length; i++) {
      draw -= weights[i] ?? 0;
      if (draw <= 0) return ranked[i] as T;
    }
    return top;
  }
}
