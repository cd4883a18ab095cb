import { describe, expect, it } from 'vitest';
import { nextSteps } from '../written/apply.js';
import { formatPosition, parsePosition } from '../json/json.js';
import { PASS, move } from '../core/steps.js';
import { parseSquare } from '../core/square.js';
import { legalTurns } from '../turn/legalTurns.js';
import { perft } from '../kernel/perft.js';
import { board, listed, play, player, players, randomPlayouts, rejection, texts } from '../testing/index.js';

const sq = (name: string): number => parseSquare(name) ?? -1;

/**
 * Dionysus (seat 0) on c3 and a1, a player without a power on e5 and e4; d4 and d2 on level 3, so
 * `c3-c4 +d4` completes a tower.
 */
const towerReady = () =>
  board({
    players: [player('dionysus', ['c3', 'a1']), player(null, ['e5', 'e4'])],
    levels: ['00000', '00030', '00000', '00030', '00000'],
  });

describe('Dionysus', () => {
  it('completing a tower earns an extra turn: toMove stays on him with extraTurn', () => {
    const pos = play(towerReady(), 'c3-c4 +d4');
    expect(pos.toMove).toBe(0);
    expect(players(pos)[0]?.extraTurn).toBe(true);
    // Any other build hands the turn over as usual.
    const plain = play(towerReady(), 'c3-c4 +c5');
    expect(plain.toMove).toBe(1);
    expect(players(plain)[0]?.extraTurn).toBeUndefined();
  });

  it('R11: the extra turn is pass or a complete move and build with one opponent worker', () => {
    const extra = play(towerReady(), 'c3-c4 +d4');
    // The same board with the opponent to move and no powers: exactly the opponent's base turns.
    const theirs = board({
      players: [player(null, ['c4', 'a1']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00030', '00000', '00030', '00000'],
      domes: ['d4'],
      toMove: 1,
    });
    expect(texts(extra).sort()).toEqual(['pass', ...texts(theirs)].sort());
    expect(texts(extra).some((text) => text.startsWith('c4-') || text.startsWith('a1-'))).toBe(false);
    expect(rejection(extra, 'c4-c5 +b5')).toMatch(/an opponent's worker moves.*R11/);
    expect(rejection(extra, 'e4-e3 +d3D')).toMatch(/no power applies \(rule R11\)/);
    // Base-rule mistakes with the borrowed worker are named as such, not as "not yours".
    expect(rejection(extra, 'e5-d4 +d5')).toMatch(/d4 has a dome/);
    expect(rejection(extra, 'e4-c2 +c3')).toMatch(/c2 is not next to e4/);
    expect(rejection(extra, 'b2-b3 +b4')).toMatch(/there is no worker on b2/);
    // perft counts the extra turn's children like any turn's (spec §5).
    expect(perft(extra, 1)).toBe(legalTurns(extra).length);
  });

  it('R11: pass declines the extra turn and hands the turn over', () => {
    const passed = play(towerReady(), 'c3-c4 +d4', 'pass');
    expect(passed.toMove).toBe(1);
    expect(players(passed)[0]?.extraTurn).toBeUndefined();
    expect(passed.winner).toBeNull();
    expect(rejection(towerReady(), 'pass')).toMatch(/no optional turn to pass/);
  });

  it('R11: step by step, the extra turn offers pass and opponent moves, and must be completed', () => {
    const extra = play(towerReady(), 'c3-c4 +d4');
    const first = nextSteps(extra, []);
    expect(first.canEnd).toBe(false);
    expect(first.steps).toContainEqual(PASS);
    expect(first.steps).toContainEqual(move(sq('e4'), sq('e3')));
    expect(first.steps.some((step) => step.kind === 'move' && step.from === sq('c4'))).toBe(false);
    expect(nextSteps(extra, [PASS])).toEqual({ steps: [], canEnd: true });
    expect(nextSteps(extra, [move(sq('e4'), sq('e3'))]).canEnd).toBe(false);
    expect(rejection(extra, 'e4-e3')).toMatch(/incomplete turn/);
  });

  it("R11: the borrowed worker moves and builds by the base rules: Morpheus's worker builds once, his coins stay", () => {
    const pos = board({
      players: [player('dionysus', ['c3', 'a1']), player('morpheus', ['e5', 'e4'], { coins: 3 })],
      levels: ['00000', '00030', '00000', '00030', '00000'],
    });
    const extra = play(pos, 'c3-c4 +d4');
    expect(texts(extra)).not.toContain('e4-e3');
    expect(rejection(extra, 'e4-e3')).toMatch(/incomplete turn/);
    expect(rejection(extra, 'e4-e3 +e2 +e2')).toMatch(/already complete/);
    expect(players(play(extra, 'e4-e3 +e2'))[1]?.coins).toBe(3);
  });

  it('R11: nobody wins during an extra turn, not even moving up onto level 3', () => {
    const pos = board({
      players: [player('dionysus', ['c3', 'a1']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00032', '00003', '00030', '00000'],
    });
    const extra = play(pos, 'c3-c4 +d4');
    expect(texts(extra)).toContain('e4-e3 +d3');
    const moved = play(extra, 'e4-e3 +d3');
    expect(moved.winner).toBeNull();
    expect(moved.toMove).toBe(1);
    // The opponent's worker now stands on level 3; moving 3 to 3 later is no win either (R4).
    expect(moved.levelAt(sq('e3'))).toBe(3);
  });

  it('R11: extra turns chain: a tower completed during one earns another', () => {
    const extra = play(towerReady(), 'c3-c4 +d4');
    const again = play(extra, 'e4-e3 +d2');
    expect(again.toMove).toBe(0);
    expect(players(again)[0]?.extraTurn).toBe(true);
    expect(again.domeAt(sq('d2'))).toBe(true);
    const done = play(again, 'e3-e2 +e3');
    expect(done.toMove).toBe(1);
    expect(players(done)[0]?.extraTurn).toBeUndefined();
  });

  it('R2 is checked when the turn passes on: pass is always there, and a boxed opponent then loses', () => {
    const pos = board({
      players: [player('dionysus', ['d1', 'e3']), player(null, ['a5', 'b5'])],
      levels: ['00000', '00300', '00000', '00000', '00003'],
      domes: ['c5', 'a4', 'b4'],
    });
    const extra = play(pos, 'd1-d2 +e1');
    expect(extra.winner).toBeNull();
    expect(texts(extra)).toEqual(['pass']);
    const passed = play(extra, 'pass');
    expect(passed.winner).toBe(0);
  });

  it('wins as usual in his own turn by moving up onto level 3', () => {
    const pos = board({
      players: [player('dionysus', ['c3', 'a1']), player(null, ['e5', 'e4'])],
      levels: ['00000', '00000', '00230', '00000', '00000'],
    });
    expect(legalTurns(pos).find((turn) => turn.text === 'c3-d3')?.winner).toBe(0);
  });

  it('R19: the borrowed worker is not bound by its owner Athena, other players are bound (3 players)', () => {
    const pos = board({
      players: [
        player('dionysus', ['a1', 'a3']),
        player('athena', ['c3', 'e5'], { movedUp: true }),
        player('demeter', ['e1', 'c5']),
      ],
      levels: ['01000', '00000', '00010', '31000', '00000'],
      toMove: 0,
    });
    // Dionysus's own workers are bound as usual: no move up onto b2.
    expect(texts(pos).some((text) => /^a[13]-b2 /.test(text))).toBe(false);
    const extra = play(pos, 'a1-b1 +a2');
    expect(players(extra)[0]?.extraTurn).toBe(true);
    // Athena's own worker may move up (d3 is level 1); Demeter's may not (b5 is level 1).
    expect(texts(extra)).toContain('c3-d3 +d4');
    expect(texts(extra).some((text) => text.startsWith('c5-b5 '))).toBe(false);
    expect(rejection(extra, 'c5-b5 +a5')).toMatch(/Athena moved up/);
  });

  it('R11 in 3 players: any opponent; in 4 players the other team, never a teammate', () => {
    const three = board({
      players: [
        player('dionysus', ['c3', 'a1']),
        player('demeter', ['e5', 'e4']),
        player('atlas', ['a5', 'b5']),
      ],
      levels: ['00000', '00030', '00000', '00000', '00000'],
    });
    const extra3 = play(three, 'c3-c4 +d4');
    const movers3 = new Set(texts(extra3).map((text) => text.split('-')[0]));
    expect([...movers3].sort()).toEqual(['a5', 'b5', 'e4', 'e5', 'pass']);
    const four = board({
      players: [
        player('dionysus', ['c3', 'a1']),
        player('demeter', ['e5', 'e4']),
        player('atlas', ['c3', 'a1']),
        player('hestia', ['e5', 'e4']),
      ],
      levels: ['00000', '00030', '00000', '00000', '00000'],
    });
    const extra4 = play(four, 'c3-c4 +d4');
    expect(extra4.toMove).toBe(0);
    const movers4 = new Set(texts(extra4).map((text) => text.split('-')[0]));
    expect([...movers4].sort()).toEqual(['e4', 'e5', 'pass']);
    expect(play(extra4, 'pass').toMove).toBe(1);
  });

  it('Chronus is checked when the extra turn ends, not during it', () => {
    // Four complete towers; the extra turn builds the fifth: Chronus wins when it ends.
    const pos = board({
      players: [player('dionysus', ['c3', 'a1']), player('chronus', ['e5', 'e4'])],
      levels: ['33000', '00030', '00000', '30030', '00000'],
      domes: ['a5', 'b5', 'a2'],
    });
    const extra = play(pos, 'c3-c4 +d4');
    expect(extra.winner).toBeNull();
    const fifth = play(extra, 'e4-e3 +d2');
    expect(fifth.winner).toBe(1);
    // The game is over: no extra turn is left pending in the position.
    expect(players(fifth)[0]?.extraTurn).toBeUndefined();
    expect(parsePosition(JSON.parse(formatPosition(fifth))).ok).toBe(true);
  });

  it('extraTurn is part of the position and survives JSON', () => {
    const extra = play(towerReady(), 'c3-c4 +d4');
    const reread = parsePosition(JSON.parse(formatPosition(extra)));
    expect(reread.ok && formatPosition(reread.value)).toBe(formatPosition(extra));
    expect(listed(extra, 'pass').position.toMove).toBe(1);
  });

  it('plays random games against other powers without breaking an invariant', () => {
    const report = randomPlayouts(['dionysus'], 11, 80);
    expect(report.failures).toEqual([]);
    expect(report.positions).toBeGreaterThanOrEqual(300);
  });
});
