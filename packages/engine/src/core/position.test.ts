import { MOVED_UP } from '../gods/athena.js';
import { COINS } from '../gods/morpheus.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateBaseTurns, makeBaseTurn, MAX_BASE_TURNS, unmakeBaseTurn } from '../kernel/fastBase.js';
import { formatPosition, positionKey } from '../json/json.js';
import { formatTurn } from './turnText.js';
import { mutableCopy, MutablePosition, NONE, type Position } from './position.js';
import { DEFAULT_RULES } from './rules.js';
import { parseSquare } from './square.js';
import { board, randomGame } from '../testing/index.js';
import { legalTurns } from '../turn/legalTurns.js';

const hashOf = (pos: Position): string => `${pos.hash[0] ?? 0}:${pos.hash[1] ?? 0}`;

function rehashed(pos: Position): string {
  const copy = mutableCopy(pos);
  copy.rehash();
  return hashOf(copy);
}

const POOL: Position[] = Array.from({ length: 40 }, (_, seed) => randomGame(seed + 1)).flat();
const reachable = fc
  .nat({ max: POOL.length - 1 })
  .map((index) => POOL[index])
  .filter((pos): pos is Position => pos !== undefined);

describe('position', () => {
  it('keeps its incremental hash equal to one computed from scratch', () => {
    fc.assert(
      fc.property(reachable, (pos) => {
        expect(hashOf(pos)).toBe(rehashed(pos));
      }),
      { numRuns: 200 },
    );
  });

  it('gives equal hashes to equal positions reached by different turn orders', () => {
    const key = (pos: Position): string => `${positionKey(pos)} ${hashOf(pos)}`;
    const seen = new Map<string, string>();
    for (let seed = 1; seed <= 30; seed++) {
      for (const pos of randomGame(seed)) {
        const byKey = seen.get(positionKey(pos));
        if (byKey !== undefined) expect(key(pos)).toBe(byKey);
        seen.set(positionKey(pos), key(pos));
      }
    }
  });

  it('make then unmake restores the position exactly, and make equals playing the turn', () => {
    const buffer = new Int32Array(MAX_BASE_TURNS);
    fc.assert(
      fc.property(
        reachable.filter((pos) => !pos.inPlacement && pos.winner === null),
        (pos) => {
          const work = mutableCopy(pos);
          const before = `${formatPosition(work)} ${hashOf(work)}`;
          const n = generateBaseTurns(work, buffer, 0);
          const byPlay = new Map(legalTurns(pos).map((turn) => [formatTurn(turn.turn), turn.position]));
          expect(n).toBe(byPlay.size);
          for (let i = 0; i < n; i++) {
            const turn = buffer[i] ?? 0;
            makeBaseTurn(work, turn);
            expect(hashOf(work)).toBe(rehashed(work));
            unmakeBaseTurn(work, turn);
            expect(`${formatPosition(work)} ${hashOf(work)}`).toBe(before);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('clones independently', () => {
    const [pos] = randomGame(7).slice(10, 11);
    if (pos === undefined) throw new Error('game too short');
    const copy = mutableCopy(pos);
    copy.buildOn(0, true);
    expect(pos.domeAt(0)).toBe(false);
    expect(copy.domeAt(0)).toBe(true);
  });
});

describe('copies share seat memory and eliminations until one changes them', () => {
  const threePlayers = (): MutablePosition =>
    new MutablePosition({ gods: ['athena', 'morpheus', 'pan'], start: 0, rules: DEFAULT_RULES });

  it('a change to the copy leaves the original alone, and the other way round', () => {
    const pos = threePlayers();
    const copy = mutableCopy(pos);
    const hash = hashOf(pos);
    copy.setMemoryOf(0, MOVED_UP, true);
    copy.eliminate(2);
    expect(pos.memoryOf(0, MOVED_UP)).toBe(false);
    expect(pos.isOut(2)).toBe(false);
    expect(hashOf(pos)).toBe(hash);
    expect(copy.memoryOf(0, MOVED_UP)).toBe(true);
    expect(copy.isOut(2)).toBe(true);

    const again = mutableCopy(pos);
    pos.setMemoryOf(1, COINS, 2);
    expect(again.memoryOf(1, COINS)).toBe(0);
    expect(pos.memoryOf(1, COINS)).toBe(2);
    expect(rehashed(pos)).toBe(hashOf(pos));
    expect(rehashed(copy)).toBe(hashOf(copy));
  });

  it('setting a memory to what it already is changes nothing', () => {
    const pos = threePlayers();
    pos.setMemoryOf(1, COINS, 3);
    const memory = pos.memory[1];
    const hash = hashOf(pos);
    pos.setMemoryOf(1, COINS, 3);
    expect(pos.memory[1]).toBe(memory);
    expect(hashOf(pos)).toBe(hash);
  });
});

describe('reading a worker on a square', () => {
  const sq = (name: string): number => parseSquare(name) ?? -1;
  const selene = board({
    players: [
      { god: 'selene', workers: ['c3', 'a1'] },
      { god: null, workers: ['e5', 'e4'] },
    ],
  });

  it("workerAt names the side and slot; only Selene's second worker is female", () => {
    expect(selene.workerAt(sq('c3'))).toEqual({ side: 0, slot: 0, female: false });
    expect(selene.workerAt(sq('a1'))).toEqual({ side: 0, slot: 1, female: true });
    expect(selene.workerAt(sq('e4'))).toEqual({ side: 1, slot: 1, female: false });
    expect(selene.workerAt(sq('b2'))).toBeNull();
    expect([sq('c3'), sq('a1'), sq('e5'), sq('e4'), sq('b2')].map((s) => selene.femaleAt(s))).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('agrees with sideAt on every square of random games', () => {
    for (let seed = 1; seed <= 4; seed++)
      for (const pos of randomGame(seed))
        for (let square = 0; square < 25; square++)
          expect(pos.workerAt(square)?.side ?? NONE).toBe(pos.sideAt(square));
  });
});
