import { replayRecord } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import { defaultSettings, recordForSettings, resizeSeats, type NewGameSettings } from './newGame.js';

const person = { kind: 'person' } as const;

describe('new game settings', () => {
  it('makes a base game record for two players without gods', () => {
    expect(recordForSettings(defaultSettings(7))).toEqual({
      record: { players: [{ god: null }, { god: null }], start: 0, rules: {}, seed: 7, turns: [] },
    });
  });

  it('deals random gods that can play together, reproducibly for a seed', () => {
    const settings: NewGameSettings = {
      players: 3,
      seats: [person, person, person],
      gods: 'random',
      picks: [],
      challenger: 0,
      seed: 42,
    };
    const made = recordForSettings(settings);
    if ('error' in made) throw new Error(made.error);
    expect(made.record.players.every((player) => player.god !== null)).toBe(true);
    expect(replayRecord(made.record).ok).toBe(true);
    expect(recordForSettings(settings)).toEqual(made);
  });

  it('takes picked gods, and says why a pick cannot play', () => {
    const base: NewGameSettings = {
      players: 2,
      seats: [person, person],
      gods: 'pick',
      picks: ['apollo', 'atlas'],
      challenger: 0,
      seed: 1,
    };
    const made = recordForSettings(base);
    expect('record' in made && made.record.players.map((player) => player.god)).toEqual(['apollo', 'atlas']);
    expect(
      recordForSettings({
        ...base,
        players: 3,
        seats: [person, person, person],
        picks: ['apollo', 'atlas', null],
      }),
    ).toEqual({
      error: 'with 3 players every player needs a god (rule R14)',
    });
    const chronus = recordForSettings({
      ...base,
      players: 3,
      seats: [person, person, person],
      picks: ['apollo', 'atlas', 'chronus'],
    });
    expect(chronus).toHaveProperty('error');
  });

  it("leaves the Challenger's gods to the players", () => {
    expect(recordForSettings({ ...defaultSettings(3), gods: 'challenger' })).toEqual({
      error: 'with the Challenger the players choose the gods in turn',
    });
  });

  it('keeps seat choices when the player count changes', () => {
    expect(resizeSeats([{ kind: 'ai', level: 4 }, person], 3)).toEqual([
      { kind: 'ai', level: 4 },
      person,
      person,
    ]);
    expect(resizeSeats([person, person, { kind: 'ai', level: 2 }], 2)).toEqual([person, person]);
  });
});
