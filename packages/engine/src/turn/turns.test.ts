import { describe, expect, it } from 'vitest';
import { formatPosition } from '../json/json.js';
import { emptyPosition } from '../core/position.js';
import { board, player } from '../testing/index.js';
import { legalTurns } from './legalTurns.js';

const texts = (turns: readonly { text: string }[]): string[] => turns.map((turn) => turn.text);

describe('legal turns (base game)', () => {
  it('lists 300 placements, each pair once, then 253 for the second player', () => {
    const first = legalTurns(emptyPosition());
    expect(first).toHaveLength(300);
    expect(texts(first)).toContain('@a1 @b1');
    expect(texts(first)).not.toContain('@b1 @a1');
    const second = legalTurns(first[0]?.position ?? emptyPosition());
    expect(second).toHaveLength(253);
    expect(second[0]?.position.toMove).toBe(0);
  });

  it('moves at most one level up, any number down, never onto workers or domes', () => {
    const pos = board({
      players: [player(null, ['c3', 'a5']), player(null, ['e1', 'e2'])],
      levels: ['00000', '00300', '02100', '00200', '00000'],
      domes: ['d2'],
    });
    // c3 is on level 1: b3 (2) and c2 (2) are climbable, c4 (3) is not, d2 has a dome.
    const moves = new Set(
      texts(legalTurns(pos))
        .filter((t) => t.startsWith('c3-'))
        .map((t) => t.split(' ')[0]),
    );
    expect([...moves].sort()).toEqual(['c3-b2', 'c3-b3', 'c3-b4', 'c3-c2', 'c3-d3', 'c3-d4'].sort());
  });

  it('builds next to the moved worker, a dome on level 3, never on a dome or a worker', () => {
    const pos = board({
      players: [player(null, ['a1', 'e5']), player(null, ['c1', 'c3'])],
      levels: ['00000', '00000', '00000', '30000', '00000'],
      domes: [],
    });
    const builds = texts(legalTurns(pos)).filter((t) => t.startsWith('a1-b2 '));
    expect(builds.sort()).toEqual(
      ['a1-b2 +a1', 'a1-b2 +a2', 'a1-b2 +a3', 'a1-b2 +b1', 'a1-b2 +b3', 'a1-b2 +c2'].sort(),
    );
    const after = legalTurns(pos).find((turn) => turn.text === 'a1-b2 +a2');
    expect(after?.position.domeAt(5)).toBe(true);
    expect(after?.position.levelAt(5)).toBe(3);
  });

  it('wins by moving up onto level 3, with no build, and hands the turn over', () => {
    const pos = board({
      players: [player(null, ['c3', 'a1']), player(null, ['e1', 'e2'])],
      levels: ['00000', '00000', '00230', '00000', '00000'],
    });
    const win = legalTurns(pos).find((turn) => turn.text === 'c3-d3');
    expect(win?.winner).toBe(0);
    expect(win?.position.toMove).toBe(1);
    expect(texts(legalTurns(pos)).some((t) => t.startsWith('c3-d3 '))).toBe(false);
    expect(legalTurns(win?.position ?? pos)).toEqual([]);
  });

  it('does not win by moving from level 3 to level 3', () => {
    const pos = board({
      players: [player(null, ['c3', 'a1']), player(null, ['e1', 'e2'])],
      levels: ['00000', '00000', '00330', '00000', '00000'],
    });
    const across = legalTurns(pos).filter((turn) => turn.text.startsWith('c3-d3 '));
    expect(across.length).toBeGreaterThan(0);
    expect(across.every((turn) => turn.winner === null)).toBe(true);
  });

  it('makes the last mover the winner when the next player has no legal turn (R2)', () => {
    // Player 1's workers on a5 and b5 are boxed in once a4 is built up to level 2.
    const pos = board({
      players: [player(null, ['c3', 'e1']), player(null, ['a5', 'b5'])],
      levels: ['00200', '12200', '00000', '00000', '00000'],
    });
    const trap = legalTurns(pos).find((turn) => turn.text === 'c3-b3 +a4');
    expect(trap?.winner).toBe(0);
    expect(trap?.position.winner).toBe(0);
    expect(trap?.position.toMove).toBe(1);
    expect(formatPosition(trap?.position ?? pos)).toMatch(/"winner":0/);
  });

  it('lists nothing for a finished game or a player with no turn', () => {
    expect(
      legalTurns(
        board({
          players: [player(null, ['c3', 'a1']), player(null, ['e1', 'e2'])],
          winner: 1,
        }),
      ),
    ).toEqual([]);
  });
});
