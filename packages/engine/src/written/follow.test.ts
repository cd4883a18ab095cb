import { describe, expect, it } from 'vitest';
import { powerOf } from '../gods/index.js';
import type { TurnBuilder } from '../gods/power.js';
import { parseTurn } from './notation.js';
import { formatTurn } from '../core/turnText.js';
import type { Position } from '../core/position.js';
import type { Turn } from '../core/steps.js';
import { board, player, type BoardSpec } from '../testing/index.js';
import { Finisher } from './finish.js';
import { Follower } from './follow.js';
import { stepKey } from './written.js';

const parsed = (text: string): Turn => {
  const result = parseTurn(text);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const writtenTurns = (god: 'hermes' | 'triton' | 'poseidon'): ((b: TurnBuilder) => void) => {
  const written = powerOf(god).writtenTurns;
  if (written === undefined) throw new Error(`${god} declares no writtenTurns`);
  return written;
};

/** Hermes on a1 and e1, the board flat and open. */
const hermes: Position = board({ players: [player('hermes', ['a1', 'e1']), player(null, ['a5', 'e5'])] });

function follow(pos: Position, text: string): Follower {
  const follower = new Follower(pos, pos.turn, false, parsed(text));
  writtenTurns('hermes')(follower);
  return follower;
}

describe('Follower: a written turn read through the power', () => {
  it('keeps the turn the written steps spell, builders named', () => {
    const followed = follow(hermes, 'a1-a2 e1-d1 a2-b2 +c3');
    expect(followed.complete.map((record) => formatTurn(record.turn))).toEqual(['a1-a2 e1-d1 a2-b2 +c3']);
    expect(followed.complete[0]?.turn[3]).toMatchObject({ kind: 'build', builder: 6 });
    expect(followed.reached.depth).toBe(4);
  });

  it('says how far the power allows the written steps, and what it allows there', () => {
    // A move onto another level is a normal Hermes turn: no move may follow it.
    const stuck = follow(
      board({ ...hermesOn(['00000', '00000', '00000', '01000', '00000']) }),
      'a1-b2 b2-c2 +c3',
    );
    expect(stuck.complete).toEqual([]);
    expect(stuck.reached.depth).toBe(1);
    expect(stuck.reached.next?.kind).toBe('build');
    expect(stuck.reached.canEnd).toBe(false);
  });

  it('matches no build that names no builder before any move', () => {
    expect(follow(hermes, '+a2').reached.depth).toBe(0);
    expect(follow(hermes, 'a1+a2').complete).toHaveLength(1);
  });
});

function hermesOn(levels: readonly string[]): BoardSpec {
  return { players: [player('hermes', ['a1', 'e1']), player(null, ['a5', 'e5'])], levels };
}

describe('Finisher: the steps that lead to an accepted turn', () => {
  it('ends on turns without a bound (moves to and fro), offering each step once', () => {
    const finisher = new Finisher(hermes, 0, parsed('a1-a2'), () => true);
    writtenTurns('hermes')(finisher);
    const keys = finisher.offered.map(stepKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(finisher.offered.map((step) => formatTurn([step]))).toEqual(
      expect.arrayContaining(['a2-a1', 'a2-a3', 'e1-d1', 'e1+d2', 'a2+b3']),
    );
  });

  it('offers a step only where some finish of it is accepted', () => {
    // No turn that moves the worker in slot 1 (e1) is accepted: e1 may still build, not move.
    const still = (events: readonly { kind: string; worker?: number }[]): boolean =>
      events.every((event) => event.kind !== 'move' || event.worker !== 1);
    const finisher = new Finisher(hermes, 0, [], (record) => still(record.events));
    writtenTurns('hermes')(finisher);
    const texts = finisher.offered.map((step) => formatTurn([step]));
    expect(texts.some((text) => text.startsWith('e1-'))).toBe(false);
    expect(texts).toEqual(expect.arrayContaining(['a1-a2', 'e1+d1']));
  });

  it('finds an accepted finish deep down, and with firstOnly keeps only the first', () => {
    // Only turns that end with both workers on rank 2 are accepted.
    const finisher = new Finisher(
      hermes,
      0,
      parsed('a1-a2'),
      (record) => record.after.workerSquares[0] === 5 && record.after.workerSquares[1] === 9,
      true,
    );
    writtenTurns('hermes')(finisher);
    expect(finisher.offered).toHaveLength(1);
    expect(finisher.firstFinish?.after.workerSquares.slice(0, 2)).toEqual([5, 9]);
  });
});
