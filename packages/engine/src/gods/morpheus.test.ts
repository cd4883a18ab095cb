import { describe, expect, it } from 'vitest';
import { nextSteps } from '../written/apply.js';
import { parsePositionText, positionKey } from '../json/json.js';
import { parseTurn } from '../written/notation.js';
import { parseSquare } from '../core/square.js';
import { NEIGHBOURS, squares } from '../core/squareSet.js';
import { legalTurns } from '../turn/legalTurns.js';
import {
  board,
  key,
  listed,
  play,
  player,
  players,
  randomPlayouts,
  rejection,
  texts,
} from '../testing/index.js';
import { mutableCopy, type Position } from '../core/position.js';
import type { Step } from '../core/steps.js';
import { COINS, MAX_COINS, MORPHEUS } from './morpheus.js';

const steps = (text: string): Step[] => {
  const parsed = parseTurn(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return [...parsed.value];
};

/** Morpheus (seat 0) on c3 and a1 against a player without a power on e5 and e4. */
const opening = (coins?: number, levels?: string[]): Position =>
  board({
    players: [
      player('morpheus', ['c3', 'a1'], coins === undefined ? {} : { coins }),
      player(null, ['e5', 'e4']),
    ],
    ...(levels === undefined ? {} : { levels }),
  });

describe('Morpheus', () => {
  it('gains one coin at the start of his turn: with none on his card he builds at most once', () => {
    const pos = opening();
    expect(texts(pos)).toContain('c3-c4');
    expect(texts(pos)).toContain('c3-c4 +c5');
    expect(texts(pos).some((text) => text.split(' ').length > 2)).toBe(false);
    // The coin gained and not spent stays on his card; a spent one is gone.
    expect(players(listed(pos, 'c3-c4').position)[0]?.coins).toBe(1);
    expect(players(listed(pos, 'c3-c4 +c5').position)[0]?.coins).toBeUndefined();
    expect(rejection(pos, 'c3-c4 +c5 +c5')).toMatch(
      /Morpheus builds only by spending coins, one a build: he had 1 this turn/,
    );
  });

  it('cannot build normally: every move alone is a turn, plus one per build the coins pay for', () => {
    const pos = opening();
    const base = board({ players: [player(null, ['c3', 'a1']), player(null, ['e5', 'e4'])] });
    const moves = new Set(texts(base).map((text) => text.split(' ')[0]));
    expect(legalTurns(pos)).toHaveLength(legalTurns(base).length + moves.size);
  });

  it('spends k coins for k builds by the moved worker, the same space up to a complete tower', () => {
    const pos = opening(3);
    const tower = play(pos, 'c3-d3 +d4 +d4 +d4 +d4');
    expect(tower.levelAt(parseSquare('d4') ?? -1)).toBe(3);
    expect(tower.domeAt(parseSquare('d4') ?? -1)).toBe(true);
    expect(players(tower)[0]?.coins).toBeUndefined();
    expect(rejection(pos, 'c3-d3 +d4 +d4 +d4 +d4 +c4')).toMatch(/he had 4 this turn and has spent 4/);
    expect(rejection(pos, 'c3-d3 +d4 +d4 +d4 +d4 +d4')).toMatch(/he had 4 this turn/);
  });

  it('unspent coins carry over to his next turn', () => {
    const pos = opening(2);
    const saved = play(pos, 'c3-c4 +c5', 'e5-d5 +e5');
    expect(players(saved)[0]?.coins).toBe(2);
    // Two on the card, one gained: three builds now, not four.
    expect(texts(saved)).toContain('c4-b4 +a4 +a4 +a4');
    expect(rejection(saved, 'c4-b4 +a4 +a4 +a4 +a5')).toMatch(/he had 3 this turn and has spent 3/);
  });

  it('lists each multiset of builds once, exactly the boards any build order reaches', () => {
    const pos = board({
      players: [player('morpheus', ['a1', 'e5'], { coins: 2 }), player(null, ['c5', 'e1'])],
      levels: ['00000', '00000', '00000', '12000', '02000'],
    });
    const listed = legalTurns(pos);
    const keys = new Set(listed.map((turn) => positionKey(turn.position)));
    expect(keys.size).toBe(listed.length);
    // Brute force: every sequence of 0–3 builds after each move, on the move-only result.
    const expected = new Set<string>();
    for (const moveOnly of listed.filter((turn) => turn.turn.length === 1)) {
      const step = moveOnly.turn[0];
      if (step?.kind !== 'move') continue;
      const around = [...Array(25).keys()].filter((sq) => ((NEIGHBOURS[step.to] ?? 0) >>> sq) & 1);
      const extend = (current: Position, spent: number): void => {
        expected.add(positionKey(current));
        if (spent === 3) return;
        for (const sq of around) {
          if (((current.occupied >>> sq) & 1) !== 0) continue;
          const next = mutableCopy(current);
          next.buildOn(sq, false);
          next.setMemoryOf(0, COINS, 2 - spent);
          extend(next, spent + 1);
        }
      };
      extend(moveOnly.position, 0);
    }
    expect([...keys].sort()).toEqual([...expected].sort());
  });

  it('accepts the builds in any order and lists one spelling: open spaces first, towers last', () => {
    const pos = opening(4);
    const listed = new Map(legalTurns(pos).map((turn) => [turn.text, turn.position]));
    const listedPosition = (text: string): Position => {
      const found = listed.get(text);
      if (found === undefined) throw new Error(`"${text}" is not listed`);
      return found;
    };
    expect(listed.has('c3-d3 +c4 +d4 +d4')).toBe(true);
    expect(listed.has('c3-d3 +d4 +c4 +d4')).toBe(false);
    expect(key(play(pos, 'c3-d3 +d4 +c4 +d4'))).toBe(key(listedPosition('c3-d3 +c4 +d4 +d4')));
    // A redundant builder prefix is fine.
    expect(key(play(pos, 'c3-d3 d3+d4 +c4 d3+d4'))).toBe(key(listedPosition('c3-d3 +c4 +d4 +d4')));
    // A space that ends with its dome comes after the open ones, whatever its name.
    expect(key(play(pos, 'c3-d3 +c4 +c4 +d4 +c4 +c4'))).toBe(
      key(listedPosition('c3-d3 +d4 +c4 +c4 +c4 +c4')),
    );
  });

  it('a move alone completes his turn; step by step, builds are offered only while coins last', () => {
    const pos = opening(1);
    expect(nextSteps(pos, steps('c3-d3'))).toMatchObject({ canEnd: true });
    expect(nextSteps(pos, steps('c3-d3')).steps.length).toBeGreaterThan(0);
    const spent = nextSteps(pos, steps('c3-d3 +d4 +d4'));
    expect(spent).toEqual({ steps: [], canEnd: true });
    expect(nextSteps(pos, steps('c3-d3 +d4'))).toMatchObject({ canEnd: true });
  });

  it('only the moved worker builds, only normal pieces, and only after moving', () => {
    const pos = opening(3);
    expect(rejection(pos, 'c3-d3 a1+b1')).toMatch(
      /only the worker that moved \(now on d3\) builds for Morpheus/,
    );
    expect(rejection(pos, 'c3-d3 +d4D')).toMatch(/only a God Power \(Atlas, Selene\) builds a dome/);
    expect(rejection(pos, 'c3+c4 c3-d3')).toMatch(/must move before building/);
  });

  it('R2: he must still move: boxed in, he has no turn and his opponent wins', () => {
    const pos = board({
      players: [player(null, ['c2', 'c4']), player('morpheus', ['a1', 'e5'], { coins: 5 })],
      levels: ['00000', '00000', '00000', '00000', '01000'],
      domes: ['a2', 'b2', 'd5', 'd4', 'e4'],
    });
    const trapped = play(pos, 'c2-c1 +b1');
    expect(trapped.winner).toBe(0);
    expect(legalTurns(trapped)).toEqual([]);
  });

  it('R4: moving up onto level 3 wins at once, before any build', () => {
    const pos = opening(2, ['00000', '00000', '00230', '00000', '00000']);
    const win = legalTurns(pos).find((turn) => turn.text === 'c3-d3');
    expect(win?.winner).toBe(0);
    expect(texts(pos).some((text) => text.startsWith('c3-d3 '))).toBe(false);
    expect(rejection(pos, 'c3-d3 +d4')).toMatch(/the turn has ended/);
  });

  it('R4 with Chronus: a fifth complete tower wins at its dome, so the dome comes after his blocks', () => {
    // Four complete towers; b4 is on level 3, so its dome is the fifth.
    const pos = board({
      players: [player('morpheus', ['c2', 'a1'], { coins: 1 }), player('chronus', ['e5', 'e4'])],
      levels: ['33000', '03000', '00000', '00003', '00003'],
      domes: ['a5', 'b5', 'e2', 'e1'],
    });
    const both = legalTurns(pos).find((turn) => turn.text === 'c2-c3 +d4 +b4');
    expect(both?.winner).toBe(1);
    expect(both?.position.levelAt(parseSquare('d4') ?? -1)).toBe(1);
    expect(legalTurns(pos).find((turn) => turn.text === 'c2-c3 +b4')?.winner).toBe(1);
    // Written dome first, the game ends at the dome: the block after it is a step too many.
    expect(rejection(pos, 'c2-c3 +b4 +d4')).toMatch(/the turn has ended/);
  });

  it('coins are part of the position: the same board with other coins is another position', () => {
    expect(key(opening(2))).not.toBe(key(opening(3)));
    expect(key(opening(0))).toBe(key(opening()));
  });

  it('against himself each Morpheus keeps his own coins', () => {
    const pos = board({
      players: [
        player('morpheus', ['c3', 'a1'], { coins: 1 }),
        player('morpheus', ['e5', 'e4'], { coins: 4 }),
      ],
    });
    const next = play(pos, 'c3-c4 +c5 +c5');
    expect(players(next).map((player) => player.coins)).toEqual([undefined, 4]);
    expect(texts(next)).toContain('e4-d3 +d2 +c3 +c3 +c3 +c3');
    expect(players(play(next, 'e4-d3'))[1]?.coins).toBe(5);
  });

  it('plays random games against other powers without breaking an invariant', () => {
    const report = randomPlayouts(['morpheus'], 7, 80);
    expect(report.failures).toEqual([]);
    expect(report.positions).toBeGreaterThanOrEqual(300);
  });

  it('writes every build without a builder prefix: the moved worker builds (spec §3)', () => {
    for (const text of texts(opening(2))) expect(text).toMatch(/^[a-e][1-5]-[a-e][1-5]( \+[a-e][1-5]){0,3}$/);
  });

  it(`holds at most ${MAX_COINS} coins: more, fewer than none or a fraction is refused, naming the field`, () => {
    const text = (coins: string): string =>
      `{"players":[{"god":"morpheus","workers":["c3","a1"],"coins":${coins}},{"workers":["e5","e4"]}],"levels":["00000","00000","00000","00000","00000"],"domes":[],"toMove":0}`;
    expect(parsePositionText(text(String(MAX_COINS))).ok).toBe(true);
    for (const coins of ['1e300', String(MAX_COINS + 1), '-1', '2.5', '"3"']) {
      const parsed = parsePositionText(text(coins));
      expect(parsed.ok ? null : parsed.error.field).toBe('players[0].coins');
    }
  });

  it('at the bound his start-of-turn coin is not added', () => {
    const started = (coins: number): number => {
      const pos = mutableCopy(opening(coins));
      MORPHEUS.startOfTurn?.(pos, 0);
      return pos.memoryOf(0, COINS);
    };
    expect(started(MAX_COINS - 1)).toBe(MAX_COINS);
    expect(started(MAX_COINS)).toBe(MAX_COINS);
  });

  // With 40 coins he has far more turns than could be listed (12 coins: 646,488): playing one,
  // refusing one and offering steps must follow the written steps, not list every turn (listing
  // took 12 s and 1.4 GB at 12 coins; this test would run out of time or memory).
  it('with 40 coins a turn is played, refused and offered step by step without listing every turn', () => {
    const pos = opening(40);
    const played = play(pos, 'c3-c4 +c5 +c5 +c5 +d5 +b4 +b4');
    expect(played.memoryOf(0, COINS)).toBe(41 - 6);
    expect(rejection(pos, 'c3-c4 +c5 +e5')).toMatch(/e5 is not next to the builder on c4/);
    const [c3, c4] = [parseSquare('c3') ?? -1, parseSquare('c4') ?? -1];
    const afterMove = nextSteps(pos, [{ kind: 'move', from: c3, to: c4 }]);
    expect(afterMove.canEnd).toBe(true);
    // He may build on each of c4's neighbours (all free: c3 was just left).
    const builds = afterMove.steps.map((step) => (step.kind === 'build' ? step.at : -1));
    expect(new Set(builds)).toEqual(new Set(squares(NEIGHBOURS[c4] ?? 0)));
  });
});
