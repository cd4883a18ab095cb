import { describe, expect, it } from 'vitest';
import { isImplemented } from './index.js';
import { parsePosition, positionKey, positionToJson } from '../json/json.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  boardError,
  emptyBoard,
  firstSteps,
  json,
  play,
  player,
  randomGameProblems,
  rejection,
  texts,
} from '../testing/index.js';

describe('Bia', () => {
  it('R7: Bia places first, on perimeter spaces; who takes the first turn is unchanged', () => {
    const placing = emptyBoard([null, 'bia']);
    expect(placing.toMove).toBe(1);
    expect(texts(placing)).toHaveLength((16 * 15) / 2);
    expect(rejection(placing, '@a1 @c3')).toMatch(/^@c3: /);
    const second = play(placing, '@a1 @e5');
    expect(second.toMove).toBe(0);
    expect(texts(second)).toHaveLength(253);
    expect(play(second, '@c3 @c2').toMove).toBe(0);
    expect(boardError({ players: [player(null, []), player('bia', [])], toMove: 0 })).toMatch(
      /player 1 places before player 0/,
    );
  });

  it('R7 switch biaStarts: Bia is also the Start Player, and a placement position must say so', () => {
    const spec = { players: [player(null, []), player('bia', [])], toMove: 1, rules: { biaStarts: true } };
    expect(boardError(spec)).toBe(
      "start: with rules.biaStarts Bia's player is the Start Player: start must be 1",
    );
    const placing = board({ ...spec, start: 1 });
    expect(json(placing).start).toBe(1);
    const played = play(placing, '@a1 @e5', '@c3 @c2');
    expect(played.toMove).toBe(1);
    expect(json(played).start).toBeUndefined();
  });

  it("R7, R16: in 4 players the first seat of Bia's team places first, on the perimeter", () => {
    const four = emptyBoard(['hera', 'limus', 'athena', 'bia']);
    expect(four.toMove).toBe(1);
    expect(texts(four)).toHaveLength(120);
    const other = play(four, '@a1 @e5');
    expect(other.toMove).toBe(0);
    expect(play(other, '@c3 @c2').toMove).toBe(2);
  });

  it('§7.13: after her move, the opponent worker on the space beyond is removed, at any height; not written', () => {
    // Bia a1 → b2: the opponent's worker beyond, on c3 (level 2), is removed from the game.
    const pos = board({
      players: [player('bia', ['a1', 'e1']), player(null, ['c3', 'e5'])],
      levels: ['00000', '00000', '00200', '00000', '00000'],
    });
    expect(texts(pos)).toContain('a1-b2 +a1');
    const after = play(pos, 'a1-b2 +a1');
    expect(json(after).players[1]?.workers).toEqual(['e5']);
    expect(json(after).levels[2]).toBe('00200');
    expect(after.winner).toBeNull();
  });

  it('§7.13: her own worker beyond stays, and nothing happens off the board', () => {
    const pos = board({ players: [player('bia', ['a1', 'c3']), player(null, ['e5', 'e4'])] });
    expect(json(play(pos, 'a1-b2 +a1')).players[0]?.workers).toEqual(['b2', 'c3']);
    const edge = board({ players: [player('bia', ['b2', 'c3']), player(null, ['e5', 'a5'])] });
    expect(json(play(edge, 'b2-a1 +b2')).players[1]?.workers).toEqual(['e5', 'a5']);
  });

  it('R2: in 2 players, removing the last opposing worker wins', () => {
    const pos = board({ players: [player('bia', ['a1', 'e1']), player(null, ['c3'])] });
    const won = play(pos, 'a1-b2 +a1');
    expect(won.winner).toBe(0);
    expect(json(won).players[1]?.workers).toEqual([]);
    expect(legalTurns(won)).toEqual([]);
  });

  it('R2, §3.1: in 3 players a player left without workers keeps its power until its turn, then is eliminated', () => {
    // Athena moved up last turn; Bia takes her last worker. Hera is still bound by Athena's power.
    const pos = board({
      players: [
        player('bia', ['a1', 'e1']),
        player('hera', ['e5', 'e4']),
        player('athena', ['c3'], { movedUp: true }),
      ],
      levels: ['00000', '00010', '00000', '00000', '00000'],
    });
    const after = play(pos, 'a1-b2 +a1');
    expect(json(after).players[2]).toEqual({ god: 'athena', workers: [], movedUp: true });
    expect(after.toMove).toBe(1);
    const reparsed = parsePosition(positionToJson(after));
    expect(reparsed.ok && positionKey(reparsed.value)).toBe(positionKey(after));
    expect(firstSteps(after)).not.toContain('e5-d4');
    const out = play(after, 'e5-d5 +e5');
    expect(json(out).players[2]).toEqual({ god: 'athena', workers: [], out: true });
    expect(out.toMove).toBe(0);
    expect(out.winner).toBeNull();
  });

  it('R2, R16: in 4 players a team left without workers loses at once', () => {
    const mates = ['a1', 'e1'];
    const four = board({
      players: [
        player('bia', mates),
        player('hera', ['c3']),
        player('atlas', mates),
        player('limus', ['c3']),
      ],
    });
    const won = play(four, 'a1-b2 +a1');
    expect(won.winner).toBe(0);
    expect(won.toMove).toBe(1);
  });

  it.runIf(isImplemented('selene'))("spec §2: Selene keeps null in her removed worker's slot", () => {
    const pos = board({ players: [player('bia', ['a1', 'e1']), player('selene', ['c3', 'e5'])] });
    expect(json(play(pos, 'a1-b2 +a1')).players[1]?.workers).toEqual([null, 'e5']);
  });

  it('plays random games (vs no god, vs itself, in 3 and 4 players) without breaking an invariant', () => {
    const lineups = [
      ['bia', null],
      [null, 'bia'],
      ['bia', 'bia'],
      ['athena', 'hypnus', 'bia'],
      ['eros', 'bia', 'medusa', 'hera'],
    ] as const;
    expect(randomGameProblems(lineups, 2, 60, 160)).toEqual([]);
  });
});
