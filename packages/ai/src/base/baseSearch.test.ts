import {
  applyTurnText,
  generateBaseTurns,
  squares,
  legalTurns,
  MAX_BASE_TURNS,
  WIN_FLAG,
  type Position,
} from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { Searcher } from '../searcher.js';
import { WIN, WIN_BOUND } from '../score.js';
import { DEFAULT_TUNING } from './baseSearch.js';
import { skipsDepth } from '../smp/skipsDepth.js';
import { baseGamePositions } from '../testing/games.js';
import { position } from '../testing/position.js';
import { forcesWinWithin, opponentLoses } from '../testing/solver.js';

const positions = baseGamePositions(20261130, 60);

function play(pos: Position, turn: string | null): Position {
  if (turn === null) throw new Error('no turn chosen');
  const after = applyTurnText(pos, turn);
  if (!after.ok) throw new Error(`${turn}: ${after.error.message}`);
  return after.value;
}

function hasWinningStep(pos: Position): boolean {
  const buffer = new Int32Array(MAX_BASE_TURNS);
  const count = generateBaseTurns(pos, buffer, 0);
  for (let i = 0; i < count; i++) if (((buffer[i] ?? 0) & WIN_FLAG) !== 0) return true;
  return false;
}

describe('base-game search', () => {
  it('takes a win in one whenever there is one', () => {
    const wins = positions.filter((pos) => forcesWinWithin(pos, 1));
    expect(wins.length).toBeGreaterThan(20);
    for (const pos of wins) {
      const result = new Searcher({ hashMb: 1 }).search(pos, { depth: 3 });
      expect(result.score).toBe(WIN - 1);
      expect(play(pos, result.turn).winner).toBe(pos.turn);
    }
  });

  it('finds every forced win in two of its own turns (double threats included)', () => {
    const wins = positions.filter((pos) => !forcesWinWithin(pos, 1) && forcesWinWithin(pos, 3));
    expect(wins.length).toBeGreaterThan(10);
    for (const pos of wins) {
      const result = new Searcher({ hashMb: 1 }).search(pos, { depth: 4 });
      expect(result.score, JSON.stringify(result)).toBe(WIN - 3);
      expect(opponentLoses(play(pos, result.turn), 2)).toBe(true);
    }
  });

  it('finds forced wins in three of its own turns', () => {
    // Built-up positions: fewer turns each, more tactics, so the exhaustive solver stays quick.
    const wins = positions
      .filter((pos) => squares(pos.l2).length >= 5)
      .slice(0, 60)
      .filter((pos) => !forcesWinWithin(pos, 3) && forcesWinWithin(pos, 5));
    expect(wins.length).toBeGreaterThan(3);
    for (const pos of wins) {
      const result = new Searcher({ hashMb: 2 }).search(pos, { depth: 6 });
      expect(result.score, JSON.stringify(result)).toBe(WIN - 5);
      expect(opponentLoses(play(pos, result.turn), 4)).toBe(true);
    }
  });

  it('never claims a forced win the solver refutes', () => {
    for (const pos of positions.slice(0, 300)) {
      const result = new Searcher({ hashMb: 1 }).search(pos, { depth: 3 });
      if (result.score >= WIN - 3) expect(forcesWinWithin(pos, WIN - result.score)).toBe(true);
      else expect(forcesWinWithin(pos, 3)).toBe(false);
    }
  });

  it('parries a single threat whenever a parry exists', () => {
    let threatened = 0;
    for (const pos of positions) {
      if (forcesWinWithin(pos, 1)) continue;
      const replies = legalTurns(pos).map((turn) => turn.position);
      const threat = replies.some((after) => hasWinningStep(after));
      const parry = replies.some((after) => after.winner === null && !hasWinningStep(after));
      if (!threat || !parry) continue;
      threatened++;
      const result = new Searcher({ hashMb: 1 }).search(pos, { depth: 2 });
      expect(hasWinningStep(play(pos, result.turn))).toBe(false);
    }
    expect(threatened).toBeGreaterThan(20);
  });

  it('extends a singular line: sees a forced loss a ply sooner than without', () => {
    // From the seeded positions above: blue's only fair turn, e1-d1 +e1, loses in ten plies.
    const pos = position({
      players: [{ workers: ['b1', 'e1'] }, { workers: ['a5', 'c2'] }],
      levels: ['02221', '02222', '13013', '01130', '00321'],
      domes: ['b3', 'c1', 'd2', 'e3'],
      toMove: 0,
    });
    const plain = { ...DEFAULT_TUNING, singularDepth: 0 };
    const extended = new Searcher({ hashMb: 4 }).search(pos, { depth: 8 });
    expect(extended.score).toBe(-(WIN - 10));
    expect(new Searcher({ hashMb: 4, tuning: plain }).search(pos, { depth: 8 }).score).toBeGreaterThan(
      -WIN_BOUND,
    );
    expect(new Searcher({ hashMb: 4, tuning: plain }).search(pos, { depth: 9 }).score).toBe(-(WIN - 10));
  });
});

describe('search limits', () => {
  const pos = positions[5] as Position;

  it('stops near a node limit and still answers with a legal turn', () => {
    const result = new Searcher({ hashMb: 1 }).search(pos, { nodes: 5000 });
    expect(result.nodes).toBeLessThan(5000 + 1100);
    expect(applyTurnText(pos, result.turn ?? '').ok).toBe(true);
  });

  it('stops when asked to, with a legal turn', () => {
    let polls = 0;
    const result = new Searcher({ hashMb: 1 }).search(pos, { stop: () => ++polls > 3 });
    expect(polls).toBe(4);
    expect(applyTurnText(pos, result.turn ?? '').ok).toBe(true);
  });

  it('completes exactly the depth asked for and reports every depth', () => {
    const depths: number[] = [];
    const result = new Searcher({ hashMb: 1 }).search(pos, { depth: 5 }, (info) => depths.push(info.depth));
    expect(depths).toEqual([1, 2, 3, 4, 5]);
    expect(result.depth).toBe(5);
    expect(result.pv[0]).toBe(result.turn);
  });

  it('plays the same turn for the same position and limits', () => {
    const a = new Searcher({ hashMb: 1 }).search(pos, { depth: 6 });
    const b = new Searcher({ hashMb: 1 }).search(pos, { depth: 6 });
    expect(b.turn).toBe(a.turn);
    expect(b.score).toBe(a.score);
  });
});

describe('lazy-SMP helpers', () => {
  const pos = positions[5] as Position;

  it('skip depths by a pattern of their own; the main search and helpers 1–2 cover every depth', () => {
    const searched = (helper: number) =>
      Array.from({ length: 12 }, (_, i) => i + 1).filter((depth) => !skipsDepth(helper, depth));
    expect(searched(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(searched(1)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(searched(2)).toEqual([1, 3, 5, 7, 9, 11]);
    // Helpers 3–6 search runs of two depths, each run starting at a different depth.
    expect([3, 4, 5, 6].map((helper) => searched(helper).slice(0, 4))).toEqual([
      [1, 4, 5, 8],
      [3, 4, 7, 8],
      [2, 3, 6, 7],
      [1, 2, 5, 6],
    ]);
  });

  it('search only the depths their pattern keeps, and leave their results in the shared table', () => {
    const depths: number[] = [];
    const main = new Searcher({ shareTable: true, hashMb: 1 });
    const tables = main.sharedTables;
    if (tables === null) throw new Error('no shared tables');
    const helper = new Searcher({ shareTable: tables, helper: 1 });
    helper.search(pos, { depth: 5 }, (info) => depths.push(info.depth));
    expect(depths).toEqual([1, 2, 4]);
    // With the helper's results in the table, the main search finds its depth 4 in fewer nodes.
    const helped = main.search(pos, { depth: 4 });
    const alone = new Searcher({ shareTable: true, hashMb: 1 }).search(pos, { depth: 4 });
    expect(helped.nodes).toBeLessThan(alone.nodes * 0.7);
    expect(applyTurnText(pos, helped.turn ?? '').ok).toBe(true);
  });
});
