import {
  applyTurnText,
  emptyPosition,
  forEachLegalTurn,
  legalTurns,
  parsePosition,
  type Position,
} from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { LevelPlayer, LEVELS, levelSettings } from './levels.js';
import { Searcher } from './searcher.js';
import { baseGamePositions, godGamePositions } from './testing/games.js';

function playGame(levelA: number, levelB: number, seed: number, start: Position = emptyPosition()): string[] {
  const players = [
    new LevelPlayer(new Searcher({ hashMb: 1 }), levelA, seed),
    new LevelPlayer(new Searcher({ hashMb: 1 }), levelB, seed + 1),
  ];
  const turns: string[] = [];
  let pos = start;
  while (pos.winner === null && turns.length < 80) {
    const player = players[pos.turn % 2] as LevelPlayer;
    const { turn } = player.chooseTurn(pos, { depth: 2, nodes: 20_000 });
    if (turn === null) break;
    const after = applyTurnText(pos, turn);
    if (!after.ok) throw new Error(`${turn}: ${after.error.message}`);
    pos = after.value;
    turns.push(turn);
  }
  return turns;
}

describe('levels', () => {
  it('has eight levels, clamped at both ends', () => {
    expect(LEVELS).toHaveLength(8);
    expect(levelSettings(0)).toBe(levelSettings(1));
    expect(levelSettings(12)).toBe(levelSettings(8));
  });

  it('replays the same game for the same seeds, and another game for other seeds', () => {
    const a = playGame(1, 2, 42);
    expect(playGame(1, 2, 42)).toEqual(a);
    expect(playGame(1, 2, 43)).not.toEqual(a);
  });

  it('takes a win in one at every level', () => {
    const wins = baseGamePositions(3, 20)
      .filter((pos) => legalTurns(pos).some((turn) => turn.winner === pos.turn))
      .slice(0, 10);
    expect(wins.length).toBeGreaterThan(3);
    for (const level of [1, 3, 6])
      for (const pos of wins) {
        const { turn } = new LevelPlayer(new Searcher({ hashMb: 1 }), level, 1).chooseTurn(pos, {
          timeMs: 5000,
        });
        const after = applyTurnText(pos, turn ?? '');
        expect(after.ok && after.value.winner).toBe(pos.turn);
      }
  });

  it('levels 6 and 7 search a node budget: the same turn and node count however much time is given', () => {
    const pos = baseGamePositions(10, 1)[5] as Position;
    for (const level of [6, 7]) {
      const budget = LEVELS[level - 1]?.nodes ?? 0;
      // A frozen clock: the level's time cap (a safety net) cannot end a search on a slow or busy
      // machine before its node budget does, so only the budget can decide.
      const frozen = { now: () => 0 };
      const runs = [{}, { timeMs: 10_000 }, { timeMs: 60_000 }].map((limits) =>
        new LevelPlayer(new Searcher({ hashMb: 1 }), level, 3).chooseTurn(pos, { ...limits, ...frozen }),
      );
      const first = runs[0];
      for (const run of runs) {
        expect(run.turn).toBe(first?.turn);
        expect(run.nodes).toBe(first?.nodes);
        // The budget is checked every thousand nodes or so.
        expect(run.nodes).toBeLessThanOrEqual(budget + 4096);
      }
    }
    const six = new LevelPlayer(new Searcher({ hashMb: 1 }), 6, 3).chooseTurn(pos, { now: () => 0 });
    const seven = new LevelPlayer(new Searcher({ hashMb: 1 }), 7, 3).chooseTurn(pos, { now: () => 0 });
    expect(seven.nodes).toBeGreaterThan(six.nodes * 4);
  });

  it('a beginner plays varied but legal turns', () => {
    const pos = baseGamePositions(8, 1)[3] as Position;
    const chosen = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const { turn } = new LevelPlayer(new Searcher({ hashMb: 1 }), 1, seed).chooseTurn(pos);
      expect(applyTurnText(pos, turn ?? '').ok).toBe(true);
      chosen.add(turn ?? '');
    }
    expect(chosen.size).toBeGreaterThan(3);
  });

  it('plays legal turns with powers at a low level', () => {
    for (const pos of godGamePositions(['atlas', 'hermes'], 4, 1).slice(0, 6)) {
      const { turn } = new LevelPlayer(new Searcher({ hashMb: 1 }), 2, 9).chooseTurn(pos, { nodes: 500 });
      expect(applyTurnText(pos, turn ?? '').ok).toBe(true);
    }
  });

  it('keeps to its time when nothing could be ranked in it (Morpheus with 12 coins: 646,488 turns)', () => {
    const parsed = parsePosition({
      players: [{ god: 'morpheus', workers: ['c3', 'a1'], coins: 12 }, { workers: ['e5', 'e4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    });
    if (!parsed.ok) throw new Error(parsed.error.message);
    // A clock that moves one tick each time it is read: time is counted in looks, not measured.
    let ticks = 0;
    const now = (): number => ticks++;
    const { turn } = new LevelPlayer(new Searcher({ hashMb: 1 }), 1, 3).chooseTurn(parsed.value, {
      timeMs: 20,
      now,
    });
    // Its 20 ticks and a few looks more; a second full 20 for the fallback would be over 40.
    expect(ticks).toBeLessThan(35);
    let listed = false;
    forEachLegalTurn(parsed.value, (child) => !(listed = child.text === turn));
    expect(listed).toBe(true);
  });
});
