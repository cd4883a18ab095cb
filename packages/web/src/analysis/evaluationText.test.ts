import { WIN } from '@santorini/ai';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPosition } from '../game/localGame.js';
import { setLanguage } from '../i18n/i18n.js';
import { gameFrom, PEOPLE } from '../testing/games.js';
import { chanceBars, evaluationLine } from './evaluationText.js';

const twoPlayers = currentPosition(gameFrom([null, null], ['@b2 @c3', '@d4 @b4', 'b2-b3 +a3']));

describe('the evaluation in words', () => {
  it('gives both sides bars that add up to 100, Blue first whoever is to move', () => {
    expect(chanceBars(twoPlayers, 250)).toEqual([
      { who: 'Blue', side: 0, percent: 27 },
      { who: 'White', side: 1, percent: 73 },
    ]);
  });

  it('puts the other two of three players together', () => {
    const three = currentPosition(gameFrom(['pan', 'atlas', 'hermes'], [], [...PEOPLE, { kind: 'person' }]));
    expect(chanceBars(three, 0).map((bar) => [bar.who, bar.percent])).toEqual([
      ['Blue', 50],
      ['The others', 50],
    ]);
  });

  it('says forced results and estimates apart', () => {
    expect(evaluationLine(twoPlayers, WIN - 3)).toBe('White wins by force within 3 turns.');
    expect(evaluationLine(twoPlayers, -(WIN - 1))).toBe('White loses by force within 1 turn.');
    expect(evaluationLine(twoPlayers, -250)).toBe(
      "White to move: about 27% to win (an estimate from the AI's score -250).",
    );
  });

  describe('in French and Dutch', () => {
    afterEach(async () => {
      await setLanguage('en');
    });

    it('says them in French, with its plurals and spaces', async () => {
      await setLanguage('fr');
      expect(evaluationLine(twoPlayers, WIN - 3)).toBe('Blanc gagne à coup sûr en 3 tours au plus.');
      expect(evaluationLine(twoPlayers, -(WIN - 1))).toBe('Blanc perd à coup sûr en 1 tour au plus.');
      expect(evaluationLine(twoPlayers, -250)).toBe(
        'Blanc joue\u00a0: environ 27\u202f% de chances de gagner (estimation d’après le score de l’IA, -250).',
      );
    });

    it('says them in Dutch, and names the others', async () => {
      await setLanguage('nl');
      expect(evaluationLine(twoPlayers, WIN - 1)).toBe('Wit wint gedwongen binnen 1 beurt.');
      const three = currentPosition(
        gameFrom(['pan', 'atlas', 'hermes'], [], [...PEOPLE, { kind: 'person' }]),
      );
      expect(chanceBars(three, 0).map((bar) => bar.who)).toEqual(['Blauw', 'De anderen']);
    });
  });
});
