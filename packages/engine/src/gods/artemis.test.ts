import { describe, expect, it } from 'vitest';
import {
  board,
  key,
  listed,
  offered,
  play,
  player,
  randomGames,
  rejection,
  texts,
  workers,
} from '../testing/index.js';

// Artemis: c3 (ground), a1. Opponent: e1, e5. c4 on level 1, c5 on level 2.
const start = board({
  players: [player('artemis', ['c3', 'a1']), player(null, ['e1', 'e5'])],
  levels: ['00200', '00100', '00000', '00000', '00000'],
});

describe('Artemis', () => {
  it('§7.2: the moved worker may move once more, each move a normal one (0→1→2), then builds', () => {
    const climb = listed(start, 'c3-c4 c4-c5 +b5');
    expect(workers(climb.position, 0)).toEqual(['c5', 'a1']);
    expect(climb.winner).toBeNull();
    // The space it passed through is free to build on after the second move.
    expect(play(start, 'c3-c4 c4-c5 +c4').levelAt(17)).toBe(2);
    // The second move is optional.
    expect(listed(start, 'c3-c4 +c3').winner).toBeNull();
  });

  it('§7.2: the second move cannot go back to the space the worker started on', () => {
    expect(texts(start).some((text) => text.startsWith('c3-c4 c4-c3 '))).toBe(false);
    expect(rejection(start, 'c3-c4 c4-c3 +c2')).toBe(
      "c4-c3: Artemis's second move cannot go back to the space the worker started on (c3)",
    );
    expect(offered(start, 'c3-c4').steps).not.toContain('c4-c3');
  });

  it('§7.2: the same worker moves twice, at most twice, and builds after its last move', () => {
    expect(rejection(start, 'c3-c4 a1-a2 +a3')).toBe(
      "a1-a2: Artemis's second move is made by the worker that moved (now on c4)",
    );
    expect(rejection(start, 'c3-d3 d3-e4 e4-d5 +d4')).toBe('e4-d5: Artemis moves at most twice');
    expect(rejection(start, 'c3-c4 c4-c5 a1+a2')).toBe(
      'a1+a2: only the worker that moved (now on c5) may build',
    );
  });

  it('§9: Artemis reaching level 3 on her first move wins at once: no second move, no build', () => {
    const tower = board({
      players: [player('artemis', ['c3', 'a1']), player(null, ['e1', 'e5'])],
      levels: ['00000', '00000', '00230', '00000', '00000'],
    });
    expect(listed(tower, 'c3-d3').winner).toBe(0);
    expect(texts(tower).some((text) => text.startsWith('c3-d3 '))).toBe(false);
    expect(rejection(tower, 'c3-d3 d3-e3 +e4')).toBe('d3-e3: the turn has ended: "c3-d3" won the game');
  });

  it('§7.2: the second move can win too (1→2→3)', () => {
    const steps = board({
      players: [player('artemis', ['c3', 'a1']), player(null, ['e1', 'e5'])],
      levels: ['00300', '00200', '00100', '00000', '00000'],
    });
    expect(listed(steps, 'c3-c4 c4-c5').winner).toBe(0);
  });

  it('spec §5: a position reached with one move or with two is listed once, with one move', () => {
    const flat = board({ players: [player('artemis', ['c3', 'a1']), player(null, ['e1', 'e5'])] });
    const onD4 = texts(flat).filter(
      (text) => text.endsWith(' +d5') && text.split(' ').at(-2)?.endsWith('d4'),
    );
    expect(onD4).toEqual(['c3-d4 +d5']);
    // The two-move spelling is accepted all the same, to the same position.
    expect(key(play(flat, 'c3-c4 c4-d4 +d5'))).toBe(key(play(flat, 'c3-d4 +d5')));
  });

  it('R10, §7.3: a two-move turn through a higher space is kept apart: Athena forbids it, Persephone requires it', () => {
    // c4 is on level 1: c3-c4 c4-d4 ends where c3-d4 does, but it moved up.
    const raised = ['00000', '00100', '00000', '00000', '00000'];
    const athena = board({
      players: [player('artemis', ['c3', 'a1']), player('athena', ['e1', 'e5'], { movedUp: true })],
      levels: raised,
    });
    expect(texts(athena)).toContain('c3-d4 +d5');
    expect(rejection(athena, 'c3-c4 c4-d4 +d5')).toContain('Athena');
    const persephone = board({
      players: [player('artemis', ['c3', 'a1']), player('persephone', ['e1', 'e5'])],
      levels: raised,
    });
    expect(texts(persephone)).toContain('c3-c4 c4-d4 +d5');
    expect(texts(persephone)).not.toContain('c3-d4 +d5');
    expect(rejection(persephone, 'c3-d4 +d5')).toContain('Persephone');
  });

  it('§7.2, R4: Hera cancels a first-move win on the perimeter, and the turn goes on', () => {
    // b2 on level 2; a1 (perimeter) and c3 (interior) on level 3.
    const hera = board({
      players: [player('artemis', ['b2', 'e3']), player('hera', ['e1', 'e5'])],
      levels: ['00000', '00000', '00300', '02000', '30000'],
    });
    expect(listed(hera, 'b2-c3').winner).toBe(0);
    expect(play(hera, 'b2-a1 +a2').winner).toBeNull();
    expect(play(hera, 'b2-a1 a1-b1 +c1').winner).toBeNull();
  });

  it('nextSteps: after the first move, the builds and the second moves but not the way back; the turn cannot end yet', () => {
    const options = offered(start, 'c3-c4');
    expect(options.canEnd).toBe(false);
    expect(options.steps).toEqual(
      expect.arrayContaining(['+c3', '+b5', 'c4-c5', 'c4-b4', 'c4-d4', 'c4-b3', 'c4-d3']),
    );
    expect(options.steps.filter((step) => step.startsWith('c4-')).sort()).toEqual(
      ['c4-b3', 'c4-b4', 'c4-b5', 'c4-c5', 'c4-d3', 'c4-d4', 'c4-d5'].sort(),
    );
  });

  it('random games: listed turns apply as listed, give distinct positions, and keep the board sound', () => {
    const check = randomGames(
      [
        ['artemis', null],
        [null, 'artemis'],
        ['artemis', 'artemis'],
      ],
      4,
      60,
      505,
    );
    expect(check.problems).toEqual([]);
    expect(check.positions).toBeGreaterThan(300);
  });
});
