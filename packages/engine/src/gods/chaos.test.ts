import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition } from '../json/json.js';
import { initialPosition, chooseGod, chooseStart, newSetup, offerGods } from '../setup/setup.js';
import { legalTurns } from '../turn/legalTurns.js';
import { board, key, listed, play, player, players, randomPlayouts, texts } from '../testing/index.js';
import type { GodName } from '../core/godNames.js';
import { chaosCards } from './chaos.js';
import { simpleGods } from './index.js';

/** Chaos's cards with `card` face up and `deck` first in the deck, the other Simple Gods after it. */
function cards(card: GodName, deck: GodName[] = [], discard: GodName[] = [], held: GodName[] = []) {
  const rest = simpleGods().filter((god) => god !== card && !deck.includes(god) && !discard.includes(god));
  return { card, deck: [...deck, ...rest.filter((god) => !held.includes(god))], discard };
}

/** Levels with d4 and d2 on level 3 (a tower each away from completion). */
const TOWERS = ['00000', '00030', '00000', '00030', '00000'];

describe('Chaos', () => {
  it('has the power of the face-up Simple God: by default the lowest-numbered one nobody holds', () => {
    // Apollo by default: Chaos's worker may swap with a neighbouring opponent.
    const apollo = board({ players: [player('chaos', ['c3', 'a1']), player('atlas', ['d3', 'e5'])] });
    expect(players(apollo)[0]?.card).toBeUndefined();
    expect(texts(apollo)).toContain('c3-d3 +d4');
    // Face-up Atlas: domes at any level.
    const atlas = board({
      players: [player('chaos', ['c3', 'a1'], cards('atlas')), player(null, ['d3', 'e5'])],
    });
    expect(texts(atlas)).toContain('c3-c4 +c5D');
    expect(texts(atlas)).not.toContain('c3-d3 +d4');
    // The cards are part of the position.
    const demeter = board({
      players: [player('chaos', ['c3', 'a1'], cards('demeter')), player(null, ['d3', 'e5'])],
    });
    expect(key(atlas)).not.toBe(key(demeter));
  });

  it("R5: a dome completing a tower in his own turn discards the card and draws the deck's first", () => {
    const pos = board({
      players: [
        player('chaos', ['c3', 'a1'], cards('atlas', ['demeter', 'hermes'])),
        player(null, ['e5', 'e1']),
      ],
      levels: TOWERS,
    });
    const switched = play(pos, 'c3-c4 +d4');
    expect(players(switched)[0]).toMatchObject({
      card: 'demeter',
      deck: ['hermes', 'apollo', 'artemis', 'athena', 'hephaestus', 'minotaur', 'pan', 'prometheus'],
      discard: ['atlas'],
    });
    // The change is a consequence, not a step: the turn is written as usual (spec §3).
    expect(legalTurns(pos).find((turn) => turn.text === 'c3-c4 +d4')?.position).toBeDefined();
    // Any other build keeps the card.
    expect(players(play(pos, 'c3-c4 +c5'))[0]?.card).toBe('atlas');
    // Demeter's power from the next turn on: two builds.
    const next = play(switched, 'e1-e2 +e1');
    expect(texts(next)).toContain('c4-b4 +a4 +b5');
  });

  it("R5: after any player's turn: an opponent completing a tower switches Chaos's card", () => {
    const pos = board({
      players: [
        player('chaos', ['a1', 'b1'], cards('atlas', ['pan'], [], ['demeter'])),
        player('demeter', ['c3', 'e5']),
      ],
      levels: TOWERS,
      toMove: 1,
    });
    expect(players(play(pos, 'c3-c4 +d4'))[0]).toMatchObject({ card: 'pan', discard: ['atlas'] });
  });

  it('R5: a dome below level 3 is no Complete Tower; with chaosAnyDome it switches the card too', () => {
    const spec = {
      players: [
        player('chaos', ['a1', 'b1'], cards('pan', ['demeter'], [], ['atlas'])),
        player('atlas', ['c3', 'e5']),
      ],
      toMove: 1,
    };
    expect(players(play(board(spec), 'c3-c4 +d4D'))[0]?.card).toBe('pan');
    const anyDome = board({ ...spec, rules: { chaosAnyDome: true } });
    expect(players(play(anyDome, 'c3-c4 +d4D'))[0]).toMatchObject({ card: 'demeter', discard: ['pan'] });
  });

  it('R20: an empty deck takes the discards in the order discarded', () => {
    const pos = board({
      players: [
        player('chaos', ['c3', 'a1'], {
          card: 'pan',
          deck: [],
          discard: [
            'hermes',
            'apollo',
            'artemis',
            'athena',
            'atlas',
            'demeter',
            'hephaestus',
            'minotaur',
            'prometheus',
          ],
        }),
        player(null, ['e5', 'e1']),
      ],
      levels: TOWERS,
    });
    expect(players(play(pos, 'c3-c4 +d4'))[0]).toMatchObject({
      card: 'hermes',
      deck: [
        'apollo',
        'artemis',
        'athena',
        'atlas',
        'demeter',
        'hephaestus',
        'minotaur',
        'prometheus',
        'pan',
      ],
      discard: [],
    });
  });

  it('§9: holding Athena, a switch at the end of his turn ends the Athena effect', () => {
    const levels = ['00000', '00030', '01100', '00030', '00000'];
    const pos = board({
      players: [player('chaos', ['c4', 'a1'], cards('athena', ['pan'])), player(null, ['a3', 'e5'])],
      levels,
    });
    // c4-c3 moves up; +d4 completes a tower: the card switches and movedUp lapses.
    const switched = play(pos, 'c4-c3 +d4');
    expect(players(switched)[0]).toMatchObject({ card: 'pan' });
    expect(players(switched)[0]?.movedUp).toBeUndefined();
    expect(texts(switched)).toContain('a3-b3 +a3');
    // Without a switch the opponent may not move up onto b3 (level 1).
    const kept = play(pos, 'c4-c3 +b4');
    expect(players(kept)[0]).toMatchObject({ card: 'athena', movedUp: true });
    expect(texts(kept).some((text) => text.startsWith('a3-b3 '))).toBe(false);
  });

  it("§9: a switch during an opponent's turn lifts the Athena effect for the next player (3 players)", () => {
    const pos = board({
      players: [
        player('chaos', ['a1', 'b1'], { ...cards('athena', ['pan'], [], ['demeter']), movedUp: true }),
        player('demeter', ['c3', 'e5']),
        player('hestia', ['a5', 'e1']),
      ],
      levels: ['00000', '10030', '00000', '00030', '00000'],
      toMove: 1,
    });
    // Hestia could not move up onto a4 while Chaos holds Athena after a move up.
    const towered = play(pos, 'c3-c4 +d4');
    expect(players(towered)[0]).toMatchObject({ card: 'pan' });
    expect(players(towered)[0]?.movedUp).toBeUndefined();
    expect(texts(towered).some((text) => text.startsWith('a5-a4 '))).toBe(true);
    const quiet = play(pos, 'c3-c4 +c5');
    expect(texts(quiet).some((text) => text.startsWith('a5-a4 '))).toBe(false);
  });

  it('a Dionysus extra turn that completes a tower switches the card too', () => {
    const pos = board({
      players: [
        player('chaos', ['a1', 'b1'], cards('pan', ['atlas', 'demeter'])),
        player('dionysus', ['c3', 'e5']),
      ],
      levels: TOWERS,
      toMove: 1,
    });
    const extra = play(pos, 'c3-c4 +d4');
    expect(players(extra)[0]?.card).toBe('atlas');
    const again = play(extra, 'b1-c2 +d2');
    expect(players(again)[0]).toMatchObject({ card: 'demeter', discard: ['pan', 'atlas'] });
  });

  it("Circe holding Chaos's power has the face-up card; the deck stays with Chaos (R21)", () => {
    const pos = board({
      players: [player('circe', ['c3', 'a1']), player('chaos', ['e5', 'e1'], cards('atlas', ['demeter']))],
      levels: TOWERS,
    });
    expect(texts(pos)).toContain('c3-c4 +c5D');
    const switched = play(pos, 'c3-c4 +d4');
    expect(players(switched)[0]).toMatchObject({ borrowed: true });
    expect(players(switched)[1]).toMatchObject({ card: 'demeter', discard: ['atlas'] });
    // Chaos, powerless while Circe has its power, builds once.
    expect(texts(switched).some((text) => text.split(' ').length > 2)).toBe(false);
  });

  it('R21: Circe holding Athena through Chaos keeps her own movedUp, until the card switches', () => {
    const pos = board({
      players: [player('circe', ['c3', 'a1']), player('chaos', ['e5', 'e1'], cards('athena', ['pan']))],
      levels: ['00000', '00030', '00010', '00000', '00000'],
    });
    const up = play(pos, 'c3-d3 +c4');
    expect(players(up)[0]).toMatchObject({ borrowed: true, movedUp: true });
    const reread = parsePosition(JSON.parse(formatPosition(up)));
    expect(reread.ok && formatPosition(reread.value)).toBe(formatPosition(up));
    const switched = play(pos, 'c3-d3 +d4');
    expect(players(switched)[0]?.movedUp).toBeUndefined();
    expect(players(switched)[1]).toMatchObject({ card: 'pan', discard: ['athena'] });
  });

  it("R20: the setup shuffles the deck with the game's seed; the position keeps the order", () => {
    const dealt = (seed: number) => {
      let setup = newSetup(2, {}, seed);
      if (!setup.ok) throw new Error(setup.error.message);
      const offered = offerGods(setup.value, 0, ['chaos', 'athena']);
      if (!offered.ok) throw new Error(offered.error.message);
      const chosen = chooseGod(offered.value, 1, 'athena');
      if (!chosen.ok) throw new Error(chosen.error.message);
      setup = chooseStart(chosen.value, 0, 0);
      if (!setup.ok) throw new Error(setup.error.message);
      const pos = initialPosition(setup.value);
      if (!pos.ok) throw new Error(pos.error.message);
      return pos.value;
    };
    const a = dealt(2024);
    expect(formatPosition(dealt(2024))).toBe(formatPosition(a));
    const all = [chaosCards(a, 0)?.card, ...(chaosCards(a, 0)?.deck ?? [])];
    expect([...all].sort()).toEqual(
      simpleGods()
        .filter((god) => god !== 'athena')
        .sort(),
    );
    const reread = parsePosition(JSON.parse(formatPosition(a)));
    expect(reread.ok && formatPosition(reread.value)).toBe(formatPosition(a));
    const orders = new Set([1, 2, 3, 4].map((seed) => formatPosition(dealt(seed))));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('an eliminated Chaos takes its cards with it (3 players)', () => {
    const pos = board({
      players: [
        player('atlas', ['c3', 'e3']),
        player('chaos', ['a5', 'b5'], cards('pan', ['demeter'], [], ['atlas'])),
        player('hestia', ['e1', 'd1']),
      ],
      levels: ['00000', '00100', '00000', '00000', '00000'],
      domes: ['a4', 'b4', 'c5'],
    });
    const out = play(pos, 'c3-d4 +c4');
    expect(players(out)[1]).toEqual({ god: 'chaos', workers: [], out: true });
    expect(chaosCards(out, 1)).toBeNull();
    const reread = parsePosition(JSON.parse(formatPosition(out)));
    expect(reread.ok && chaosCards(reread.value, 1)).toBeNull();
  });

  it('plays random games against other powers without breaking an invariant', () => {
    const report = randomPlayouts(['chaos'], 17, 80);
    expect(report.failures).toEqual([]);
    expect(report.positions).toBeGreaterThanOrEqual(300);
  });

  it('keeps its card through turns without a complete tower', () => {
    const pos = board({
      players: [player('chaos', ['c3', 'a1'], cards('hephaestus')), player(null, ['e5', 'e1'])],
    });
    const next = listed(pos, 'c3-c4 +c5').position;
    expect(players(next)[0]?.card).toBe('hephaestus');
  });
});
