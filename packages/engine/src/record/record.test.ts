import { describe, expect, it } from 'vitest';
import { recordFromSetup, type GameRecord } from './record.js';
import type { Result } from '../core/result.js';
import { chooseGod, chooseStart, newSetup, offerGods, type Setup } from '../setup/setup.js';
import { unwrap } from '../testing/index.js';

/** Seat 1 offers Apollo and Athena with biaStarts on; seat 0 picks Athena; seat 1 names seat 0 to start. */
function dealt(): Setup {
  let setup = unwrap(offerGods(unwrap(newSetup(2, { biaStarts: true }, 99)), 1, ['apollo', 'athena']));
  setup = unwrap(chooseGod(setup, 0, 'athena'));
  return unwrap(chooseStart(setup, 1, 0));
}

describe('recordFromSetup', () => {
  it('records the dealt gods, Start Player, switches on, seed and offer, with no turns', () => {
    const expected: GameRecord = {
      players: [{ god: 'athena' }, { god: 'apollo' }],
      start: 0,
      rules: { biaStarts: true },
      seed: 99,
      setup: { challenger: 1, offered: ['apollo', 'athena'] },
      turns: [],
    };
    expect(recordFromSetup(dealt())).toEqual({ ok: true, value: expected });
  });

  it('gives the seats their names', () => {
    const record = unwrap(recordFromSetup(dealt(), ['Ann', 'Bob "the builder", Jr.']));
    expect(record.players).toEqual([
      { god: 'athena', name: 'Ann' },
      { god: 'apollo', name: 'Bob "the builder", Jr.' },
    ]);
  });

  it('refuses an unfinished setup, the wrong number of names, or a bad name', () => {
    const error = (result: Result<GameRecord, { message: string }>): string =>
      result.ok ? 'accepted' : result.error.message;
    expect(error(recordFromSetup(unwrap(newSetup(2))))).toBe('the setup is not finished');
    expect(error(recordFromSetup(dealt(), ['Ann']))).toBe('names: one name per player: 2, not 1');
    expect(error(recordFromSetup(dealt(), ['Ann', '']))).toBe(
      'names[1]: a name must not be empty (leave it out instead)',
    );
    expect(error(recordFromSetup(dealt(), ['Ann\n', 'Bob']))).toBe(
      'names[0]: the name "Ann\\n" contains a control character',
    );
  });
});
