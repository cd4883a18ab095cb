import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampCursor, isReplayKey, moveCursor, viewingLine } from './replayCursor.js';

describe('the replay cursor', () => {
  it('steps one turn with the arrows and jumps with Home and End', () => {
    expect(moveCursor(3, 10, 'ArrowLeft')).toBe(2);
    expect(moveCursor(3, 10, 'ArrowRight')).toBe(4);
    expect(moveCursor(3, 10, 'Home')).toBe(0);
    expect(moveCursor(3, 10, 'End')).toBe(10);
  });

  it('stops at the start and at the end', () => {
    expect(moveCursor(0, 10, 'ArrowLeft')).toBe(0);
    expect(moveCursor(10, 10, 'ArrowRight')).toBe(10);
    expect(moveCursor(0, 0, 'ArrowRight')).toBe(0);
  });

  it('never leaves 0 … turns, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.nat(200),
        fc.constantFrom('ArrowLeft', 'ArrowRight', 'Home', 'End'),
        (at, turns, key) => {
          for (const value of [clampCursor(at, turns), moveCursor(clampCursor(at, turns), turns, key)]) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(turns);
          }
        },
      ),
    );
  });

  it('keeps a cursor inside a game that got shorter (undo)', () => {
    expect(clampCursor(12, 8)).toBe(8);
  });

  it('knows its keys', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'a'].map(isReplayKey)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('says where it is', () => {
    expect(viewingLine(3, 12)).toBe('Viewing turn 3 of 12');
    expect(viewingLine(0, 12)).toBe('Viewing the start (before turn 1 of 12)');
  });
});
