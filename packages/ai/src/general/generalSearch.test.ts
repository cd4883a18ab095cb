import {
  applyTurnText,
  GOD_NAMES,
  legalTurns,
  startingPosition,
  type GodName,
  type Position,
} from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { FEATURE_COUNT } from '../nnue/features.js';
import { committedGeneralNetwork, committedNetwork } from '../nnue/committedNetwork.js';
import { ACTIVATION_MAX, OUTPUT_ONE, type Network } from '../nnue/network.js';
import { WIN } from '../score.js';
import { Searcher } from '../searcher.js';
import { TranspositionTable } from '../tt.js';
import { baseGamePositions, godGamePositions } from '../testing/games.js';
import { mulberry32 } from '../testing/random.js';
import { forcesWinWithin } from '../testing/solver.js';
import { GeneralEvaluator } from './evaluate.js';
import { GeneralSearch } from './generalSearch.js';

const general = (): GeneralSearch => new GeneralSearch(new TranspositionTable(1));

function expectLegal(pos: Position, turn: string | null): void {
  expect(turn).not.toBeNull();
  const after = applyTurnText(pos, turn ?? '');
  expect(after.ok, `${turn ?? ''} in ${JSON.stringify(pos)}`).toBe(true);
}

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  return Array.from({ length: count }, () => items[Math.floor(random() * items.length)] as T);
}

describe('general search', () => {
  it('agrees with the exhaustive solver on base-game forced wins in two turns', () => {
    const positions = baseGamePositions(7, 12);
    let wins = 0;
    for (const pos of positions.slice(0, 160)) {
      const result = general().search(pos, { depth: 3 });
      const solverWins = forcesWinWithin(pos, 3);
      expect(result.score >= WIN - 3, JSON.stringify(result)).toBe(solverWins);
      if (solverWins) wins++;
      expectLegal(pos, result.turn);
    }
    expect(wins).toBeGreaterThan(5);
  });

  it('chooses a legal turn with every power, in placement and in play', () => {
    const random = mulberry32(99);
    for (const god of GOD_NAMES) {
      const opponents = GOD_NAMES.filter((other) => other !== god);
      const opponent = opponents[Math.floor(random() * opponents.length)] as GodName;
      let positions: Position[];
      try {
        positions = godGamePositions([god, opponent], 11, 2);
      } catch {
        // A banned pair (R13): try the game without a power on the other side.
        positions = godGamePositions([god, null], 11, 2);
      }
      for (const pos of sample(positions, 3, random))
        expectLegal(pos, general().search(pos, { nodes: 150 }).turn);
    }
  });

  it('chooses legal turns with 3 and 4 players', () => {
    const random = mulberry32(5);
    const lineups: GodName[][] = [
      ['apollo', 'athena', 'minotaur'],
      ['demeter', 'hermes', 'pan'],
      ['artemis', 'atlas', 'hephaestus', 'prometheus'],
      ['zeus', 'hestia', 'medusa', 'triton'],
    ];
    for (const gods of lineups)
      for (const pos of sample(godGamePositions(gods, 3, 2), 4, random))
        expectLegal(pos, general().search(pos, { nodes: 200 }).turn);
  });

  it('takes a winning turn when a power offers one', () => {
    let checked = 0;
    for (const gods of [
      ['pan', 'athena'],
      ['minotaur', 'apollo'],
      ['artemis', 'hera'],
    ] as GodName[][]) {
      for (const pos of godGamePositions(gods, 21, 4)) {
        const winning = legalTurns(pos).some((turn) => turn.winner === pos.turn);
        if (!winning) continue;
        checked++;
        const result = general().search(pos, { depth: 2 });
        expect(result.score).toBe(WIN - 1);
        const after = applyTurnText(pos, result.turn ?? '');
        expect(after.ok && after.value.winner).toBe(pos.turn);
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe("the Searcher's default in 2-player games with powers", () => {
  it('adds the committed general network; generalNetwork: null (or network: null) searches without it, network: N with N', () => {
    const positions = godGamePositions(['minotaur', 'demeter'], 11, 2)
      .filter((pos) => !pos.inPlacement && pos.winner === null)
      .slice(0, 10);
    expect(positions).toHaveLength(10);
    const scores = positions.map((pos) => ({
      byDefault: new Searcher({ hashMb: 1 }).search(pos, { depth: 1 }).score,
      committed: new Searcher({ hashMb: 1, generalNetwork: committedGeneralNetwork() }).search(pos, {
        depth: 1,
      }).score,
      base: new Searcher({ hashMb: 1, generalNetwork: committedNetwork() }).search(pos, { depth: 1 }).score,
      given: new Searcher({ hashMb: 1, network: committedNetwork() }).search(pos, { depth: 1 }).score,
      alone: new Searcher({ hashMb: 1, generalNetwork: null }).search(pos, { depth: 1 }).score,
      noNetwork: new Searcher({ hashMb: 1, network: null }).search(pos, { depth: 1 }).score,
    }));
    for (const { byDefault, committed, alone, noNetwork, base, given } of scores) {
      expect(byDefault).toBe(committed);
      expect(noNetwork).toBe(alone);
      expect(given).toBe(base);
    }
    expect(scores.filter(({ byDefault, alone }) => byDefault !== alone).length).toBeGreaterThan(5);
    // The base game's network (with the workers' status) is not the one games with powers add.
    expect(scores.filter(({ byDefault, base }) => byDefault !== base).length).toBeGreaterThan(5);
  });
});

describe('3–4 players with a network', () => {
  it("takes a skipped correction to be the root's: a constant correction shifts the score by itself", () => {
    const shift = 200;
    const constant: Network = {
      hidden: 1,
      featureWeights: new Int16Array(FEATURE_COUNT),
      featureBias: new Int16Array(1),
      outputWeights: new Int16Array(2),
      outputBias: (shift * ACTIVATION_MAX * OUTPUT_ONE) / 400,
      scale: 400,
      fieldReading: true,
    };
    const positions = godGamePositions(['apollo', 'pan', 'athena'], 21, 3)
      .filter((pos) => !pos.inPlacement && pos.winner === null && pos.out.every((out) => !out))
      .slice(0, 12);
    expect(positions).toHaveLength(12);
    let compared = 0;
    for (const pos of positions) {
      // At depth 3 every leaf has the root's seat to move, so each is corrected by +shift.
      const alone = new Searcher({ hashMb: 1 }).search(pos, { depth: 3 });
      const shifted = new Searcher({ hashMb: 1, manyPlayerNetwork: constant }).search(pos, { depth: 3 });
      if (Math.abs(alone.score) >= WIN - 64) continue;
      expect(shifted.score).toBe(alone.score + shift);
      compared++;
    }
    expect(compared).toBeGreaterThan(6);

    // The same in 2 players with a network that reads the powers (at depth 2 the root's side moves).
    const twoPlayer = godGamePositions(['artemis', 'hephaestus'], 22, 2)
      .filter((pos) => !pos.inPlacement && pos.winner === null)
      .slice(0, 10);
    const readsPowers = { ...constant, fieldReading: false, powerInputs: true };
    let comparedTwo = 0;
    for (const pos of twoPlayer) {
      const alone = new Searcher({ hashMb: 1, generalNetwork: null }).search(pos, { depth: 2 });
      const shifted = new Searcher({ hashMb: 1, generalNetwork: readsPowers }).search(pos, { depth: 2 });
      if (Math.abs(alone.score) >= WIN - 64) continue;
      expect(shifted.score).toBe(alone.score + shift);
      comparedTwo++;
    }
    expect(comparedTwo).toBeGreaterThan(5);
  });
});

/**
 * Plain minimax over every legal turn with the hand-written evaluation: the value alpha-beta must
 * find (paranoid in 3 players: only the root's seat maximizes).
 */
function minimax(
  pos: Position,
  depth: number,
  ply: number,
  rootSeat: number,
  evaluator: GeneralEvaluator,
): number {
  const sideOf = (seat: number): number => (pos.playerCount === 4 ? seat & 1 : seat);
  const ours = (seat: number): boolean =>
    pos.playerCount === 3 ? seat === rootSeat : sideOf(seat) === sideOf(rootSeat);
  if (pos.winner !== null) return ours(pos.winner) ? WIN - ply : -(WIN - ply);
  if (depth === 0) return evaluator.handWritten(pos, sideOf(rootSeat));
  const maximizing = ours(pos.turn);
  const values = legalTurns(pos).map((child) =>
    minimax(child.position, depth - 1, ply + 1, rootSeat, evaluator),
  );
  if (values.length === 0) return maximizing ? -(WIN - ply) : WIN - ply;
  return maximizing ? Math.max(...values) : Math.min(...values);
}

describe('the general search without a network', () => {
  it("finds plain minimax's value, its frontier nodes stopping at the first turn that cuts", () => {
    const random = mulberry32(17);
    const lineups: GodName[][] = [
      ['apollo', 'demeter'],
      ['minotaur', 'athena'],
      ['pan', 'atlas'],
      ['artemis', 'hera'],
      ['prometheus', 'zeus'],
      ['hermes', 'hestia', 'limus'],
    ];
    const evaluator = new GeneralEvaluator();
    let compared = 0;
    for (const gods of lineups) {
      const positions = godGamePositions(gods, 31, 2).filter(
        (pos) => !pos.inPlacement && pos.winner === null,
      );
      for (const pos of sample(positions, 3, random)) {
        const depth = 2;
        const search = new GeneralSearch(new TranspositionTable(1), evaluator);
        expect(search.search(pos, { depth }).score, `${gods.join(' ')} ${pos.hash.join(',')}`).toBe(
          minimax(pos, depth, 0, pos.turn, evaluator),
        );
        compared++;
      }
    }
    expect(compared).toBe(18);
  });
});

describe('the general search on its limits', () => {
  it('stops near its node budget when the frontier nodes cut off one after the other', () => {
    // Hermes to move with 975 turns, each answered by a Limus frontier node that cuts at once: the
    // clock was asked at node counts divisible by 64, which a frontier's two nodes skipped.
    const pos = startingPosition(['limus', 'hermes'], 0, {}, 1);
    if (!pos.ok) throw new Error(pos.error.message);
    let current = pos.value;
    for (const text of ['@e2 @b5', '@d1 @c5', 'e2-d3 +e3']) {
      const after = applyTurnText(current, text);
      if (!after.ok) throw new Error(after.error.message);
      current = after.value;
    }
    for (const budget of [500, 1500, 2500]) {
      const result = general().search(current, { nodes: budget });
      expect(result.nodes).toBeGreaterThanOrEqual(budget);
      expect(result.nodes).toBeLessThan(budget + 70);
      expectLegal(current, result.turn);
    }
  });
});
