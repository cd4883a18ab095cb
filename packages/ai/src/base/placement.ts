import { formatTurn, NONE, type Position } from '@santorini/engine';
import { SearchClock, type SearchLimits } from '../clock.js';
import type { SearchInfo, SearchResult } from '../result.js';
import { INFINITE } from '../score.js';
import type { BaseSearch } from './baseSearch.js';
import { canonicalPair } from './boardSymmetry.js';

/**
 * Placement in the base game by search (placements decide games). The second placer tries all 253
 * pairs of free squares, each scored by a search of the game that follows; the first placer tries
 * one pair of each symmetry class (49 of the 300) against every reply, keeping the reply that is
 * worst for it (pruned once a pair cannot beat the best so far). Both deepen while time allows.
 */
export function isBasePlacement(pos: Position): boolean {
  return (
    pos.playerCount === 2 &&
    pos.win === NONE &&
    pos.inPlacement &&
    pos.godOf(0) === null &&
    pos.godOf(1) === null
  );
}

type Pair = readonly [number, number];

function freePairs(occupied: number): Pair[] {
  const pairs: Pair[] = [];
  for (let a = 0; a < 25; a++)
    for (let b = a + 1; b < 25; b++)
      if (((occupied >>> a) & 1) === 0 && ((occupied >>> b) & 1) === 0) pairs.push([a, b]);
  return pairs;
}

export function searchBasePlacement(
  search: BaseSearch,
  pos: Position,
  limits: SearchLimits,
  onInfo?: (info: SearchInfo) => void,
): SearchResult {
  const clock = new SearchClock(limits);
  const me = pos.turn;
  const other = me ^ 1;
  const [o0, o1] = pos.slotsOf(other);
  const secondPlacer = o0 !== NONE && o1 !== NONE;
  const maxDepth = Math.min(limits.depth ?? 8, 8);
  let best: { pair: Pair; score: number; depth: number } | null = null;
  let nodes = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const result = secondPlacer
      ? placeSecond(search, pos, [o0, o1], depth, clock, nodes)
      : placeFirst(search, pos, depth, clock, nodes);
    nodes = result.nodes;
    // A pass cut short stands only where none finished: its best of the pairs it tried in full
    // (the central ones first) is the best known.
    if (result.pair !== null && (result.complete || best === null)) {
      best = { pair: result.pair, score: result.score, depth };
      onInfo?.(info(best, nodes, clock));
    }
    if (!result.complete || !clock.roomForAnother(nodes)) break;
  }
  if (best === null) {
    // Not one pair was tried in full: the most central free pair stands in.
    const [pair] = centralFirst(freePairs(pos.occupied));
    if (pair === undefined) return { depth: 0, score: 0, nodes, timeMs: clock.elapsed(), pv: [], turn: null };
    best = { pair, score: 0, depth: 0 };
  }
  const report = info(best, nodes, clock);
  return { ...report, turn: report.pv[0] ?? null };
}

function info(
  best: { pair: Pair; score: number; depth: number },
  nodes: number,
  clock: SearchClock,
): SearchInfo {
  const turn = formatTurn([
    { kind: 'place', to: best.pair[0] },
    { kind: 'place', to: best.pair[1] },
  ]);
  return { depth: best.depth, score: best.score, nodes, timeMs: clock.elapsed(), pv: [turn] };
}

interface Pass {
  /** The best pair the pass tried in full (null: none). */
  pair: Pair | null;
  score: number;
  nodes: number;
  /** Every pair was tried: false when the clock cut the pass short. */
  complete: boolean;
}

/** A square's ring around the centre: 0 for c3, 1 next to it, 2 on the edge. */
const ring = (sq: number): number => Math.max(Math.abs((sq % 5) - 2), Math.abs(Math.floor(sq / 5) - 2));

/**
 * The pairs nearest the centre first (the same order otherwise): a pass the clock cuts short has
 * then tried the pairs most likely best (a level's node budget may allow only a few).
 */
function centralFirst(pairs: readonly Pair[]): Pair[] {
  const closeness = (pair: Pair): number => ring(pair[0]) + ring(pair[1]);
  return pairs
    .map((pair, index) => ({ pair, index }))
    .sort((x, y) => closeness(x.pair) - closeness(y.pair) || x.index - y.index)
    .map(({ pair }) => pair);
}

/**
 * Score for the player who moves first after placement, searched `depth` plies: `first` are its
 * workers. Returns null when the clock ran out.
 */
function scoreAfterPlacement(
  search: BaseSearch,
  pos: Position,
  first: Pair,
  second: Pair,
  depth: number,
  clock: SearchClock,
  nodesBefore: number,
): { score: number; nodes: number } | null {
  const side = pos.start;
  search.reset(clock);
  search.nodes = nodesBefore;
  const node = {
    l1: pos.l1,
    l2: pos.l2,
    l3: pos.l3,
    domes: pos.domes,
    a0: first[0],
    a1: first[1],
    b0: second[0],
    b1: second[1],
    side,
  };
  const { score } = search.searchRoot(node, depth, -INFINITE, INFINITE);
  if (search.wasAborted) return null;
  return { score, nodes: search.nodes };
}

function placeSecond(
  search: BaseSearch,
  pos: Position,
  theirs: Pair,
  depth: number,
  clock: SearchClock,
  nodes: number,
): Pass {
  let best: Pair | null = null;
  let bestScore = -INFINITE;
  for (const pair of centralFirst(freePairs(pos.occupied))) {
    // The first placer moves first: its score is our loss.
    const result = scoreAfterPlacement(search, pos, theirs, pair, depth, clock, nodes);
    if (result === null) return { pair: best, score: bestScore, nodes, complete: false };
    nodes = result.nodes;
    if (-result.score > bestScore) {
      bestScore = -result.score;
      best = pair;
    }
  }
  return { pair: best, score: bestScore, nodes, complete: true };
}

function placeFirst(
  search: BaseSearch,
  pos: Position,
  depth: number,
  clock: SearchClock,
  nodes: number,
): Pass {
  const seen = new Set<number>();
  const candidates = centralFirst(
    freePairs(pos.occupied).filter(([a, b]) => {
      const code = canonicalPair(a, b);
      if (seen.has(code)) return false;
      seen.add(code);
      return true;
    }),
  );
  let best: Pair | null = null;
  let bestScore = -INFINITE;
  for (const mine of candidates) {
    const taken = pos.occupied | (1 << mine[0]) | (1 << mine[1]);
    let worst = INFINITE;
    // The central replies first: the strongest usually, so a weak pair is dropped sooner.
    for (const reply of centralFirst(freePairs(taken))) {
      const result = scoreAfterPlacement(search, pos, mine, reply, depth, clock, nodes);
      if (result === null) return { pair: best, score: bestScore, nodes, complete: false };
      nodes = result.nodes;
      worst = Math.min(worst, result.score);
      if (worst <= bestScore) break;
    }
    if (worst > bestScore) {
      bestScore = worst;
      best = mine;
    }
  }
  return { pair: best, score: bestScore, nodes, complete: true };
}
