import { describe, expect, it } from 'vitest';
import { applyTurnText, nextSteps } from './apply.js';
import { formatPosition } from '../json/json.js';
import { formatStep } from '../core/turnText.js';
import { emptyPosition } from '../core/position.js';
import { board, player, rejection } from '../testing/index.js';

// a5 b5 c5 d5 e5      rank 5
// ...                 c4 is level 2, b4 level 1, c3 a full tower, d3 level 3
const midgame = board({
  players: [player(null, ['b3', 'd2']), player(null, ['c2', 'e4'])],
  levels: ['00000', '01200', '00330', '00010', '00000'],
  domes: ['c3'],
});

describe('applying turns', () => {
  it('plays a legal turn and hands over', () => {
    const result = applyTurnText(midgame, 'b3-b4 +a5');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.levelAt(20)).toBe(1);
    expect(result.value.workersOf(0)).toEqual([16, 8]);
    expect(result.value.toMove).toBe(1);
    expect(midgame.toMove).toBe(0); // the original is untouched
  });

  it('accepts a redundant builder prefix and D on level 3', () => {
    const prefixed = applyTurnText(midgame, 'b3-b4 b4+a5');
    const plain = applyTurnText(midgame, 'b3-b4 +a5');
    if (!prefixed.ok || !plain.ok) throw new Error('rejected');
    expect(formatPosition(prefixed.value)).toBe(formatPosition(plain.value));
    const domed = applyTurnText(midgame, 'd2-e3 +d3D');
    const natural = applyTurnText(midgame, 'd2-e3 +d3');
    if (!domed.ok || !natural.ok) throw new Error('rejected');
    expect(domed.value.domeAt(13)).toBe(true);
    expect(formatPosition(domed.value)).toBe(formatPosition(natural.value));
  });

  it('ends the turn on a winning move', () => {
    const pos = board({
      players: [player(null, ['c4', 'a1']), player(null, ['e1', 'e2'])],
      levels: ['00000', '00230', '00000', '00000', '00000'],
    });
    const result = applyTurnText(pos, 'c4-d4');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.winner).toBe(0);
    expect(result.value.toMove).toBe(1);
    expect(rejection(pos, 'c4-d4 +d5')).toMatch(/won the game/);
    expect(rejection(result.value, 'e1-d1 +c1')).toMatch(/game is over/);
  });

  it('separates malformed text from illegal turns', () => {
    const result = applyTurnText(midgame, 'b3-b9 +a5');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('malformed');
  });

  describe('explains every kind of illegal turn', () => {
    it.each([
      ['a non-adjacent move', 'b3-b5 +a5', /b5 is not next to b3/],
      ['a move up two levels', 'd2-c3 +c4', /dome|level/],
      ['a climb of two levels', 'b3-c4 +c5', /b3 is on level 0 and c4 on level 2/],
      ['a move onto a worker', 'b3-c2 +b2', /c2 is occupied by a worker/],
      ['a move onto a dome', 'b3-c3 +b3', /c3 has a dome/],
      ['moving an opponent worker', 'c2-c1 +b1', /not yours/],
      ['moving from an empty square', 'a1-a2 +a3', /no worker on a1/],
      ['a build not next to the builder', 'b3-b4 +e1', /e1 is not next to the builder on b4/],
      ['a build on a worker', 'b3-b2 +c2', /c2 is occupied by a worker/],
      ['a build on a dome', 'b3-b4 +c3', /c3 has a dome/],
      ['a build under oneself', 'b3-b4 +b4', /under itself/],
      ['a low dome without a power', 'b3-b4 +a4D', /dome below level 3/],
      ['a build by the other worker', 'b3-b4 d2+e1', /only the worker that moved/],
      ['a build before moving', 'b3+b4', /must move before building/],
      ['two moves', 'b3-b4 b4-a5 +a4', /moves only once/],
      ['two builds', 'b3-b4 +a5 +a4', /already complete/],
      ['an incomplete turn', 'b3-b4', /incomplete turn: after moving, the worker must build/],
      ['a force without Charon', 'b3>a3', /Charon/],
      ['a removal without Ares', '-c4', /Ares/],
      ['a pass without Dionysus', 'pass', /Dionysus/],
      ['a placement after placement', '@a1 @a2', /placed only before the first turn/],
    ])('%s: %s', (_, turn, reason) => {
      expect(rejection(midgame, turn)).toMatch(reason);
    });

    it('names the offending step', () => {
      expect(rejection(midgame, 'b3-b4 +e1')).toMatch(/^\+e1: /);
    });

    it('placing on an occupied square, or moving during placement', () => {
      const half = applyTurnText(emptyPosition(), '@b2 @d4');
      if (!half.ok) throw new Error('rejected');
      expect(rejection(half.value, '@b2 @c3')).toMatch(/b2 is occupied/);
      expect(rejection(half.value, '@c3 @c3')).toMatch(/c3 is occupied/);
      expect(rejection(half.value, 'b2-b3 +b4')).toMatch(/must first place/);
    });

    it('a player with no legal turn', () => {
      const stuck = board({
        players: [player(null, ['a1', 'e5']), player(null, ['c3', 'c4'])],
        levels: ['00020', '00022', '00000', '22000', '02000'],
        toMove: 0,
      });
      expect(rejection(stuck, 'a1-b1 +c1')).toMatch(/no legal turn/);
    });
  });
});

describe('step-by-step generation', () => {
  it('offers the moves, then the builds, then the end of the turn', () => {
    const first = nextSteps(midgame, []);
    expect(first.canEnd).toBe(false);
    expect(first.steps.every((step) => step.kind === 'move')).toBe(true);
    expect(first.steps.map((step) => formatStep(step, undefined))).toContain('b3-b4');
    const move = first.steps.find((step) => formatStep(step, undefined) === 'b3-b4');
    if (move === undefined) throw new Error('no b3-b4');
    const second = nextSteps(midgame, [move]);
    expect(second.canEnd).toBe(false);
    expect(second.steps.map((step) => formatStep(step, 16)).sort()).toEqual(
      ['+a3', '+a4', '+a5', '+b3', '+b5', '+c4', '+c5'].sort(),
    );
    const build = second.steps[0];
    if (build === undefined) throw new Error('no build');
    expect(nextSteps(midgame, [move, build])).toEqual({ steps: [], canEnd: true });
  });

  it('offers nothing after an illegal step', () => {
    expect(nextSteps(midgame, [{ kind: 'move', from: 11, to: 21 + 5 }])).toEqual({
      steps: [],
      canEnd: false,
    });
  });

  it('offers both workers anywhere free in placement', () => {
    const options = nextSteps(emptyPosition(), []);
    expect(options.steps).toHaveLength(25);
    expect(nextSteps(emptyPosition(), [{ kind: 'place', to: 0 }]).steps).toHaveLength(24);
  });
});
