import { describe, expect, it } from 'vitest';
import { startingPosition } from '../setup/setup.js';
import { board, json, player } from '../testing/index.js';
import { legalTurns } from './legalTurns.js';
import { withSeatOut } from './finish.js';

const three = (toMove: number, levels?: string[]) =>
  board({
    players: [player('pan', ['a1', 'a2']), player('athena', ['c3', 'c4']), player('apollo', ['e5', 'e4'])],
    toMove,
    ...(levels === undefined ? {} : { levels }),
  });

describe('a seat leaves a 3-player game (withSeatOut)', () => {
  it('goes out as R2 puts a player out: no workers, god kept, the player to move unchanged', () => {
    const after = withSeatOut(three(0), 1);
    expect(json(after).players[1]).toEqual({ god: 'athena', workers: [], out: true });
    expect(after.toMove).toBe(0);
    expect(after.winner).toBeNull();
    expect(legalTurns(after).some((turn) => /^c[34]-/.test(turn.text))).toBe(false);
    expect(legalTurns(after).length).toBeGreaterThan(0);
  });

  it('passes the turn on when the seat was to move', () => {
    const after = withSeatOut(three(1), 1);
    expect(after.toMove).toBe(2);
    expect(after.isOut(1)).toBe(true);
  });

  it('in placement, passes the turn to the next seat still to place (Bia places first)', () => {
    // Start 1, so seat 1 places first, but Bia's holder (seat 2) places before every other seat.
    const start = startingPosition(['pan', 'athena', 'bia'], 1);
    if (!start.ok) throw new Error(start.error.message);
    expect(start.value.toMove).toBe(2);
    const after = withSeatOut(start.value, 2);
    expect(after.toMove).toBe(1);
    expect(after.inPlacement).toBe(true);
  });

  it('puts the next player out too when it has no legal turn, and the last one standing wins', () => {
    // Demeter's workers on e5 and e4 are walled in by domes.
    const walled = board({
      players: [player('pan', ['a1', 'a2']), player('athena', ['c3', 'c1']), player('demeter', ['e5', 'e4'])],
      toMove: 1,
      domes: ['d5', 'd4', 'd3', 'e3'],
    });
    expect(legalTurns(withSeatOut(walled, 0)).length).toBeGreaterThan(0);
    const after = withSeatOut(walled, 1);
    expect(after.isOut(1)).toBe(true);
    expect(after.isOut(2)).toBe(true);
    expect(after.winner).toBe(0);
    expect(after.toMove).toBe(0);
  });

  it('the last of three standing wins, and a finished game or a seat already out is left alone', () => {
    const first = withSeatOut(three(0), 1);
    const last = withSeatOut(first, 0);
    expect(last.winner).toBe(2);
    expect(withSeatOut(first, 1)).toBe(first);
    expect(withSeatOut(last, 2)).toBe(last);
  });

  it('is only for 3 players', () => {
    const two = board({ players: [player(null, ['a1', 'a2']), player(null, ['e5', 'e4'])] });
    expect(() => withSeatOut(two, 0)).toThrow(RangeError);
  });
});
