import { replayRecord } from '@santorini/engine';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.js';
import {
  defaultSettings,
  gameGods,
  recordForSettings,
  resizeSeats,
  type NewGameSettings,
} from './newGame.js';

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
      rules: {},
      confirmTurns: false,
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
      rules: {},
      confirmTurns: false,
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

  it('puts the rule switches that are on into the record, which replays with them', () => {
    const settings: NewGameSettings = {
      ...defaultSettings(5),
      seats: [person, person],
      gods: 'pick',
      picks: ['chaos', 'apollo'],
      rules: { chaosAnyDome: true, limusAnyDome: false },
    };
    const made = recordForSettings(settings);
    if ('error' in made) throw new Error(made.error);
    expect(made.record.rules).toEqual({ chaosAnyDome: true });
    const replayed = replayRecord(made.record);
    expect(replayed.ok && replayed.value.final.rules.chaosAnyDome).toBe(true);

    const random = recordForSettings({ ...settings, gods: 'random', rules: { biaStarts: true } });
    expect('record' in random && random.record.rules).toEqual({ biaStarts: true });
  });

  it("with biaStarts makes Bia's player the Start Player, and without it keeps the first seat", () => {
    const settings: NewGameSettings = {
      ...defaultSettings(0),
      seats: [person, person],
      gods: 'pick',
      picks: ['apollo', 'bia'],
    };
    const plain = recordForSettings(settings);
    expect('record' in plain && plain.record.start).toBe(0);
    const biaStarts = recordForSettings({ ...settings, rules: { biaStarts: true } });
    if ('error' in biaStarts) throw new Error(biaStarts.error);
    expect(biaStarts.record.start).toBe(1);
    expect(biaStarts.record.rules).toEqual({ biaStarts: true });
    expect(replayRecord(biaStarts.record).ok).toBe(true);
  });

  it('refuses Circe against Eros unless allowCirceEros is on', () => {
    const settings: NewGameSettings = {
      ...defaultSettings(0),
      seats: [person, person],
      gods: 'pick',
      picks: ['circe', 'eros'],
    };
    const refused = recordForSettings(settings);
    expect('error' in refused && refused.error).toMatch(/Circe and Eros are a banned pair/);
    const allowed = recordForSettings({ ...settings, rules: { allowCirceEros: true } });
    expect('record' in allowed && allowed.record.rules).toEqual({ allowCirceEros: true });
  });

  it('knows the gods of the game when they are none or picked, not when drawn or chosen later', () => {
    expect(gameGods(defaultSettings(0))).toEqual([null, null]);
    expect(gameGods({ ...defaultSettings(0), gods: 'pick', picks: ['chaos', null] })).toEqual([
      'chaos',
      null,
    ]);
    expect(gameGods({ ...defaultSettings(0), gods: 'random' })).toBeNull();
    expect(gameGods({ ...defaultSettings(0), gods: 'challenger' })).toBeNull();
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

describe("the engine's refusal of a new game's gods, in the language shown", () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('says a banned pair in French and Dutch, from the refusal kind', async () => {
    const settings: NewGameSettings = {
      ...defaultSettings(0),
      seats: [person, person],
      gods: 'pick',
      picks: ['circe', 'eros'],
    };
    await setLanguage('fr');
    const french = recordForSettings(settings);
    expect('error' in french && french.error).toBe(
      "Circe et Eros forment une paire interdite (règle R13\u00a0; l'option allowCirceEros l'autorise)",
    );
    await setLanguage('nl');
    const dutch = recordForSettings(settings);
    expect('error' in dutch && dutch.error).toMatch(/^Circe en Eros zijn een verboden paar/);
  });
});
