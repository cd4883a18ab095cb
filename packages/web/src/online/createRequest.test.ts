import { describe, expect, it } from 'vitest';
import { createRequest, defaultChoices, inviteRefusalText, withPlayers } from './createRequest.js';

describe('the create-game request', () => {
  it('asks for a base game for two with a friend to invite', () => {
    expect(createRequest(defaultChoices)).toEqual({
      request: { players: 2, gods: 'none', clock: null, rated: false, seat: 0, ai: {}, rules: {} },
    });
  });

  it("seats the server's AI at the chosen level in every other seat", () => {
    const made = createRequest({ ...withPlayers(defaultChoices, 3), opponents: 'ai', aiLevel: 6, seat: 1 });
    expect('request' in made && made.request.ai).toEqual({ '0': 6, '2': 6 });
    expect('request' in made && made.request.gods).toBe('random');
  });

  it('sends picked gods as a list, once every seat has one', () => {
    const picking = { ...defaultChoices, gods: 'pick' as const };
    expect(createRequest({ ...picking, picks: ['apollo', null] })).toEqual({
      error: 'Choose a god for every seat.',
    });
    const made = createRequest({ ...picking, picks: ['apollo', 'athena'] });
    expect('request' in made && made.request.gods).toEqual(['apollo', 'athena']);
  });

  it("reserves the other player's seat for an invited name, only when inviting a friend", () => {
    const named = createRequest({ ...defaultChoices, inviteName: '  Bob ' });
    expect('request' in named && named.request.invite).toEqual({ '1': 'Bob' });
    const second = createRequest({ ...defaultChoices, inviteName: 'Bob', seat: 1 });
    expect('request' in second && second.request.invite).toEqual({ '0': 'Bob' });
    const open = createRequest({ ...defaultChoices, inviteName: 'Bob', opponents: 'open' });
    expect('request' in open && 'invite' in open.request).toBe(false);
    const blank = createRequest({ ...defaultChoices, inviteName: '  ' });
    expect('request' in blank && 'invite' in blank.request).toBe(false);
  });

  it("words the server's refusal of an invited name without the field's path", () => {
    expect(inviteRefusalText('invite.1: no player has the id or account name "Zed"')).toBe(
      'No player has the id or account name "Zed"',
    );
    expect(inviteRefusalText('invite names "Bob" for two seats')).toBe('Invite names "Bob" for two seats');
  });

  it('asks for the chosen clock', () => {
    const made = createRequest({ ...defaultChoices, clock: 'blitz' });
    expect('request' in made && made.request.clock).toEqual({ initialMs: 300_000, incrementMs: 5000 });
    const slow = createRequest({ ...defaultChoices, clock: 'correspondence' });
    expect('request' in slow && slow.request.clock).toEqual({ daysPerTurn: 2 });
  });

  it('is rated only between two people', () => {
    const rated = { ...defaultChoices, rated: true };
    expect(createRequest(rated)).toMatchObject({
      request: { rated: true },
    });
    expect(createRequest({ ...rated, opponents: 'ai' })).toMatchObject({ request: { rated: false } });
    expect(createRequest({ ...withPlayers(rated, 3), gods: 'random' })).toMatchObject({
      request: { rated: false },
    });
  });

  it('keeps only the rule switches that are on', () => {
    const made = createRequest({
      ...defaultChoices,
      gods: 'challenger',
      rules: { biaStarts: true, chaosAnyDome: false },
    });
    expect('request' in made && made.request.rules).toEqual({ biaStarts: true });
    expect('request' in made && made.request.gods).toBe('challenger');
  });

  it('refuses a base game for more than two, and fits the seat to the player count', () => {
    expect(createRequest({ ...defaultChoices, players: 3, picks: [null, null, null] })).toEqual({
      error: 'With 3 players every player needs a god (rule R14).',
    });
    expect(withPlayers({ ...withPlayers(defaultChoices, 4), seat: 3 }, 2)).toMatchObject({
      seat: 0,
      picks: [null, null],
    });
  });
});
