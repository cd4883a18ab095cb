import { describe, expect, it } from 'vitest';
import { legalTurns } from '../turn/legalTurns.js';
import { board, json, play, player, randomGameProblems, texts } from '../testing/index.js';

describe('Medusa', () => {
  it('§7.24: at the end of her turn every lower opposing neighbour is removed and a block built on its space', () => {
    // Medusa moves e5 → d4 (level 2): the opponent's c3 (level 1) and c4 (ground) are lower neighbours.
    const pos = board({
      players: [player('medusa', ['e5', 'a1']), player(null, ['c3', 'c4'])],
      levels: ['00001', '00020', '00100', '00000', '00000'],
    });
    expect(texts(pos)).toContain('e5-d4 +e5');
    const after = play(pos, 'e5-d4 +e5');
    expect(json(after).players[1]?.workers).toEqual([]);
    expect(json(after).levels).toEqual(['00002', '00120', '00200', '00000', '00000']);
    expect(after.winner).toBe(0); // R2: no workers left
  });

  it('§7.24: a neighbour on the same level or higher, and her own workers, are untouched', () => {
    const pos = board({
      players: [player('medusa', ['b2', 'a1']), player(null, ['c3', 'e5'])],
      levels: ['00000', '00000', '00100', '01000', '00000'],
    });
    // Medusa's b2 (level 1) stays next to c3 (level 1): same level, nothing happens.
    const same = play(pos, 'a1-b1 +a1');
    expect(json(same).players[1]?.workers).toEqual(['c3', 'e5']);
    expect(json(same).players[0]?.workers).toEqual(['b2', 'b1']);
  });

  it('§7.24: mandatory and not written: the turn is the plain move and build', () => {
    const pos = board({
      players: [player('medusa', ['b3', 'a5']), player(null, ['d3', 'e1'])],
      levels: ['00000', '00000', '00000', '00100', '00000'],
    });
    // b3 → c2 (level 1) next to d3 (ground): d3 is petrified whatever the build.
    const turns = legalTurns(pos).filter((turn) => turn.text.startsWith('b3-c2 '));
    expect(turns.length).toBeGreaterThan(0);
    for (const turn of turns) expect(json(turn.position).players[1]?.workers).toEqual(['e1']);
    expect(json(play(pos, 'b3-c2 +b2')).levels[2]).toBe('00010');
  });

  it('§7.24: no petrification when her turn wins', () => {
    const pos = board({
      players: [player('medusa', ['c3', 'a5']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00030', '00200', '00000', '00000'],
    });
    const won = play(pos, 'c3-d4');
    expect(won.winner).toBe(0);
    expect(json(won).players[1]?.workers).toEqual(['e5', 'e4']);
  });

  it('R2, §3.1: in 3 players both opponents are petrified; one left without workers is eliminated at its turn', () => {
    const three = board({
      players: [player('medusa', ['c3', 'a5']), player('hera', ['b2', 'e1']), player('limus', ['d2'])],
      levels: ['00000', '00000', '00100', '00000', '00000'],
    });
    const after = play(three, 'a5-a4 +a5');
    expect(json(after).players[1]?.workers).toEqual(['e1']);
    expect(json(after).players[2]).toEqual({ god: 'limus', workers: [] });
    expect(after.toMove).toBe(1);
    const out = play(after, 'e1-e2 +e1');
    expect(json(out).players[2]).toEqual({ god: 'limus', workers: [], out: true });
    expect(out.toMove).toBe(0);
  });

  it("R16: in 4 players only her own turn petrifies, not her teammate's", () => {
    const mates = ['c3', 'a5'];
    const foes = ['b2', 'e1'];
    const levels = ['00000', '00000', '00100', '00000', '00000'];
    const teammate = board({
      players: [player('atlas', mates), player('hera', foes), player('medusa', mates), player('limus', foes)],
      levels,
    });
    expect(json(play(teammate, 'a5-a4 +a5')).players[1]?.workers).toEqual(['b2', 'e1']);
    const own = board({
      players: [player('medusa', mates), player('hera', foes), player('atlas', mates), player('limus', foes)],
      levels,
    });
    const after = play(own, 'a5-a4 +a5');
    expect(json(after).players[1]?.workers).toEqual(['e1']);
    expect(json(after).players[3]?.workers).toEqual(['e1']);
  });

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['medusa', null],
      [null, 'medusa'],
      ['medusa', 'medusa'],
      ['medusa', 'athena', 'limus'],
      ['medusa', 'hera', 'bia', 'persephone'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 180)).toEqual([]);
  });
});
