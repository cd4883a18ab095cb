import type { Puzzle } from '@santorini/ai';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import data from './puzzles.json' with { type: 'json' };
import { loadPuzzles } from './puzzleSet.js';
import { godsLine, hintLines, outcomeLine, taskLine, themeWords } from './words.js';

const puzzles = loadPuzzles(data).puzzles.map((playable) => playable.puzzle);

function find(test: (puzzle: Puzzle) => boolean): Puzzle {
  const found = puzzles.find(test);
  if (found === undefined) throw new Error('no such puzzle in the set');
  return found;
}

const winInTwo = find((p) => p.kind === 'win' && p.moves === 2 && p.toMove === 0);
const defend = find((p) => p.kind === 'defend');

describe('the puzzle words', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('say the task, the outcome and the hint in English', () => {
    expect(taskLine(winInTwo)).toBe('Blue to move: force a win in 2 of your turns.');
    expect(outcomeLine(winInTwo, 'playing', 1)).toBe('Good. Now win this turn.');
    expect(hintLines(winInTwo, 1)).toEqual([`Use the worker on ${winInTwo.hint.worker}.`]);
    expect(godsLine([null, null])).toBe('No God Powers');
  });

  it('say them in French, with its spaces and the gods’ French names', async () => {
    await setLanguage('fr');
    expect(taskLine(winInTwo)).toBe('Bleu joue\u00a0: forcez la victoire en 2 de vos tours.');
    expect(outcomeLine(winInTwo, 'solved', 0)).toBe('Résolu\u202f!');
    expect(themeWords('trap')).toBe('Ne laisser aucun déplacement');
    expect(godsLine(['apollo', null])).toBe('Bleu\u00a0: Apollon · Blanc\u00a0: aucun pouvoir');
    expect(hintLines(winInTwo, 2)[0]).toBe(`Jouez l’ouvrier en ${winInTwo.hint.worker}.`);
  });

  it('say them in Dutch', async () => {
    await setLanguage('nl');
    expect(taskLine(defend)).toMatch(
      / is aan zet: wend de dreiging af — .+ mag geen gedwongen winst kunnen halen\.$/,
    );
    expect(outcomeLine(winInTwo, 'wrong', 2)).toBe(
      'Niet de oplossing: na die beurt is de winst in 2 weg. Maak hem ongedaan of probeer opnieuw.',
    );
  });
});
