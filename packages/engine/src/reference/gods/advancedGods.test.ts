/**
 * Hand-worked cases of the Advanced Gods that random games rarely reach (Dionysus's extra turn, Chaos's
 * empty deck, Selene's female dome, Zeus's lift, Medusa, Morpheus's coins, Poseidon, Triton, Persephone,
 * Circe), each checked against the reference AND the fast engine: the expected positions are written
 * here by hand from rules.md and spec.md.
 */
import { describe, expect, test } from 'vitest';
import { applyTurnText, parsePosition, positionToJson } from '../../index.js';
import { jsonKey } from './model.js';
import { referenceGodApply } from './turns.js';

const FLAT = ['00000', '00000', '00000', '00000', '00000'];
const OTHER_SIMPLE_GODS = [
  'artemis',
  'athena',
  'demeter',
  'hephaestus',
  'hermes',
  'minotaur',
  'pan',
  'prometheus',
];

function engineResult(position: unknown, turn: string): unknown {
  const parsed = parsePosition(position);
  if (!parsed.ok) throw new Error(`engine rejected the position: ${parsed.error.message}`);
  const applied = applyTurnText(parsed.value, turn);
  return applied.ok ? positionToJson(applied.value) : null;
}

/** The turn gives `expected` (compared as spec §2.1 positions) in both, or is illegal in both (null). */
function expectBoth(position: unknown, turn: string, expected: unknown): void {
  const reference = referenceGodApply(position, turn)?.position ?? null;
  const engine = engineResult(position, turn);
  if (expected === null) {
    expect({ reference, engine }).toEqual({ reference: null, engine: null });
    return;
  }
  const want = jsonKey(expected);
  expect({ reference: reference && jsonKey(reference), engine: engine && jsonKey(engine) }).toEqual({
    reference: want,
    engine: want,
  });
}

describe('Dionysus', () => {
  const towerNext = {
    players: [{ god: 'dionysus', workers: ['a1', 'e5'] }, { workers: ['c3', 'c5'] }],
    levels: ['00000', '00000', '00000', '03000', '00000'],
    domes: [],
    toMove: 0,
  };
  test('completing a tower keeps the turn, with extraTurn', () => {
    expectBoth(towerNext, 'a1-a2 +b2', {
      ...towerNext,
      players: [{ god: 'dionysus', workers: ['a2', 'e5'], extraTurn: true }, { workers: ['c3', 'c5'] }],
      domes: ['b2'],
    });
  });
  const extraTurn = {
    players: [{ god: 'dionysus', workers: ['a1', 'e5'], extraTurn: true }, { workers: ['c3', 'c5'] }],
    levels: ['00000', '00000', '00230', '00000', '00000'],
    domes: [],
    toMove: 0,
  };
  test('the extra turn moves an opponent worker; its climb to level 3 wins for no one', () => {
    expectBoth(extraTurn, 'c3-d3 +d4', {
      ...extraTurn,
      players: [{ god: 'dionysus', workers: ['a1', 'e5'] }, { workers: ['d3', 'c5'] }],
      levels: ['00000', '00010', '00230', '00000', '00000'],
      toMove: 1,
    });
  });
  test('the extra turn may be declined with pass', () => {
    expectBoth(extraTurn, 'pass', {
      ...extraTurn,
      players: [{ god: 'dionysus', workers: ['a1', 'e5'] }, { workers: ['c3', 'c5'] }],
      toMove: 1,
    });
  });
  test('his own workers do not move in the extra turn', () => {
    expectBoth(extraTurn, 'a1-a2 +a3', null);
  });
});

describe('Chaos', () => {
  test('a completed tower switches the card; an empty deck takes the discards in order', () => {
    const lastCard = {
      players: [
        {
          god: 'chaos',
          workers: ['a1', 'e5'],
          card: 'prometheus',
          deck: [],
          discard: [
            'apollo',
            'artemis',
            'athena',
            'atlas',
            'demeter',
            'hephaestus',
            'hermes',
            'minotaur',
            'pan',
          ],
        },
        { workers: ['c3', 'c5'] },
      ],
      levels: ['00000', '00000', '00000', '03000', '00000'],
      domes: [],
      toMove: 0,
    };
    expectBoth(lastCard, 'a1-a2 +b2', {
      ...lastCard,
      players: [
        {
          god: 'chaos',
          workers: ['a2', 'e5'],
          card: 'apollo',
          deck: [
            'artemis',
            'athena',
            'atlas',
            'demeter',
            'hephaestus',
            'hermes',
            'minotaur',
            'pan',
            'prometheus',
          ],
          discard: [],
        },
        { workers: ['c3', 'c5'] },
      ],
      domes: ['b2'],
      toMove: 1,
    });
  });

  const atlasCard = (rules: object) => ({
    players: [
      {
        god: 'chaos',
        workers: ['a1', 'e5'],
        card: 'atlas',
        deck: ['apollo', ...OTHER_SIMPLE_GODS],
        discard: [],
      },
      { workers: ['c3', 'c5'] },
    ],
    levels: FLAT,
    domes: [],
    toMove: 0,
    rules,
  });
  test('a dome on the ground switches the card only with chaosAnyDome (R5)', () => {
    const anyDome = atlasCard({ chaosAnyDome: true });
    expectBoth(anyDome, 'a1-a2 +b2D', {
      ...anyDome,
      players: [
        { god: 'chaos', workers: ['a2', 'e5'], card: 'apollo', deck: OTHER_SIMPLE_GODS, discard: ['atlas'] },
        { workers: ['c3', 'c5'] },
      ],
      domes: ['b2'],
      toMove: 1,
    });
    const towerOnly = atlasCard({});
    expectBoth(towerOnly, 'a1-a2 +b2D', {
      ...towerOnly,
      players: [
        {
          god: 'chaos',
          workers: ['a2', 'e5'],
          card: 'atlas',
          deck: ['apollo', ...OTHER_SIMPLE_GODS],
          discard: [],
        },
        { workers: ['c3', 'c5'] },
      ],
      domes: ['b2'],
      toMove: 1,
    });
  });
});

describe('Selene', () => {
  const selene = {
    players: [{ god: 'selene', workers: ['a1', 'e5'] }, { workers: ['c3', 'c5'] }],
    levels: ['00000', '00001', '00000', '00000', '00000'],
    domes: [],
    toMove: 0,
  };
  test('after the male moved, the female domes a level-1 space next to her', () => {
    expectBoth(selene, 'a1-a2 e5+e4D', {
      ...selene,
      players: [{ god: 'selene', workers: ['a2', 'e5'] }, { workers: ['c3', 'c5'] }],
      domes: ['e4'],
      toMove: 1,
    });
  });
  test('the male cannot build a low dome', () => {
    expectBoth(selene, 'a1-a2 +b2D', null);
  });
});

describe('Zeus', () => {
  test('lifting himself onto level 3 does not win', () => {
    const zeus = {
      players: [{ god: 'zeus', workers: ['a1', 'e5'] }, { workers: ['c3', 'c5'] }],
      levels: ['00000', '00000', '00000', '20000', '20000'],
      domes: [],
      toMove: 0,
    };
    expectBoth(zeus, 'a1-a2 +a2', {
      ...zeus,
      players: [{ god: 'zeus', workers: ['a2', 'e5'] }, { workers: ['c3', 'c5'] }],
      levels: ['00000', '00000', '00000', '30000', '20000'],
      toMove: 1,
    });
  });
});

describe('Medusa', () => {
  test('a lower neighbouring opponent worker becomes a block', () => {
    const medusa = {
      players: [{ god: 'medusa', workers: ['b1', 'e5'] }, { workers: ['a1', 'e1'] }],
      levels: ['00000', '00000', '00000', '01000', '00000'],
      domes: [],
      toMove: 0,
    };
    expectBoth(medusa, 'b1-b2 +b3', {
      ...medusa,
      players: [{ god: 'medusa', workers: ['b2', 'e5'] }, { workers: ['e1'] }],
      levels: ['00000', '00000', '01000', '01000', '10000'],
      toMove: 1,
    });
  });
});

describe('Morpheus', () => {
  const morpheus = {
    players: [{ god: 'morpheus', workers: ['a1', 'e5'], coins: 1 }, { workers: ['c3', 'c5'] }],
    levels: FLAT,
    domes: [],
    toMove: 0,
  };
  test('gains a coin, then spends any number of them', () => {
    expectBoth(morpheus, 'a1-a2 +b2 +b2', {
      ...morpheus,
      players: [{ god: 'morpheus', workers: ['a2', 'e5'] }, { workers: ['c3', 'c5'] }],
      levels: ['00000', '00000', '00000', '02000', '00000'],
      toMove: 1,
    });
    expectBoth(morpheus, 'a1-a2', {
      ...morpheus,
      players: [{ god: 'morpheus', workers: ['a2', 'e5'], coins: 2 }, { workers: ['c3', 'c5'] }],
      toMove: 1,
    });
    expectBoth(morpheus, 'a1-a2 +b2 +b2 +b2', null);
  });
});

describe('Poseidon', () => {
  const poseidon = {
    players: [{ god: 'poseidon', workers: ['a1', 'e5'] }, { workers: ['c3', 'c5'] }],
    levels: FLAT,
    domes: [],
    toMove: 0,
  };
  test('the unmoved worker on the ground builds up to 3 more times', () => {
    expectBoth(poseidon, 'a1-a2 +a3 e5+d5 e5+d5 e5+e4', {
      ...poseidon,
      players: [{ god: 'poseidon', workers: ['a2', 'e5'] }, { workers: ['c3', 'c5'] }],
      levels: ['00020', '00001', '10000', '00000', '00000'],
      toMove: 1,
    });
    expectBoth(poseidon, 'a1-a2 +a3 e5+d5 e5+d5 e5+e4 e5+e4', null);
  });
});

describe('Triton', () => {
  const triton = {
    players: [{ god: 'triton', workers: ['a1', 'e5'] }, { workers: ['c3', 'c5'] }],
    levels: FLAT,
    domes: [],
    toMove: 0,
  };
  test('moves again after each perimeter move, until an interior one', () => {
    expectBoth(triton, 'a1-a2 a2-a3 a3-b4 +c4', {
      ...triton,
      players: [{ god: 'triton', workers: ['b4', 'e5'] }, { workers: ['c3', 'c5'] }],
      levels: ['00000', '00100', '00000', '00000', '00000'],
      toMove: 1,
    });
    expectBoth(triton, 'a1-b2 b2-b3 +b4', null);
  });
});

describe('Persephone', () => {
  const persephone = {
    players: [{ workers: ['a1', 'e5'] }, { god: 'persephone', workers: ['c3', 'c5'] }],
    levels: ['00000', '00000', '00000', '00000', '01000'],
    domes: [],
    toMove: 0,
  };
  test('an opponent who can move up must', () => {
    expectBoth(persephone, 'e5-d5 +e5', null);
    expectBoth(persephone, 'a1-b1 +c1', {
      ...persephone,
      players: [{ workers: ['b1', 'e5'] }, { god: 'persephone', workers: ['c3', 'c5'] }],
      levels: ['00000', '00000', '00000', '00000', '01100'],
      toMove: 1,
    });
  });
});

describe('Circe', () => {
  test('borrowing Morpheus, she keeps her own coins', () => {
    const circe = {
      players: [
        { god: 'circe', workers: ['a1', 'e5'] },
        { god: 'morpheus', workers: ['c3', 'c5'], coins: 3 },
      ],
      levels: FLAT,
      domes: [],
      toMove: 0,
    };
    expectBoth(circe, 'a1-a2', {
      ...circe,
      players: [
        { god: 'circe', workers: ['a2', 'e5'], borrowed: true, coins: 1 },
        { god: 'morpheus', workers: ['c3', 'c5'], coins: 3 },
      ],
      toMove: 1,
    });
  });
  test("taking Athena's power ends her movedUp (R21)", () => {
    const circe = {
      players: [
        { god: 'athena', workers: ['a1', 'e5'], movedUp: true },
        { god: 'circe', workers: ['c3', 'c4'] },
      ],
      levels: FLAT,
      domes: [],
      toMove: 1,
    };
    expectBoth(circe, 'c3-d3 +e3', {
      ...circe,
      players: [
        { god: 'athena', workers: ['a1', 'e5'] },
        { god: 'circe', workers: ['d3', 'c4'], borrowed: true },
      ],
      levels: ['00000', '00000', '00001', '00000', '00000'],
      toMove: 0,
    });
  });
});
