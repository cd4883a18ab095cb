import { GOD_NAMES, parsePosition, type GodName, type Position } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../base/evaluate.js';
import { GeneralEvaluator } from './evaluate.js';

interface Seat {
  god?: GodName;
  workers: string[];
  movedUp?: boolean;
  card?: string;
}

function position(seats: Seat[], levels: string[], toMove: number, domes: string[] = []): Position {
  const parsed = parsePosition({ players: seats, levels, domes, toMove });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

const withTerms = new GeneralEvaluator();
const withoutTerms = new GeneralEvaluator(DEFAULT_WEIGHTS, []);
/** How much the power terms change `side`'s score. */
const termGain = (pos: Position, side: number): number =>
  withTerms.evaluate(pos, side) - withoutTerms.evaluate(pos, side);

// Rank 5 first. A worker on b2 can step to c2 (level 2) and on to d2 (level 3).
const STAIRS = ['00000', '00000', '00000', '01230', '00000'];
// b2 stands on level 2 next to a1 (level 3, on the edge) only.
const EDGE_THREAT = ['00000', '00000', '00000', '02000', '30000'];
// b2 stands on level 2 next to c3 (level 3, inside) only.
const INNER_THREAT = ['00000', '00000', '00300', '02000', '00000'];
const { threat, threatPotential, mobility, trapped } = DEFAULT_WEIGHTS;
const FLAT = ['00000', '00000', '00000', '00000', '00000'];

describe('power terms in the evaluation', () => {
  it('Artemis threatens a level 3 two steps away', () => {
    const pos = position([{ god: 'artemis', workers: ['b2', 'e5'] }, { workers: ['a5', 'b5'] }], STAIRS, 1);
    expect(termGain(pos, 0)).toBe(threat);
    const mortal = position(
      [{ workers: ['b2', 'e5'] }, { god: 'artemis', workers: ['a5', 'b5'] }],
      STAIRS,
      1,
    );
    expect(termGain(mortal, 0)).toBe(0);
  });

  it('Chaos holding Artemis’s card threatens like her', () => {
    const pos = position(
      [{ god: 'chaos', card: 'artemis', workers: ['b2', 'e5'] }, { workers: ['a5', 'b5'] }],
      STAIRS,
      1,
    );
    expect(termGain(pos, 0)).toBe(threat);
  });

  it('Hera voids her opponents’ threats on the edge only', () => {
    const edge = position(
      [{ god: 'hera', workers: ['e5', 'd5'] }, { workers: ['b2', 'a5'] }],
      EDGE_THREAT,
      0,
    );
    expect(termGain(edge, 0)).toBe(threat);
    const inner = position(
      [{ god: 'hera', workers: ['e5', 'd5'] }, { workers: ['b2', 'a5'] }],
      INNER_THREAT,
      0,
    );
    expect(termGain(inner, 0)).toBe(0);
  });

  it('Eros threatens to meet his other worker on level 1', () => {
    const levels = ['00000', '00000', '00000', '00110', '00000'];
    const pos = position([{ god: 'eros', workers: ['b2', 'd2'] }, { workers: ['a5', 'b5'] }], levels, 1);
    expect(termGain(pos, 0)).toBe(threat);
    const ground = ['00000', '00000', '00000', '00100', '00000'];
    const apart = position([{ god: 'eros', workers: ['b2', 'd2'] }, { workers: ['a5', 'b5'] }], ground, 1);
    expect(termGain(apart, 0)).toBe(0);
  });

  it('Hypnus freezes a worker higher than its partner', () => {
    const frozen = position(
      [{ god: 'hypnus', workers: ['e5', 'd5'] }, { workers: ['b2', 'a5'] }],
      INNER_THREAT,
      0,
    );
    expect(termGain(frozen, 0)).toBe(threat);
    const levels = ['00000', '00000', '00300', '02000', '20000'];
    const tie = position([{ god: 'hypnus', workers: ['e5', 'd5'] }, { workers: ['b2', 'a1'] }], levels, 0);
    expect(termGain(tie, 0)).toBe(0);
  });

  it('Hephaestus counts a level 1 next to his level-2 worker as one build from a threat', () => {
    const levels = ['00000', '00000', '00000', '02100', '00000'];
    const pos = position(
      [{ god: 'hephaestus', workers: ['b2', 'e5'] }, { workers: ['a5', 'b5'] }],
      levels,
      0,
    );
    expect(termGain(pos, 0)).toBe(threatPotential);
  });

  it('Apollo is not trapped next to an opponent he can swap with', () => {
    const pos = position([{ god: 'apollo', workers: ['a1', 'e5'] }, { workers: ['b2', 'a5'] }], FLAT, 0, [
      'a2',
      'b1',
    ]);
    expect(termGain(pos, 0)).toBe(mobility - trapped);
  });

  it('Minotaur is not trapped next to an opponent he can push back', () => {
    const seats: Seat[] = [{ god: 'minotaur', workers: ['a1', 'e5'] }, { workers: ['b2', 'a5'] }];
    expect(termGain(position(seats, FLAT, 0, ['a2', 'b1']), 0)).toBe(mobility - trapped);
    // c3, behind b2, is domed: no push.
    expect(termGain(position(seats, FLAT, 0, ['a2', 'b1', 'c3']), 0)).toBe(0);
  });

  it('Bia counts an opponent she can take by moving straight at it', () => {
    const seats: Seat[] = [{ god: 'bia', workers: ['a1', 'e4'] }, { workers: ['c3', 'a5'] }];
    expect(termGain(position(seats, FLAT, 0), 0)).toBe(400);
    expect(termGain(position(seats, FLAT, 1), 0)).toBe(100);
    // b2 domed: she cannot move there, so c3 is safe.
    expect(termGain(position(seats, FLAT, 0, ['b2']), 0)).toBe(0);
  });

  it('Medusa counts an opponent next to and lower than her worker', () => {
    const seats: Seat[] = [{ god: 'medusa', workers: ['b2', 'e5'] }, { workers: ['c2', 'a5'] }];
    const lower = ['00000', '00000', '00000', '01000', '00000'];
    expect(termGain(position(seats, lower, 0), 0)).toBe(400);
    const level = ['00000', '00000', '00000', '01100', '00000'];
    expect(termGain(position(seats, level, 0), 0)).toBe(0);
  });

  it('a power without terms is judged as no power', () => {
    const all = new GeneralEvaluator(DEFAULT_WEIGHTS, GOD_NAMES);
    for (const god of ['hermes', 'athena', 'atlas', 'limus', 'triton'] as const) {
      const pos = position([{ god, workers: ['b2', 'e5'] }, { workers: ['a5', 'b5'] }], STAIRS, 1);
      expect(all.evaluate(pos, 0)).toBe(withoutTerms.evaluate(pos, 0));
    }
  });
});
