import { parsePosition } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { renderPlayerPanel, seatState } from './playerPanel.js';

const position = (json: unknown) => {
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const LEVELS = ['00000', '00000', '00000', '00000', '00000'];

const twoPlayers = (first: object, second: object, toMove = 0) =>
  position({
    players: [
      { workers: ['b2', 'd4'], ...first },
      { workers: ['c2', 'c4'], ...second },
    ],
    levels: LEVELS,
    domes: [],
    toMove,
  });

describe('renderPlayerPanel', () => {
  it('shows each seat with its letter and its label (who plays it, its power), and marks the player to move', () => {
    const game = twoPlayers({ god: 'athena' }, { god: 'pan' }, 1);
    expect(renderPlayerPanel(game, ['human', 'random'], { color: false })).toBe(
      '  A  Player A (Athena)\n> B  Player B (random, Pan)',
    );
  });

  it('shows teams in 4 players and who is out in 3', () => {
    const four = position({
      players: [
        { god: 'apollo', workers: ['a1', 'b1'] },
        { god: 'pan', workers: ['d5', 'e5'] },
        { god: 'zeus', workers: ['a1', 'b1'] },
        { god: 'atlas', workers: ['d5', 'e5'] },
      ],
      levels: LEVELS,
      domes: [],
      toMove: 0,
    });
    const panel = renderPlayerPanel(four, ['human', 'human', 'random', 'random'], { color: false });
    expect(panel.split('\n')[2]).toBe('  A  Player C (random, Zeus), team A+C');
    expect(panel.split('\n')[3]).toBe('  B  Player D (random, Atlas), team B+D');
    const three = position({
      players: [
        { god: 'apollo', workers: ['a1', 'b1'] },
        { god: 'pan', out: true, workers: [] },
        { god: 'zeus', workers: ['c3', 'e1'] },
      ],
      levels: LEVELS,
      domes: [],
      toMove: 2,
    });
    expect(seatState(three, 1)).toBe('out of the game');
  });
});

describe('seatState: the memory worth showing', () => {
  it("Athena's move up", () => {
    expect(seatState(twoPlayers({ god: 'athena', movedUp: true }, {}, 1), 0)).toBe(
      'moved up last turn: opponents cannot move up',
    );
  });

  it("Morpheus's coins", () => {
    expect(seatState(twoPlayers({ god: 'morpheus', coins: 2 }, {}), 0)).toBe('2 coins on the card');
    expect(seatState(twoPlayers({ god: 'morpheus', coins: 1 }, {}), 0)).toBe('1 coin on the card');
  });

  it("Chaos's face-up card and the deck", () => {
    const deck = ['atlas', 'hermes', 'artemis', 'athena', 'demeter', 'hephaestus', 'minotaur', 'prometheus'];
    const game = twoPlayers({ god: 'chaos', card: 'pan', deck, discard: ['apollo'] }, {});
    expect(seatState(game, 0)).toBe("now has Pan's power, 8 cards face down");
  });

  it("Circe's borrowed power", () => {
    const game = twoPlayers({ god: 'circe', borrowed: true }, { god: 'minotaur' }, 1);
    expect(seatState(game, 0)).toBe("holds Minotaur's power until her next turn; its owner has none");
  });

  it('a Dionysus extra turn', () => {
    const game = twoPlayers({ god: 'dionysus', extraTurn: true }, {});
    expect(seatState(game, 0)).toBe("extra turn now, with an opponent's worker");
    expect(seatState(game, 1)).toBe('no power');
  });
});
