import { describe, expect, it } from 'vitest';
import type { GodName } from '../core/godNames.js';
import type { Result } from '../core/result.js';
import {
  chooseGod,
  chooseStart,
  initialPosition,
  newSetup,
  offerGods,
  offerProblem,
  setupRecord,
  startingPosition,
  type Setup,
} from './setup.js';
import type { SetupError, SetupErrorKind, SetupProblem } from './setupError.js';
import { DEFAULT_RULES } from '../core/rules.js';
import { setupErrorText } from '../words/setupWords.js';

const value = <T>(result: Result<T, SetupError>): T => {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const fresh = (players = 2): Setup => value(newSetup(players));
const offered = (gods: GodName[] = ['atlas', 'demeter']): Setup =>
  value(offerGods(fresh(gods.length), 0, gods));
const dealt = (): Setup => value(chooseGod(offered(), 1, 'atlas'));
const biaDealt = (): Setup =>
  value(
    chooseGod(value(offerGods(value(newSetup(2, { biaStarts: true })), 0, ['bia', 'atlas'])), 1, 'atlas'),
  );

/** A step that fails, and the data it must give. Kinds no step can reach are worded from data (`words`). */
type Case =
  | readonly [step: () => Result<unknown, SetupError> | SetupError | null, expected: Partial<SetupProblem>]
  | { readonly words: SetupProblem; readonly text: string };

const CASES: Record<SetupErrorKind, Case> = {
  playerCount: [() => newSetup(5), { got: { type: 'number', text: '5' } }],
  seed: [() => newSetup(2, {}, -1), { high: 2 ** 32 - 1, got: { type: 'number', text: '-1' } }],
  unknownRule: [() => newSetup(2, { fastGame: true } as never), { name: 'fastGame' }],
  seat: [() => offerGods(fresh(), 2, ['atlas', 'demeter']), { seat: 'challenger', players: 2 }],
  alreadyOffered: [() => offerGods(offered(), 1, ['atlas', 'demeter']), { challenger: 0 }],
  notOfferedYet: [() => chooseGod(fresh(), 1, 'atlas'), {}],
  allChosen: [() => chooseGod(dealt(), 1, 'atlas'), {}],
  startTooEarly: [() => chooseStart(offered(), 0, 0), {}],
  startNamed: [() => chooseStart(value(chooseStart(dealt(), 0, 1)), 0, 0), { start: 1 }],
  notFinished: [() => initialPosition(offered()), { stage: 'choose', chooser: 1, challenger: 0 }],
  notReady: [() => setupRecord(fresh()), { stage: 'offer' }],
  offerCount: [() => offerGods(fresh(), 0, ['atlas']), { players: 2, count: 1 }],
  unknownGod: [
    () => offerGods(fresh(), 0, ['atlas', 'zorro' as GodName]),
    { got: { type: 'string', text: '"zorro"' } },
  ],
  offeredTwice: [() => offerGods(fresh(), 0, ['atlas', 'atlas']), { god: 'atlas' }],
  gods: [
    () => offerGods(fresh(), 0, ['circe', 'eros']),
    { problem: { kind: 'bannedPair', rule: 'R13', god: 'circe', other: 'eros', unless: 'allowCirceEros' } },
  ],
  challengerLast: [() => chooseGod(offered(), 0, 'atlas'), { seat: 0, chooser: 1 }],
  alreadyChose: [
    () => chooseGod(value(chooseGod(offered(['atlas', 'demeter', 'pan']), 1, 'atlas')), 1, 'pan'),
    { seat: 1, god: 'atlas' },
  ],
  notYourChoice: [() => chooseGod(offered(['atlas', 'demeter', 'pan']), 2, 'atlas'), { seat: 2, chooser: 1 }],
  notOffered: [() => chooseGod(offered(), 1, 'pan'), { god: 'pan', offered: ['atlas', 'demeter'] }],
  alreadyChosen: [
    () => chooseGod(value(chooseGod(offered(['atlas', 'demeter', 'pan']), 1, 'atlas')), 2, 'atlas'),
    { god: 'atlas' },
  ],
  notChallenger: [() => chooseStart(dealt(), 1, 1), { challenger: 0 }],
  startRule: [() => chooseStart(biaDealt(), 0, 1), { required: { seat: 0, god: 'bia', rule: 'biaStarts' } }],
  noOffer: {
    words: { kind: 'noOffer', players: 4 },
    text: 'no set of 4 implemented powers can play together',
  },
  noneLeft: { words: { kind: 'noneLeft' }, text: 'no power is left to choose' },
};

describe('SetupError: every refusal is a kind with its data, worded from the data', () => {
  it.each(Object.entries(CASES))('%s', (kind, test) => {
    if (!Array.isArray(test)) {
      const { words, text } = test as Exclude<Case, readonly unknown[]>;
      expect(setupErrorText(words)).toBe(text);
      return;
    }
    const [step, expected] = test as Extract<Case, readonly unknown[]>;
    const outcome = step();
    const error = outcome !== null && 'ok' in outcome ? (outcome.ok ? null : outcome.error) : outcome;
    expect(error).toMatchObject({ kind, ...expected });
    expect(error?.message).toBe(setupErrorText(error as SetupError));
  });

  it('keeps the words people know', () => {
    const message = (result: Result<unknown, SetupError>): string => (result.ok ? '' : result.error.message);
    expect(message(chooseStart(biaDealt(), 0, 1))).toBe(
      "with the rule switch biaStarts Bia's player (player 0) is the Start Player (R26)",
    );
    expect(message(offerGods(fresh(), 0, ['circe', 'eros']))).toBe(
      'Circe and Eros are a banned pair (rule R13; the rule switch allowCirceEros allows it)',
    );
    expect(message(setupRecord(fresh()))).toBe('the setup is not finished');
    expect(message(startingPosition(['apollo', null, 'pan'], 0))).toBe(
      'a 3-player game needs a God Power for every player (rule R14)',
    );
  });

  it('offerProblem gives the data with its words, or null', () => {
    expect(offerProblem(['atlas', 'demeter'], 2, DEFAULT_RULES)).toBeNull();
    expect(offerProblem(['circe', 'eros'], 2, DEFAULT_RULES)).toMatchObject({
      kind: 'gods',
      problem: { kind: 'bannedPair' },
      message: expect.stringMatching(/banned pair/) as unknown,
    });
  });
});
