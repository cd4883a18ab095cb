import { replayRecord, type GodName } from '@santorini/engine';
import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../game/seats.js';
import {
  actingSeat,
  challengerRecord,
  choosePower,
  flowStage,
  nameStart,
  offerPowers,
  startChallenger,
  type ChallengerFlow,
} from './challenger.js';

const person: SeatKind = { kind: 'person' };
const ai: SeatKind = { kind: 'ai', level: 3 };

function flowOf(made: { flow: ChallengerFlow } | { error: string }): ChallengerFlow {
  if ('error' in made) throw new Error(made.error);
  return made.flow;
}

const started = (seats: readonly SeatKind[], challenger = 0, seed = 5) =>
  flowOf(startChallenger(seats, challenger, seed));

describe('the Challenger setup flow', () => {
  it('checks the offer with the engine and says what is wrong', () => {
    const flow = started([person, person, person]);
    expect(offerPowers(flow, ['apollo', 'atlas'])).toEqual({
      error: 'the Challenger offers as many powers as there are players: 3, not 2',
    });
    expect(offerPowers(flow, ['apollo', 'apollo', 'atlas'])).toEqual({
      error: 'Apollo is offered twice: each card is offered once',
    });
    const twoPlayerOnly = offerPowers(flow, ['apollo', 'atlas', 'chronus']);
    expect('error' in twoPlayerOnly && twoPlayerOnly.error).toMatch(/Chronus/);
    expect(flowStage(flow)).toBe('offer');
  });

  it('lets players choose clockwise from the Challenger, who gets the last power and names the Start Player', () => {
    let flow = started([person, person, person], 1);
    expect(actingSeat(flow)).toBe(1);
    flow = flowOf(offerPowers(flow, ['apollo', 'atlas', 'demeter']));
    expect(flowStage(flow)).toBe('choose');
    expect(actingSeat(flow)).toBe(2);
    expect(choosePower(flow, 'hermes')).toHaveProperty(
      'error',
      expect.stringMatching(/Hermes was not offered/),
    );
    flow = flowOf(choosePower(flow, 'atlas'));
    expect(actingSeat(flow)).toBe(0);
    expect(choosePower(flow, 'atlas')).toEqual({ error: 'Atlas was already chosen' });
    flow = flowOf(choosePower(flow, 'demeter'));
    expect(flow.setup.gods).toEqual(['demeter', 'apollo', 'atlas']);
    expect(flow.events.at(-1)).toEqual({ kind: 'last', seat: 1, god: 'apollo' });
    expect(flowStage(flow)).toBe('start');
    expect(actingSeat(flow)).toBe(1);
    expect(nameStart(flow, 3)).toHaveProperty('error', expect.stringMatching(/from 0 to 2, got 3/));
    flow = flowOf(nameStart(flow, 2));
    expect(flowStage(flow)).toBe('ready');
    expect(actingSeat(flow)).toBeNull();
    expect(challengerRecord(flow)).toEqual({
      record: {
        players: [{ god: 'demeter' }, { god: 'apollo' }, { god: 'atlas' }],
        start: 2,
        rules: {},
        seed: 5,
        setup: { challenger: 1, offered: ['apollo', 'atlas', 'demeter'] },
        turns: [],
      },
    });
  });

  it('refuses a record before the setup is finished', () => {
    expect(challengerRecord(started([person, person]))).toHaveProperty('error');
  });

  it('lets AI seats decide at once, the same way for the same seed', () => {
    const flow = started([ai, person], 0, 99);
    expect(flowStage(flow)).toBe('choose');
    expect(actingSeat(flow)).toBe(1);
    expect(flow.events).toHaveLength(1);
    expect(started([ai, person], 0, 99)).toEqual(flow);
    const [offered] = flow.setup.offered;
    if (offered === undefined) throw new Error('nothing offered');
    const done = flowOf(choosePower(flow, offered));
    expect(flowStage(done)).toBe('ready');
    expect(done.events.map((event) => event.kind)).toEqual(['offer', 'choose', 'last', 'start']);
    expect(done.setup.gods[1]).toBe(offered);
  });

  it('plays a whole setup of AI seats into records that replay, and different seeds differ', () => {
    const offers = new Set<string>();
    for (const players of [2, 3, 4])
      for (let seed = 0; seed < 20; seed++) {
        const seats = new Array<SeatKind>(players).fill(ai);
        const flow = started(seats, seed % players, seed);
        expect(flowStage(flow)).toBe('ready');
        const made = challengerRecord(flow);
        if ('error' in made) throw new Error(made.error);
        expect(replayRecord(made.record).ok).toBe(true);
        expect(made.record.setup?.challenger).toBe(seed % players);
        expect(new Set<GodName | null>(made.record.players.map((player) => player.god))).toEqual(
          new Set(made.record.setup?.offered),
        );
        offers.add(JSON.stringify(made.record.setup?.offered));
      }
    expect(offers.size).toBeGreaterThan(50);
  });

  it('deals under the rule switches: Circe may be offered with Eros, and Bia starts at once', () => {
    const refused = offerPowers(started([person, person]), ['circe', 'eros']);
    expect('error' in refused && refused.error).toMatch(/Circe and Eros are a banned pair/);
    const allowed = flowOf(startChallenger([person, person], 0, 5, { allowCirceEros: true }));
    expect(flowStage(flowOf(offerPowers(allowed, ['circe', 'eros'])))).toBe('choose');

    let bia = flowOf(startChallenger([person, person], 0, 5, { biaStarts: true }));
    bia = flowOf(offerPowers(bia, ['apollo', 'bia']));
    bia = flowOf(choosePower(bia, 'bia'));
    // Seat 1 took Bia: no Start Player to name, Bia's player starts.
    expect(flowStage(bia)).toBe('ready');
    const made = challengerRecord(bia);
    if ('error' in made) throw new Error(made.error);
    expect(made.record.start).toBe(1);
    expect(made.record.rules).toEqual({ biaStarts: true });
    expect(replayRecord(made.record).ok).toBe(true);
  });

  it('refuses a Challenger outside the seats', () => {
    expect(startChallenger([person, person], 2, 0)).toEqual({
      error: 'the Challenger must be one of the 2 players',
    });
  });
});
