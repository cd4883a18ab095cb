import { describe, expect, it } from 'vitest';
import { TurnWalker } from './builder.js';
import type { TurnRecord } from '../gods/power.js';
import { board, player } from '../testing/index.js';
import { build, move } from '../core/steps.js';

const start = () =>
  board({
    players: [player(null, ['c3', 'a5']), player(null, ['e1', 'e2'])],
  });

/** A generator that ends a turn with no step, twice after one move, and after a build. */
function walk(walker: TurnWalker): void {
  walker.end();
  walker.step(move(12, 13), () => {
    walker.end();
    walker.end();
    walker.step(build(14, 13), () => {
      walker.end();
    });
  });
}

describe('TurnWalker', () => {
  it('with owned, gives every record an after of its own, never the start', () => {
    const records: TurnRecord[] = [];
    const before = start();
    const walker = new TurnWalker(before, 0, false, (record) => records.push(record), true);
    walk(walker);
    expect(records).toHaveLength(4);
    const afters = records.map((record) => record.after);
    expect(new Set(afters).size).toBe(4);
    expect(afters).not.toContain(before);
    expect(records[1]?.after.hash).toEqual(records[2]?.after.hash);
  });

  it('without owned, lets records share the position they end on', () => {
    const records: TurnRecord[] = [];
    const before = start();
    walk(new TurnWalker(before, 0, false, (record) => records.push(record)));
    expect(records[0]?.after).toBe(before);
    expect(records[1]?.after).toBe(records[2]?.after);
  });

  it('ignores every step and end after stop', () => {
    const records: TurnRecord[] = [];
    const walker = new TurnWalker(start(), 0, false, (record) => {
      records.push(record);
      if (records.length === 2) walker.stop();
    });
    walk(walker);
    expect(records.map((record) => record.turn.length)).toEqual([0, 1]);
  });

  it('walks nothing below a step that forbidsPrefix judges forbidden, and goes on beside it', () => {
    const records: TurnRecord[] = [];
    const judged: number[] = [];
    let below = 0;
    const walker = new TurnWalker(
      start(),
      0,
      false,
      (record) => records.push(record),
      false,
      (w) => {
        judged.push(w.steps.length);
        // Every turn that moves to c4 (square 13) is forbidden.
        return w.steps.some((step) => step.kind === 'move' && step.to === 13);
      },
    );
    walker.step(move(12, 13), () => {
      below++;
      walker.end();
    });
    walker.step(move(12, 11), () => {
      walker.step(build(12, 11), () => {
        walker.end();
      });
    });
    expect(below).toBe(0);
    expect(records.map((record) => record.turn.length)).toEqual([2]);
    expect(judged).toEqual([1, 1, 2]);
  });
});
