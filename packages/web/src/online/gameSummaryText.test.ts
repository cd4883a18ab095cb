import { describe, expect, it } from 'vitest';
import { clockLabel, opponentsText, seatsText } from './gameSummaryText.js';

const ann = { id: 'p-ann', name: 'Ann' };
const bob = { id: 'p-bob', name: 'Bob' };

describe('lines about my games', () => {
  it('names who else plays', () => {
    expect(
      opponentsText(
        [
          { player: ann, ai: null },
          { player: bob, ai: null },
        ],
        ann.id,
      ),
    ).toBe('against Bob');
    expect(
      opponentsText(
        [
          { player: null, ai: 3 },
          { player: ann, ai: null },
          { player: null, ai: null, invited: bob },
        ],
        ann.id,
      ),
    ).toBe('against AI level 3 and reserved for Bob');
    expect(opponentsText([{ player: ann, ai: null }], ann.id)).toBe('against nobody yet');
  });

  it('marks guests in a lobby line, seated or invited', () => {
    const guest = { id: 'p-cleo', name: 'Cleo', guest: true };
    expect(
      seatsText([
        { player: ann, ai: null },
        { player: guest, ai: null },
        { player: null, ai: null, invited: { ...guest, id: 'p-dan', name: 'Dan' } },
      ]),
    ).toBe('Blue: Ann, White: Cleo (guest), Orange: reserved for Dan (guest)');
  });

  it('says what clock a game has', () => {
    expect(clockLabel(null)).toBe('No clock');
    expect(clockLabel({ initialMs: 300_000, incrementMs: 5000 })).toBe('5 min + 5 s');
    expect(clockLabel({ daysPerTurn: 2 })).toBe('2 days a turn');
    expect(clockLabel({ daysPerTurn: 1 })).toBe('1 day a turn');
  });
});
