import { gameOutcome } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import { clicks, gameFrom } from '../testing/games.js';
import { gameLog } from './gameLog.js';
import { noticeText, stepOptions } from './localGame.js';
import { statusLine } from './status.js';

const MEDUSA_WIN = ['@c3 @a1', '@d4 @d2', 'c3-b3 +c3', 'd4-d3 +e3', 'b3-c3 +b3'];

const lastLines = (turns: readonly string[]) => {
  const game = gameFrom(['medusa', null], turns);
  return gameLog(game.positions, game.record.turns, gameOutcome(game).reason).at(-1)?.lines;
};

describe('the game log and status in French and Dutch', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('writes the log in French', async () => {
    await setLanguage('fr');
    expect(lastLines(MEDUSA_WIN)).toEqual([
      'Bleu monte de b3 (niveau 0) en c3 (niveau 1).',
      'Bleu construit le niveau 1 en b3.',
      "Méduse change en pierre l'ouvrier de Blanc en d3\u00a0: il devient un bloc.",
      "Méduse change en pierre l'ouvrier de Blanc en d2\u00a0: il devient un bloc.",
      'Bleu gagne\u202f!',
      "Blanc n'a plus aucun ouvrier.",
    ]);
  });

  it('writes the log in Dutch', async () => {
    await setLanguage('nl');
    expect(lastLines(MEDUSA_WIN.slice(0, 3))).toEqual([
      'Blauw verplaatst van c3 (niveau 0) naar b3 (niveau 0).',
      'Blauw bouwt niveau 1 op c3.',
    ]);
  });

  it('lists what comes next in the language of the page', async () => {
    const game = clicks(gameFrom([null, null], ['@b2 @d4', '@c2 @d2']), 'b2', 'b3');
    const refused = gameFrom([null, null], ['@b2 @d4', '@c2 @d2']);
    await setLanguage('fr');
    expect(statusLine(game, stepOptions(game), false)).toBe('Bleu joue\u00a0: construisez.');
    await setLanguage('nl');
    expect(noticeText(clicks(game, 'e5'))).toMatch(/^Niet toegestaan: e5 grenst niet aan de bouwer op b3/);
    expect(noticeText(clicks(refused, 'c2'))).toBe(
      'De bouwer op c2 is van Wit, niet van jou: kies een bouwer van Blauw.',
    );
  });

  it('words a refused click in the language of the moment, not that of the click', async () => {
    const game = clicks(gameFrom([null, null], ['@b2 @d4', '@c2 @d2']), 'b2', 'b3');
    await setLanguage('fr');
    const refused = clicks(game, 'e5');
    expect(noticeText(refused)).toMatch(/^Interdit\u00a0: e5 n'est pas voisine/);
    const french = noticeText(refused);
    await setLanguage('nl');
    expect(noticeText(refused)).toMatch(/^Niet toegestaan: e5 grenst niet aan de bouwer op b3/);
    expect(noticeText(refused)).not.toBe(french);
  });
});
