import { describe, expect, it } from 'vitest';
import { applyTurnText } from '../written/apply.js';
import type { Position } from '../core/position.js';
import { squareName, type Square } from '../core/square.js';
import { areNeighbours, has, NEIGHBOURS, PERIMETER } from '../core/squareSet.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  key,
  listed,
  longerThanNeeded,
  mulberry32,
  offered,
  play,
  player,
  type PlayerJson,
  randomGames,
  rejection,
  texts,
  workers,
} from '../testing/index.js';

// Triton: a2 (perimeter), c4. Opponent: c2, d3 (interior).
const flat = board({ players: [player('triton', ['a2', 'c4']), player(null, ['c2', 'd3'])] });

/** a2 on level 2; a3 (perimeter) and b3 (interior) on level 3. */
const TOWERS = ['00000', '00000', '33000', '20000', '00000'];
const towers = (opponent: PlayerJson) =>
  board({ players: [player('triton', ['a2', 'e5']), opponent], levels: TOWERS });

describe('Triton', () => {
  it('§7.29: each move onto a perimeter space may be followed by another; each move is written', () => {
    const chain = listed(flat, 'a2-a3 a3-a4 +a5');
    expect(workers(chain.position, 0)).toEqual(['a4', 'c4']);
    expect(texts(flat)).toContain('a2-b1 b1-c1 c1-d1 +e1');
    expect(listed(flat, 'a2-a3 +a2').winner).toBeNull();
  });

  it('§7.29: the chain stops on an interior space, and only the worker that moved goes on', () => {
    expect(rejection(flat, 'a2-b3 b3-b4 +b5')).toBe(
      'b3-b4: Triton moves again only after moving onto a perimeter space: b3 is not on the perimeter',
    );
    expect(rejection(flat, 'a2-a3 c4-c5 +b5')).toBe(
      'c4-c5: Triton moves again only with the worker that moved (now on a3)',
    );
    const interior = offered(flat, 'a2-b3');
    expect(interior.steps.every((step) => step.startsWith('+'))).toBe(true);
    const edge = offered(flat, 'a2-a3');
    expect(edge.canEnd).toBe(false);
    expect(edge.steps).toEqual(expect.arrayContaining(['a3-a4', 'a3-b4', '+a4', '+a2']));
  });

  it('spec §3: squares may be revisited, the start too; apply accepts any chain, reaching the position of a listed turn', () => {
    expect(key(play(flat, 'a2-a3 a3-a2 a2-b2 +b1'))).toBe(key(play(flat, 'a2-b2 +b1')));
    // Back to the start: listed by the first shortest chain found.
    expect(texts(flat)).toContain('a2-a1 a1-a2 +a3');
    expect(key(play(flat, 'a2-a3 a3-a2 +a3'))).toBe(key(play(flat, 'a2-a1 a1-a2 +a3')));
    const listedKeys = new Set(legalTurns(flat).map((turn) => key(turn.position)));
    const random = mulberry32(29);
    for (let trial = 0; trial < 150; trial++) {
      const text = randomChain(flat, random);
      const applied = applyTurnText(flat, text);
      expect(applied.ok, text).toBe(true);
      if (applied.ok) expect(listedKeys.has(key(applied.value)), text).toBe(true);
    }
  });

  it('spec §5: one listed turn per distinct result: every square the chain can end on, every build there', () => {
    const pos = flat;
    const start: Square = 5; // a2
    const blocked = pos.workers & ~(1 << start);
    // Perimeter spaces a chain passes through, then every space one move from the start or from them.
    let through = NEIGHBOURS[start] ?? 0;
    through &= PERIMETER & ~blocked;
    for (let grown = true; grown;) {
      let next = through;
      for (let sq = 0; sq < 25; sq++)
        if (has(through, sq)) next |= (NEIGHBOURS[sq] ?? 0) & PERIMETER & ~blocked;
      grown = next !== through;
      through = next;
    }
    let ends = (NEIGHBOURS[start] ?? 0) & ~blocked;
    for (let sq = 0; sq < 25; sq++) if (has(through, sq)) ends |= (NEIGHBOURS[sq] ?? 0) & ~blocked;
    let expected = 0;
    for (let end = 0; end < 25; end++)
      if (has(ends, end)) expected += countBits((NEIGHBOURS[end] ?? 0) & ~blocked & ~(1 << end));
    const fromA2 = legalTurns(pos).filter((turn) => turn.text.startsWith('a2-'));
    expect(fromA2).toHaveLength(expected);
    expect(new Set(fromA2.map((turn) => key(turn.position))).size).toBe(expected);
  });

  it('spec §3: each position is listed with a shortest chain', () => {
    expect(longerThanNeeded(flat)).toEqual([]);
    const levels = ['00000', '00000', '00000', '00000', '01000'];
    expect(
      longerThanNeeded(
        board({ players: [player('triton', ['a1', 'e5']), player(null, ['c3', 'e1'])], levels }),
      ),
    ).toEqual([]);
  });

  it('R4: the win is checked after each move: moving up onto a perimeter level 3 wins at once', () => {
    const pos = towers(player(null, ['c1', 'e1']));
    expect(listed(pos, 'a2-a3').winner).toBe(0);
    expect(listed(pos, 'a2-b3').winner).toBe(0);
    expect(rejection(pos, 'a2-a3 a3-a4 +a5')).toBe('a3-a4: the turn has ended: "a2-a3" won the game');
  });

  it('§7.29, R4: Hera cancels the win on the perimeter and the chain goes on; after it, 3→3 is no win', () => {
    const pos = towers(player('hera', ['c1', 'e1']));
    expect(texts(pos)).not.toContain('a2-a3');
    expect(play(pos, 'a2-a3 a3-a4 +a5').winner).toBeNull();
    // Onto b3 (interior) straight from a2: a win. Onto b3 from a3, level 3 to level 3: none.
    expect(listed(pos, 'a2-b3').winner).toBe(0);
    expect(listed(pos, 'a2-a3 a3-b3 +b4').winner).toBeNull();
  });

  it('R10, §7.3: a chain that went up is kept apart from one that did not: Athena forbids it, Persephone requires it', () => {
    // b1 on level 1: a1-b1 b1-a1 and a1-a2 a2-a1 both end on a1.
    const levels = ['00000', '00000', '00000', '00000', '01000'];
    const plain = board({ players: [player('triton', ['a1', 'e5']), player(null, ['c3', 'e1'])], levels });
    expect(key(play(plain, 'a1-a2 a2-a1 +b2'))).toBe(key(play(plain, 'a1-b1 b1-a1 +b2')));
    const athena = board({
      players: [player('triton', ['a1', 'e5']), player('athena', ['c3', 'e1'], { movedUp: true })],
      levels,
    });
    expect(texts(athena)).toContain('a1-a2 a2-a1 +b2');
    expect(rejection(athena, 'a1-b1 b1-a1 +b2')).toContain('Athena');
    const persephone = board({
      players: [player('triton', ['a1', 'e5']), player('persephone', ['c3', 'e1'])],
      levels,
    });
    expect(texts(persephone)).toContain('a1-b1 b1-a1 +b2');
    expect(rejection(persephone, 'a1-a2 a2-a1 +b2')).toContain('Persephone');
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['triton', null],
        [null, 'triton'],
        ['triton', 'triton'],
      ],
      3,
      60,
      909,
      10,
      15,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});

const countBits = (set: number): number => {
  let count = 0;
  for (let rest = set; rest !== 0; rest &= rest - 1) count++;
  return count;
};

/** A random legal Triton turn of the worker on a2 in `pos`: a chain of 1–10 moves, then a build. */
function randomChain(pos: Position, random: () => number): string {
  const start: Square = 5;
  const blocked = (sq: Square): boolean => pos.domeAt(sq) || (has(pos.workers, sq) && sq !== start);
  const steps: string[] = [];
  let at = start;
  const length = 1 + Math.floor(random() * 10);
  for (let i = 0; i < length && (i === 0 || has(PERIMETER, at)); i++) {
    const options = Array.from({ length: 25 }, (_, sq) => sq).filter(
      (sq) => areNeighbours(at, sq) && !blocked(sq) && sq !== at && pos.levelAt(sq) <= pos.levelAt(at) + 1,
    );
    const to = options[Math.floor(random() * options.length)];
    if (to === undefined) break;
    steps.push(`${squareName(at)}-${squareName(to)}`);
    at = to;
  }
  const builds = Array.from({ length: 25 }, (_, sq) => sq).filter(
    (sq) => areNeighbours(at, sq) && !blocked(sq) && sq !== at,
  );
  return [...steps, `+${squareName(builds[Math.floor(random() * builds.length)] ?? 0)}`].join(' ');
}
