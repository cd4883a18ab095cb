import { describe, expect, it } from 'vitest';
import { applyTurnText } from '../written/apply.js';
import { nextCard } from '../gods/chaos.js';
import { PERIMETER } from '../core/squareSet.js';
import { parsePosition, positionToJson, type PositionJson } from '../json/json.js';
import type { Position } from '../core/position.js';
import { board, json, play, unwrap, type BoardSpec, type PlayerJson } from '../testing/index.js';
import { startingPosition } from '../setup/setup.js';
import { legalTurns } from './legalTurns.js';

/** Rulings R22–R27 (rules.md Part A), each on a position made for it. */

const played = (pos: Position, text: string): PositionJson => json(play(pos, text));

describe('R22: the end of a 3-player game', () => {
  it('a win ends the game at once: the stuck player after the winner is not eliminated', () => {
    const pos = board({
      players: [
        { god: 'atlas', workers: ['b2', 'e5'] },
        { god: 'demeter', workers: ['a5', 'b5'] },
        { god: 'hephaestus', workers: ['e1', 'd1'] },
      ],
      levels: ['00000', '00000', '00000', '02300', '00000'],
      domes: ['a4', 'b4', 'c4', 'c5'],
      toMove: 0,
    });
    const after = played(pos, 'b2-c2');
    expect(after.winner).toBe(0);
    expect(after.players[1]?.out).toBeUndefined();
    expect(after.players[1]?.workers).toEqual(['a5', 'b5']);
  });

  it('when one player remains after an elimination that player wins, and is to move', () => {
    const pos = board({
      players: [
        { god: 'atlas', workers: ['d4', 'e1'] },
        { god: 'demeter', workers: [], out: true },
        { god: 'hephaestus', workers: ['a5', 'b5'] },
      ],
      levels: ['00100', '00000', '00000', '00000', '00000'],
      domes: ['a4', 'b4', 'c4'],
      toMove: 0,
    });
    const after = played(pos, 'd4-d5 +c5');
    expect(after.players[2]).toEqual({ god: 'hephaestus', workers: [], out: true });
    expect(after.winner).toBe(0);
    expect(after.toMove).toBe(0);
  });
});

describe('R23: an eliminated seat', () => {
  const threePlayers = (out: PlayerJson): BoardSpec => ({
    players: [{ god: 'atlas', workers: ['d4', 'e1'] }, out, { god: 'hephaestus', workers: ['a5', 'b5'] }],
    levels: ['00000', '00000', '00000', '00000', '00000'],
    domes: [],
    toMove: 0,
  });

  it('may omit its god on input; R14 does not ask it for one', () => {
    const pos = board(threePlayers({ workers: [], out: true }));
    expect(pos.godOf(1)).toBeNull();
    expect(positionToJson(pos).players[1]).toEqual({ workers: [], out: true });
  });

  it('keeps its god in the position, for the record only', () => {
    const pos = board(threePlayers({ god: 'chronus', workers: [], out: true }));
    expect(positionToJson(pos).players[1]).toEqual({ god: 'chronus', workers: [], out: true });
    // Chronus plays only 2-player games (R14), but an out seat's god has no effect.
    expect(legalTurns(pos).length).toBeGreaterThan(0);
  });

  it('carries no power memory', () => {
    const result = parsePosition(threePlayers({ god: 'morpheus', workers: [], out: true, coins: 2 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe('players[1].coins');
  });
});

describe("R24: Chaos's empty deck", () => {
  it('stays empty when its last card is drawn, and takes the discards in order at the next draw', () => {
    const last = nextCard({ card: 'apollo', deck: ['artemis'], discard: ['atlas', 'pan'] });
    expect(last).toEqual({ card: 'artemis', deck: [], discard: ['atlas', 'pan', 'apollo'] });
    expect(nextCard(last)).toEqual({ card: 'atlas', deck: ['pan', 'apollo', 'artemis'], discard: [] });
  });
});

describe('R25: Bia in 4 players', () => {
  it("Bia's team places first, by the team's first seat from the Start Player, on perimeter squares", () => {
    const start = unwrap(startingPosition(['atlas', 'demeter', 'hephaestus', 'bia'], 0));
    expect(start.toMove).toBe(1);
    const placements = legalTurns(start);
    expect(placements.length).toBe((16 * 15) / 2);
    for (const { turn } of placements)
      for (const step of turn) if (step.kind === 'place') expect((PERIMETER >>> step.to) & 1).toBe(1);
    const second = played(start, '@b1 @d1');
    expect(second.toMove).toBe(0);
    const third = played(board(second), '@c3 @b3');
    expect(third.toMove).toBe(2);
  });
});

describe('R26: biaStarts and start', () => {
  const placement = (start?: number) => ({
    players: [
      { god: 'atlas', workers: [] },
      { god: 'bia', workers: [] },
    ],
    levels: ['00000', '00000', '00000', '00000', '00000'],
    domes: [],
    toMove: 1,
    rules: { biaStarts: true },
    ...(start === undefined ? {} : { start }),
  });

  it("start must be Bia's seat: absent means 0, which is refused", () => {
    const absent = parsePosition(placement());
    expect(absent.ok).toBe(false);
    if (!absent.ok) expect(absent.error.field).toBe('start');
    expect(parsePosition(placement(1)).ok).toBe(true);
    expect(startingPosition(['bia', 'atlas'], 1, { biaStarts: true }).ok).toBe(false);
    expect(startingPosition(['bia', 'atlas'], 0, { biaStarts: true }).ok).toBe(true);
  });

  it('a start given after placement is checked too', () => {
    const playing = {
      players: [
        { god: 'atlas', workers: ['a1', 'b1'] },
        { god: 'bia', workers: ['e5', 'e4'] },
      ],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
      rules: { biaStarts: true },
    };
    expect(parsePosition(playing).ok).toBe(true);
    expect(parsePosition({ ...playing, start: 0 }).ok).toBe(false);
  });
});

describe("R27: win conditions of a teammate's move (4 players)", () => {
  const team = (toMove: number) =>
    board({
      players: [
        { god: 'pan', workers: ['b2', 'e5'] },
        { god: 'demeter', workers: ['a5', 'c5'] },
        { god: 'atlas', workers: ['b2', 'e5'] },
        { god: 'hephaestus', workers: ['a5', 'c5'] },
      ],
      levels: ['00000', '00000', '00000', '02000', '00000'],
      domes: [],
      toMove,
    });

  it("Pan's drop wins only on Pan's own turn, not on a teammate's move of their shared worker", () => {
    expect(played(team(0), 'b2-a1').winner).toBe(0);
    const teammate = played(team(2), 'b2-a1 +a2');
    expect(teammate.winner).toBeUndefined();
    expect(applyTurnText(team(2), 'b2-a1').ok).toBe(false);
  });

  it("Chronus's five towers count on any player's turn: an opponent's dome wins it for him", () => {
    const pos = board({
      players: [
        { god: 'chronus', workers: ['a1', 'a2'] },
        { god: null, workers: ['c2', 'e5'] },
      ],
      levels: ['33300', '30000', '00000', '00030', '00000'],
      domes: ['a5', 'b5', 'c5', 'a4'],
      toMove: 1,
    });
    expect(played(pos, 'c2-c1 +c2').winner).toBeUndefined();
    expect(played(pos, 'c2-c1 +d2').winner).toBe(0);
  });
});
