import { describe, expect, it } from 'vitest';
import { board, player } from '../testing/index.js';
import { endOfTurnRemoval, powerState } from './powerState.js';

describe('powerState: what a power holds, as data', () => {
  it('says nothing of the base game or of a power with nothing to tell', () => {
    const pos = board({ players: [player(null, ['a1', 'a2']), player('apollo', ['e5', 'e4'])] });
    expect(powerState(pos, 0)).toEqual([]);
    expect(powerState(pos, 1)).toEqual([]);
  });

  it("gives Chaos's face-up card and how many lie face down", () => {
    const pos = board({ players: [player('chaos', ['a1', 'a2']), player('pan', ['e5', 'e4'])] });
    // The free Simple Gods are the nine but Pan; the first is face up.
    expect(powerState(pos, 0)).toEqual([{ kind: 'card', god: 'apollo', faceDown: 8 }]);
    const later = board({
      players: [player('chaos', ['a1', 'a2'], { card: 'minotaur' }), player('pan', ['e5', 'e4'])],
    });
    expect(powerState(later, 0)).toEqual([{ kind: 'card', god: 'minotaur', faceDown: 8 }]);
  });

  it("gives Circe's borrowed power, and her opponent the power taken", () => {
    const pos = board({
      players: [player('circe', ['a1', 'a2'], { borrowed: true }), player('atlas', ['e5', 'e4'])],
      toMove: 1,
    });
    expect(powerState(pos, 0)).toEqual([{ kind: 'borrowed', god: 'atlas' }]);
    expect(powerState(pos, 1)).toEqual([{ kind: 'taken', by: 'circe' }]);
    const apart = board({ players: [player('circe', ['a1', 'a2']), player('atlas', ['e5', 'e4'])] });
    expect([powerState(apart, 0), powerState(apart, 1)]).toEqual([[], []]);
  });

  it("gives Athena's move up, Morpheus's coins (none too) and Dionysus's extra turn", () => {
    const athena = board({
      players: [player('athena', ['a1', 'a2'], { movedUp: true }), player(null, ['e5', 'e4'])],
    });
    expect(powerState(athena, 0)).toEqual([{ kind: 'movedUp' }]);
    const morpheus = board({ players: [player('morpheus', ['a1', 'a2']), player(null, ['e5', 'e4'])] });
    expect(powerState(morpheus, 0)).toEqual([{ kind: 'coins', count: 0 }]);
    const rich = board({
      players: [player('morpheus', ['a1', 'a2'], { coins: 3 }), player(null, ['e5', 'e4'])],
    });
    expect(powerState(rich, 0)).toEqual([{ kind: 'coins', count: 3 }]);
    const dionysus = board({
      players: [player('dionysus', ['a1', 'a2'], { extraTurn: true }), player(null, ['e5', 'e4'])],
    });
    expect(powerState(dionysus, 0)).toEqual([{ kind: 'extraTurn' }]);
  });

  it("lists Circe holding Morpheus's power with coins of her own only while she has some", () => {
    const none = board({
      players: [player('circe', ['a1', 'a2'], { borrowed: true }), player('morpheus', ['e5', 'e4'])],
      toMove: 1,
    });
    expect(powerState(none, 0)).toEqual([{ kind: 'borrowed', god: 'morpheus' }]);
    const some = board({
      players: [
        player('circe', ['a1', 'a2'], { borrowed: true, coins: 2 }),
        player('morpheus', ['e5', 'e4']),
      ],
      toMove: 1,
    });
    expect(powerState(some, 0)).toEqual([
      { kind: 'borrowed', god: 'morpheus' },
      { kind: 'coins', count: 2 },
    ]);
  });

  it('says nothing of a seat that is out', () => {
    const pos = board({
      players: [
        player('athena', ['a1', 'a2']),
        player('morpheus', [], { out: true }),
        player('pan', ['e5', 'e4']),
      ],
    });
    expect(powerState(pos, 1)).toEqual([]);
  });
});

describe('endOfTurnRemoval', () => {
  it("names Medusa's petrification, and no other power's", () => {
    const pos = board({ players: [player('medusa', ['a1', 'a2']), player('bia', ['e5', 'e4'])] });
    expect(endOfTurnRemoval(pos, 0)).toBe('petrified');
    expect(endOfTurnRemoval(pos, 1)).toBeNull();
  });
});
