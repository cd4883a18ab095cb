import { describe, expect, it } from 'vitest';
import { isMoveUp } from '../core/events.js';
import { formatTurn } from '../core/turnText.js';
import { perft } from '../kernel/perft.js';
import { parseSquare } from '../core/square.js';
import { board, json, offered, play, randomGamesOfLineup, rejection, turnsFrom } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';
import { turnRecords } from '../turn/generate.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

// Zeus on c3 (level 2) and a1; b3 is level 2, a4 level 3.
const pos = board({
  players: [
    { god: 'zeus', workers: ['c3', 'a1'] },
    { god: null, workers: ['e5', 'e4'] },
  ],
  levels: ['00000', '30000', '02200', '00000', '00000'],
});

describe('Zeus', () => {
  it('may build a block under himself, written + its own square', () => {
    expect(turnsFrom(pos, 'c3-b3 ')).toEqual(
      ['+a2', '+a3', '+a4', '+b2', '+b3', '+b4', '+c2', '+c3', '+c4'].map((b) => `c3-b3 ${b}`),
    );
    const ground = play(pos, 'c3-c2 +c2');
    expect(ground.levelAt(sq('c2'))).toBe(1);
    expect(json(ground).players[0]?.workers).toEqual(['c2', 'a1']);
  });

  it('R3 / rules.md §9: lifted onto level 3 he is forced, not moved — no win', () => {
    const lifted = legalTurns(pos).find((turn) => turn.text === 'c3-b3 +b3');
    expect(lifted?.winner).toBeNull();
    expect(lifted?.position.levelAt(sq('b3'))).toBe(3);
    expect(lifted?.position.toMove).toBe(1);
    expect(json(lifted?.position ?? pos).players[0]?.workers).toEqual(['b3', 'a1']);
  });

  it('R4: a later move from that level-3 space to another level-3 space does not win', () => {
    const high = play(pos, 'c3-b3 +b3', 'e4-d4 +d5');
    const across = legalTurns(high).filter((turn) => turn.text.startsWith('b3-a4 '));
    expect(across.length).toBeGreaterThan(0);
    expect(across.every((turn) => turn.winner === null)).toBe(true);
    // Control: from level 2 the same step onto a4 wins.
    const climb = play(pos, 'c3-b3 +c3', 'e4-d4 +d5');
    expect(legalTurns(climb).find((turn) => turn.text === 'b3-a4')?.winner).toBe(0);
  });

  it('rules.md §4.3: domes are not blocks — never a dome under himself, nothing from level 3', () => {
    expect(rejection(pos, 'c3-b3 +b3D')).toMatch(/Zeus builds a block, never a dome, under himself/);
    const high = play(pos, 'c3-b3 +b3', 'e4-d4 +d5');
    expect(turnsFrom(high, 'b3-a4 ')).not.toContain('b3-a4 +a4');
    expect(rejection(high, 'b3-a4 +a4')).toMatch(/only from level 0, 1 or 2/);
    expect(rejection(high, 'b3-a4 +a4D')).toMatch(/only from level 0, 1 or 2/);
  });

  it('the lift is one build event on his own square (dome: false, levelBefore), no move up', () => {
    const record = turnRecords(pos).find((r) => formatTurn(r.turn) === 'c3-b3 +b3');
    const events = record?.events ?? [];
    expect(events.filter((event) => event.kind === 'build')).toEqual([
      { kind: 'build', at: sq('b3'), builder: sq('b3'), dome: false, levelBefore: 2 },
    ]);
    expect(events.some((event) => event.kind === 'force')).toBe(false);
    expect(events.some(isMoveUp)).toBe(false);
  });

  it('only Zeus builds under himself: the opponent is told a worker cannot', () => {
    const theirs = play(pos, 'c3-b3 +a2');
    expect(rejection(theirs, 'e4-d4 +d4')).toMatch(/a worker cannot build under itself/);
    expect(turnsFrom(theirs, 'e4-d4 ')).not.toContain('e4-d4 +d4');
  });

  it('offers his own square step by step while he stands on level 0–2 (nextSteps)', () => {
    expect(offered(pos, 'c3-b3').steps).toContain('+b3');
    const high = play(pos, 'c3-b3 +b3', 'e4-d4 +d5');
    expect(offered(high, 'b3-a4').steps).not.toContain('+a4');
    expect(offered(high, 'b3-a4').steps.length).toBeGreaterThan(0);
  });

  it('perft: one more child per move that ends on level 0–2 (the lift)', () => {
    const base = board({
      players: [
        { god: null, workers: ['c3', 'a1'] },
        { god: null, workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '30000', '02200', '00000', '00000'],
    });
    const lifts = legalTurns(pos).filter((turn) => {
      const [move, build] = turn.text.split(' ');
      return build === `+${move?.slice(3) ?? ''}`;
    }).length;
    // c3 (level 2) has 8 moves, a1 has 3 (a2 b1 b2): none ends on level 3.
    expect(lifts).toBe(11);
    expect(perft(pos, 1)).toBe(perft(base, 1) + lifts);
  });

  it('R6: next to Limus the lift is a build on his own space, and Limus forbids it', () => {
    const limus = board({
      players: [
        { god: 'zeus', workers: ['c3', 'a1'] },
        { god: 'limus', workers: ['d5', 'e5'] },
      ],
    });
    // c4 neighbours d5: no lift there; c2 is far from Limus: the lift stands.
    expect(turnsFrom(limus, 'c3-c4 ')).not.toContain('c3-c4 +c4');
    expect(rejection(limus, 'c3-c4 +c4')).toMatch(/Limus/);
    expect(play(limus, 'c3-c2 +c2').levelAt(sq('c2'))).toBe(1);
  });

  it('random games (Zeus vs none, vs Zeus): listed turns apply, distinct, board invariants hold', () => {
    for (const gods of [
      ['zeus', null],
      ['zeus', 'zeus'],
    ] as const) {
      const run = randomGamesOfLineup({ gods, games: 8, maxTurns: 50, seed: 30000, sample: 2 });
      expect(run.problems).toEqual([]);
      expect(run.positions).toBeGreaterThan(100);
    }
  });
});
