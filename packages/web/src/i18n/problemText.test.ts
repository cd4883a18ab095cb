import {
  godsProblemText,
  positionErrorText,
  positionProblemText,
  setupErrorText,
  type GivenValue,
  type GodsProblem,
  type PositionErrorKind,
  type PositionProblem,
  type SetupErrorKind,
  type SetupProblem,
} from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n.js';
import {
  godsProblemWords,
  positionErrorWords,
  positionProblemWords,
  setupProblemWords,
} from './problemText.js';

const got: GivenValue = { type: 'string', text: '"zz"' };

/** Samples of each kind of the engine's problems (a record by kind: a new kind needs its sample). */
const POSITION: { readonly [K in PositionErrorKind]: readonly Extract<PositionProblem, { kind: K }>[] } = {
  notJson: [{ kind: 'notJson', detail: 'Unexpected  token\n x' }],
  nestedTooDeep: [{ kind: 'nestedTooDeep', limit: 32 }],
  notObject: (['position', 'player', 'rules'] as const).map((what) => ({ kind: 'notObject', what, got })),
  unknownField: [{ kind: 'unknownField', name: 'colour' }],
  missing: [
    { kind: 'missing', name: 'levels' },
    { kind: 'missing', name: 'workers' },
  ],
  notPlayers: [{ kind: 'notPlayers', got }],
  badLevels: [{ kind: 'badLevels', got }],
  badLevelRow: [{ kind: 'badLevelRow', got }],
  notSquares: [{ kind: 'notSquares', got }],
  notSquare: [{ kind: 'notSquare', got }],
  duplicate: [{ kind: 'duplicate', square: 7 }],
  outOfRange: [
    { kind: 'outOfRange', low: 0, got },
    { kind: 'outOfRange', low: 0, high: 3, got },
  ],
  notBoolean: [{ kind: 'notBoolean', got }],
  unknownGod: [{ kind: 'unknownGod', got }],
  outNotInThree: [{ kind: 'outNotInThree', players: 2 }],
  tooManyWorkers: [{ kind: 'tooManyWorkers', count: 3 }],
  outWithWorkers: [{ kind: 'outWithWorkers' }],
  gods: [{ kind: 'gods', problem: { kind: 'facesItself', god: 'bia' } }],
  toMoveOut: [{ kind: 'toMoveOut', seat: 2 }],
  teammatesDiffer: [{ kind: 'teammatesDiffer', teammate: 0 }],
  nullWorker: [{ kind: 'nullWorker', keepOrder: ['minotaur', 'selene'] }],
  squareTaken: [{ kind: 'squareTaken', square: 12, by: 'players[0].workers[1]' }],
  workerOnDome: [{ kind: 'workerOnDome', square: 24 }],
  workerCount: [{ kind: 'workerCount', removers: ['medusa'] }],
  startRule: [{ kind: 'startRule', required: { seat: 1, god: 'bia', rule: 'biaStarts' } }],
  placementOrder: (['teammatePlaces', 'earlierNotPlaced', 'laterPlaced', 'playBeforePlacement'] as const).map(
    (order) => ({ kind: 'placementOrder', order, seat: 1, toMove: 2, start: 0 }),
  ),
  notAllowedFor: (['own', 'held', 'holdable'] as const).map((holder) => ({
    kind: 'notAllowedFor',
    name: 'moved',
    god: 'athena',
    holder,
  })),
  memoryWhenOut: [{ kind: 'memoryWhenOut', name: 'moved' }],
  notSimpleGod: [{ kind: 'notSimpleGod', first: 'apollo', last: 'prometheus', got }],
  notSimpleGods: [{ kind: 'notSimpleGods', got }],
  cardMissing: [{ kind: 'cardMissing' }],
  cardHeld: [{ kind: 'cardHeld', god: 'chaos', card: 'atlas' }],
  cardTwice: [{ kind: 'cardTwice', god: 'chaos', card: 'atlas' }],
  cardsMissing: [{ kind: 'cardsMissing', god: 'chaos', cards: ['atlas', 'demeter'] }],
  extraTurnNotToMove: [{ kind: 'extraTurnNotToMove', god: 'hermes', toMove: 1 }],
};

const SETUP: { readonly [K in SetupErrorKind]: readonly Extract<SetupProblem, { kind: K }>[] } = {
  playerCount: [{ kind: 'playerCount', got }],
  seed: [{ kind: 'seed', high: 99, got }],
  unknownRule: [{ kind: 'unknownRule', name: 'fast' }],
  seat: (['challenger', 'chooser', 'start'] as const).map((seat) => ({
    kind: 'seat',
    seat,
    players: 3,
    got,
  })),
  alreadyOffered: [
    { kind: 'alreadyOffered', challenger: 1 },
    { kind: 'alreadyOffered', challenger: null },
  ],
  notOfferedYet: [{ kind: 'notOfferedYet' }],
  allChosen: [{ kind: 'allChosen' }],
  startTooEarly: [{ kind: 'startTooEarly' }],
  startNamed: [{ kind: 'startNamed', start: 0 }],
  notFinished: (['offer', 'choose', 'start', 'ready'] as const).map((stage) => ({
    kind: 'notFinished',
    stage,
    chooser: 2,
    challenger: 0,
  })),
  notReady: [{ kind: 'notReady', stage: 'choose' }],
  offerCount: [{ kind: 'offerCount', players: 2, count: 3 }],
  unknownGod: [{ kind: 'unknownGod', got }],
  offeredTwice: [{ kind: 'offeredTwice', god: 'pan' }],
  gods: [{ kind: 'gods', problem: { kind: 'godsRequired', rule: 'R14', players: 3 } }],
  challengerLast: [{ kind: 'challengerLast', seat: 0, chooser: 1 }],
  alreadyChose: [{ kind: 'alreadyChose', seat: 1, god: 'pan' }],
  notYourChoice: [{ kind: 'notYourChoice', seat: 2, chooser: 1 }],
  notOffered: [{ kind: 'notOffered', god: 'pan', offered: ['atlas', 'demeter', 'hermes'] }],
  alreadyChosen: [{ kind: 'alreadyChosen', god: 'pan' }],
  notChallenger: [{ kind: 'notChallenger', challenger: 0 }],
  startRule: [{ kind: 'startRule', required: { seat: 1, god: 'bia', rule: 'biaStarts' } }],
  noOffer: [{ kind: 'noOffer', players: 4 }],
  noneLeft: [{ kind: 'noneLeft' }],
};

const GODS: readonly GodsProblem[] = [
  { kind: 'godsRequired', rule: 'R14', players: 3 },
  { kind: 'playerCount', rule: 'R14', god: 'hermes', players: 4 },
  { kind: 'bannedPair', rule: 'R13', god: 'aphrodite', other: 'ares' },
  { kind: 'bannedPair', rule: 'R13', god: 'atlas', other: 'zeus', unless: 'biaStarts' },
  { kind: 'facesItself', god: 'bia' },
];

const positions = Object.values(POSITION).flat();
const setups = Object.values(SETUP).flat();

describe("the engine's position, gods and setup problems in words", () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("says in English what the engine's own English says, for every kind", () => {
    for (const problem of positions)
      expect([problem.kind, positionProblemWords(problem)]).toEqual([
        problem.kind,
        positionProblemText(problem),
      ]);
    for (const problem of setups)
      expect([problem.kind, setupProblemWords(problem)]).toEqual([problem.kind, setupErrorText(problem)]);
    for (const problem of GODS) expect(godsProblemWords(problem)).toBe(godsProblemText(problem));
    const error = { kind: 'duplicate', square: 7, field: 'domes[1]' } as const;
    expect(positionErrorWords(error)).toBe(positionErrorText(error));
  });

  for (const language of ['fr', 'nl'] as const)
    it(`says every kind in ${language}, in other words than the English`, async () => {
      await setLanguage(language);
      const words: [unknown, string, string][] = [
        ...positions.map(
          (problem) => [problem, positionProblemWords(problem), positionProblemText(problem)] as const,
        ),
        ...setups.map((problem) => [problem, setupProblemWords(problem), setupErrorText(problem)] as const),
        ...GODS.map((problem) => [problem, godsProblemWords(problem), godsProblemText(problem)] as const),
      ].map(([problem, own, english]) => [problem, own, english]);
      for (const [problem, own, english] of words) {
        expect([problem, own === english]).toEqual([problem, false]);
        // Every value filled in: no placeholder left, no "undefined".
        expect([problem, /\{\{|undefined/.test(own)]).toEqual([problem, false]);
      }
    });

  it('names the field first and the square and gods in French', async () => {
    await setLanguage('fr');
    expect(
      positionErrorWords({ kind: 'squareTaken', square: 12, by: 'players[0].workers[1]', field: 'x' }),
    ).toBe('x\u00a0: c3 porte déjà un ouvrier (players[0].workers[1])');
    expect(setupProblemWords(SETUP.notOffered[0] ?? { kind: 'noneLeft' })).toBe(
      "Pan n'a pas été proposé (proposés\u00a0: Atlas, Demeter et Hermes)",
    );
  });
});
