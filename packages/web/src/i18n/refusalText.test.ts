import { refusal, refusalText as engineText, type Refusal, type RefusalReason } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n.js';
import { en } from './locales/en/index.js';
import { refusalText } from './refusalText.js';

const WORDS_ONLY = new Set(['thePower', 'notAllowed', 'notAllowedPrefix']);
const REASONS = Object.keys(en.refusal).filter(
  (key) => !key.includes('_') && !WORDS_ONLY.has(key),
) as RefusalReason[];

/** A refusal of every kind, with all the data any reason's words may name. */
const sample = (reason: RefusalReason): Refusal =>
  refusal(reason, {
    power: 'atlas',
    squares: [12, 13],
    levels: [1, 3],
    count: 2,
    spent: 1,
    seat: 1,
    steps: [{ kind: 'move', from: 12, to: 13 }],
    cause: refusal('tooHigh', { squares: [12, 13], levels: [0, 2] }),
  });

const engineSeat = (seat: number): string => `player ${String(seat)}`;

describe('refusalText', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('has words for each of the engine reasons', () => {
    expect(REASONS.length).toBeGreaterThan(90);
  });

  it("says in English what the engine's own English says, for every reason", () => {
    for (const reason of REASONS) {
      for (const r of [sample(reason), { ...sample(reason), power: undefined }]) {
        expect([reason, refusalText(r, engineSeat)]).toEqual([reason, engineText(r)]);
      }
    }
    const anyDome = refusal('nextToLimus', { power: 'limus', squares: [7], anyDome: true });
    expect(refusalText(anyDome, engineSeat)).toBe(engineText(anyDome));
  });

  it('writes French and Dutch from the same data, causes and god names included', async () => {
    const swap = refusal('swapHeight', {
      power: 'apollo',
      squares: [12],
      cause: refusal('tooHigh', { squares: [6, 12], levels: [0, 2] }),
    });
    await setLanguage('fr');
    expect(refusalText(swap, engineSeat)).toBe(
      "l'échange d'Apollo respecte la règle de hauteur\u00a0: b2 est au niveau 0 et c3 au niveau 2\u00a0: un ouvrier monte d'un niveau au plus",
    );
    await setLanguage('nl');
    expect(refusalText(refusal('domed', { squares: [24] }), engineSeat)).toBe('op e5 staat een koepel');
    expect(refusalText(refusal('lowDome', { squares: [0], levels: [1] }), engineSeat)).toMatch(
      /^a1 is niveau 1: alleen een godenkracht \(.*Atlas.*\) bouwt een koepel onder niveau 3$/,
    );
  });
});
