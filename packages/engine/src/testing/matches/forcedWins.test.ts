import { describe, expect, it } from 'vitest';
import type { GodName } from '../../core/godNames.js';
import { positionToJson } from '../../json/json.js';
import type { Position } from '../../core/position.js';
import { legalTurns } from '../../turn/legalTurns.js';
import { board, listed, play, player, type PlayerJson, rejection, workers } from '../index.js';

/*
 * Forced moves against the win conditions (rules.md R3, R4, §7 and §9), on hand-built positions.
 * Every forced relocation here has a control next to it: the same kind of step made as a real move
 * does win, so each test can fail.
 */

/** Board levels (rank 5 first) with the given levels, ground elsewhere. */
function relief(levels: Readonly<Record<string, number>>): string[] {
  const rows = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);
  for (const [sq, level] of Object.entries(levels)) {
    const file = 'abcde'.indexOf(sq[0] ?? '');
    const rank = Number(sq[1]);
    const row = rows[5 - rank];
    if (row === undefined || file < 0) throw new Error(`bad square ${sq}`);
    row[file] = level;
  }
  return rows.map((row) => row.join(''));
}

const at = (
  players: readonly PlayerJson[],
  levels: Readonly<Record<string, number>>,
  toMove = 0,
  domes: readonly string[] = [],
): Position => board({ players, levels: relief(levels), domes, toMove });

/** The winner a listed turn leads to (throws when the turn is not listed). */
const winnerOf = (pos: Position, text: string): number | null => listed(pos, text).winner;

const isListed = (pos: Position, text: string): boolean => legalTurns(pos).some((turn) => turn.text === text);

const god = (name: GodName, squares: readonly string[], memory?: Partial<PlayerJson>): PlayerJson =>
  player(name, squares, memory);

describe('Pan: "also win if your worker moves down two or more levels" — a forced drop is no move (R3)', () => {
  it('Minotaur pushing a Pan worker from level 2 to the ground does not make Pan win', () => {
    const pos = at([god('minotaur', ['b2', 'a5']), god('pan', ['c2', 'e5'])], { b2: 1, c2: 2 });
    const after = play(pos, 'b2-c2 +c3');
    expect(workers(after, 1)).toContain('d2');
    expect(after.winner).toBeNull();
    // Control: the same drop made as Pan's own move wins.
    const own = at([god('minotaur', ['b2', 'a5']), god('pan', ['c2', 'e5'])], { b2: 1, c2: 2 }, 1);
    expect(winnerOf(own, 'c2-d2')).toBe(1);
  });

  it('Charon forcing a Pan worker from level 2 to the ground does not make Pan win', () => {
    const pos = at([god('charon', ['c2', 'a5']), god('pan', ['b2', 'e5'])], { b2: 2 });
    const after = play(pos, 'b2>d2 c2-c3 +c4');
    expect(workers(after, 1)).toContain('d2');
    expect(after.winner).toBeNull();
  });

  it('Dionysus moving a Pan worker down two levels in his extra turn wins for nobody (no win in extra turns)', () => {
    const pos = at([god('dionysus', ['a5', 'a4'], { extraTurn: true }), god('pan', ['c2', 'e5'])], { c2: 2 });
    expect(winnerOf(pos, 'c2-d2 +d3')).toBeNull();
    expect(isListed(pos, 'c2-d2')).toBe(false);
  });
});

describe('Eros: "also win if one of your workers moves next to your other worker, both on level 1"', () => {
  const levels = { b4: 1, c3: 1, d3: 1, b3: 1 };

  it('Minotaur pushing an Eros worker next to its partner on level 1 does not make Eros win (R3)', () => {
    const pos = at([god('minotaur', ['e3', 'a1']), god('eros', ['d3', 'b4'])], levels);
    const after = play(pos, 'e3-d3 +e2');
    expect(workers(after, 1)).toContain('c3');
    expect(after.winner).toBeNull();
    // Control: Eros's own move to the same square wins.
    const own = at([god('minotaur', ['e3', 'a1']), god('eros', ['d3', 'b4'])], levels, 1);
    expect(winnerOf(own, 'd3-c3')).toBe(1);
  });

  it('Apollo swapping an Eros worker next to its partner on level 1 does not make Eros win (R3)', () => {
    const pos = at([god('apollo', ['c3', 'a1']), god('eros', ['d3', 'b4'])], levels);
    const after = play(pos, 'c3-d3 +e3');
    expect(workers(after, 1)).toContain('c3');
    expect(after.winner).toBeNull();
  });

  it('Charon forcing an Eros worker next to its partner on level 1 does not make Eros win (R3)', () => {
    const pos = at([god('charon', ['c3', 'a1']), god('eros', ['d3', 'b4'])], levels);
    const after = play(pos, 'd3>b3 c3-c2 +c1');
    expect(workers(after, 1)).toContain('b3');
    expect(after.winner).toBeNull();
  });

  it('R9 (3 players: "same level" includes the ground): a push next to the partner on the ground does not win', () => {
    const seats = [god('minotaur', ['e3', 'a1']), god('eros', ['d3', 'b4']), god('hestia', ['e5', 'a5'])];
    const after = play(at(seats, {}), 'e3-d3 +e2');
    expect(workers(after, 1)).toContain('c3');
    expect(after.winner).toBeNull();
    // Control: Eros's own move on the ground next to his partner wins with 3 players (R9) ...
    expect(winnerOf(at(seats, {}, 1), 'd3-c3')).toBe(1);
    // ... but not with 2, where both must be on level 1.
    const two = at([god('minotaur', ['e3', 'a1']), god('eros', ['d3', 'b4'])], {}, 1);
    expect(isListed(two, 'd3-c3')).toBe(false);
  });
});

describe('Chronus: "also win when there are at least five complete towers on the board"', () => {
  // Four complete towers on a5-d5; e1 is level 3 without a dome.
  const towers = { a5: 3, b5: 3, c5: 3, d5: 3, e1: 3 };
  const domes = ['a5', 'b5', 'c5', 'd5'];

  it("§7.16: he wins at once when an opponent's build completes the fifth tower (Apollo)", () => {
    const pos = at([god('apollo', ['d3', 'a1']), god('chronus', ['b3', 'a3'])], towers, 0, domes);
    expect(winnerOf(pos, 'd3-d2 +e1')).toBe(1);
    expect(winnerOf(pos, 'd3-d2 +e2')).toBeNull();
  });

  it("R4: a Demeter first build that completes the fifth tower ends the turn there (Chronus's win)", () => {
    const pos = at([god('demeter', ['d3', 'a1']), god('chronus', ['b3', 'a3'])], towers, 0, domes);
    expect(winnerOf(pos, 'd3-d2 +e1')).toBe(1);
    expect(isListed(pos, 'd3-d2 +e1 +e2')).toBe(false);
    expect(isListed(pos, 'd3-d2 +e2 +e1')).toBe(true);
  });

  it('§2.2: a fifth tower built in a Dionysus extra turn with a Chronus worker wins for Chronus when it ends', () => {
    const pos = at(
      [god('dionysus', ['a1', 'a2'], { extraTurn: true }), god('chronus', ['d3', 'b3'])],
      towers,
      0,
      domes,
    );
    expect(winnerOf(pos, 'd3-d2 +e1')).toBe(1);
  });

  it('§7.18: a Dionysus tower that is the fifth makes Chronus win at once, with no extra turn', () => {
    const pos = at([god('dionysus', ['d3', 'a1']), god('chronus', ['b3', 'a3'])], towers, 0, domes);
    const after = play(pos, 'd3-d2 +e1');
    expect(after.winner).toBe(1);
    expect(positionToJson(after).players[0]?.extraTurn).toBeUndefined();
  });

  it('§7.20: Hera does not cancel Chronus, whose win is no move (his worker on the perimeter)', () => {
    const pos = at([god('chronus', ['d2', 'a3']), god('hera', ['b3', 'c3'])], towers, 0, domes);
    expect(winnerOf(pos, 'd2-e2 +e1')).toBe(0);
  });
});

describe('Hera: "an opponent cannot win by moving into a perimeter space"', () => {
  it('Apollo swapping up onto a perimeter level 3 does not win; the turn goes on to a build', () => {
    const pos = at([god('apollo', ['b2', 'e5']), god('hera', ['a1', 'c4'])], { a1: 3, b2: 2 });
    expect(rejection(pos, 'b2-a1')).not.toBe('');
    expect(winnerOf(pos, 'b2-a1 +a2')).toBeNull();
    // Control: the same swap onto an interior level 3 wins.
    const interior = at([god('apollo', ['c2', 'e5']), god('hera', ['c3', 'a4'])], { c3: 3, c2: 2 });
    expect(winnerOf(interior, 'c2-c3')).toBe(0);
  });

  it('Minotaur pushing along the edge up onto a perimeter level 3 does not win; the turn goes on', () => {
    const pos = at([god('minotaur', ['b1', 'e5']), god('hera', ['c1', 'c4'])], { b1: 2, c1: 3 });
    expect(rejection(pos, 'b1-c1')).not.toBe('');
    const after = play(pos, 'b1-c1 +c2');
    expect(workers(after, 1)).toContain('d1');
    expect(after.winner).toBeNull();
    // Control: the same push up onto an interior level 3 wins.
    const interior = at([god('minotaur', ['b2', 'e5']), god('hera', ['c2', 'a4'])], { b2: 2, c2: 3 });
    expect(winnerOf(interior, 'b2-c2')).toBe(0);
  });

  it('Charon forcing a worker off, then moving up onto a perimeter level 3, does not win', () => {
    const pos = at([god('charon', ['b2', 'e5']), god('hera', ['a1', 'c4'])], { a1: 3, b2: 2 });
    expect(rejection(pos, 'a1>c3 b2-a1')).not.toBe('');
    expect(winnerOf(pos, 'a1>c3 b2-a1 +a2')).toBeNull();
  });

  it("Pan's drop of two levels onto the perimeter does not win; onto an interior space it does", () => {
    const pos = at([god('pan', ['b2', 'e5']), god('hera', ['d4', 'c4'])], { b2: 2 });
    expect(winnerOf(pos, 'b2-a1 +a2')).toBeNull();
    expect(winnerOf(pos, 'b2-c2')).toBe(0);
  });
});

describe('Forced onto level 3: "being forced onto level 3 does not win" (R3, §9)', () => {
  it('Apollo moving down from level 3 swaps the opponent up onto level 3: nobody wins, nor by its later 3→3 move', () => {
    const pos = at([god('apollo', ['c3', 'a1']), player(null, ['d3', 'e1'])], { c3: 3, d3: 2, c4: 3 });
    const after = play(pos, 'c3-d3 +e3');
    expect(workers(after, 1)).toContain('c3');
    expect(after.winner).toBeNull();
    expect(isListed(after, 'c3-c4')).toBe(false);
    expect(winnerOf(after, 'c3-c4 +c5')).toBeNull();
  });

  it('Minotaur pushing the opponent up onto level 3 wins for nobody', () => {
    const pos = at([god('minotaur', ['b3', 'a1']), player(null, ['c3', 'e1'])], { d3: 3 });
    const after = play(pos, 'b3-c3 +c2');
    expect(workers(after, 1)).toContain('d3');
    expect(after.winner).toBeNull();
  });

  it('Charon forcing the opponent up onto level 3 wins for nobody', () => {
    const pos = at([god('charon', ['c3', 'a1']), player(null, ['b3', 'e1'])], { d3: 3 });
    const after = play(pos, 'b3>d3 c3-c2 +c1');
    expect(workers(after, 1)).toContain('d3');
    expect(after.winner).toBeNull();
  });

  it('Dionysus moving an opponent worker up onto level 3 in his extra turn wins for nobody', () => {
    const pos = at([god('dionysus', ['a1', 'a2'], { extraTurn: true }), player(null, ['c3', 'e1'])], {
      c3: 2,
      d3: 3,
    });
    expect(isListed(pos, 'c3-d3')).toBe(false);
    expect(winnerOf(pos, 'c3-d3 +d4')).toBeNull();
  });

  it('Zeus lifting himself onto level 3 does not win, nor does his next 3→3 move', () => {
    const pos = at([god('zeus', ['c3', 'a1']), player(null, ['e5', 'e4'])], { c3: 2, c2: 2, d3: 3 });
    const lifted = play(pos, 'c3-c2 +c2');
    expect(lifted.winner).toBeNull();
    const zeusAgain = play(lifted, 'e5-d5 +d4');
    expect(isListed(zeusAgain, 'c2-d3')).toBe(false);
    expect(winnerOf(zeusAgain, 'c2-d3 +d2')).toBeNull();
  });
});
