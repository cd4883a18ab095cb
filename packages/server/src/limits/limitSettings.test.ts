import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitSettingsFrom } from './limitSettings.js';

describe('limitSettingsFrom', () => {
  it('keeps each default when unset or empty', () => {
    expect(limitSettingsFrom({})).toEqual({ limits: DEFAULT_LIMITS });
    expect(limitSettingsFrom({ GUEST_LIMIT: '' })).toEqual({ limits: DEFAULT_LIMITS });
  });

  it('reads a count (in the default window), a count per window, "off", and caps', () => {
    const read = limitSettingsFrom({
      SIGNUP_LIMIT: '500',
      LOGIN_LIMIT_ACCOUNT_ADDRESS: '3/30s',
      GAME_LIMIT_PLAYER: '100/1h',
      CHAT_LIMIT: '10',
      GUEST_LIMIT: 'off',
      OPEN_GAMES_CAP: '3',
      AI_GAMES_CAP: 'off',
    });
    expect(read).toEqual({
      limits: {
        ...DEFAULT_LIMITS,
        signUps: { max: 500, windowMs: 60_000 },
        loginsPerAccountAddress: { max: 3, windowMs: 30_000 },
        gamesPerPlayer: { max: 100, windowMs: 3_600_000 },
        chat: { max: 10, windowMs: 10_000 },
        guests: null,
        openGames: 3,
        aiGames: null,
      },
    });
  });

  it('lifts every rate limit, not the caps, with RATE_LIMITS=off', () => {
    const read = limitSettingsFrom({ RATE_LIMITS: 'off' });
    if (!('limits' in read)) throw new Error(read.error);
    expect(read.limits.loginsPerAddress).toBeNull();
    expect(read.limits.chat).toBeNull();
    expect(read.limits.openGames).toBe(DEFAULT_LIMITS.openGames);
  });

  it('refuses anything else, naming every variable that is wrong', () => {
    for (const bad of ['0', '-1', '1.5', 'none', ' 5', '5/0s', '5/1d', '5/s'])
      expect(limitSettingsFrom({ SIGNUP_LIMIT: bad })).toEqual({
        error: expect.stringContaining('SIGNUP_LIMIT') as string,
      });
    const both = limitSettingsFrom({ CHAT_LIMIT: 'lots', OPEN_GAMES_CAP: '0', RATE_LIMITS: 'no' });
    expect('error' in both && both.error.split('\n')).toEqual([
      expect.stringContaining('RATE_LIMITS'),
      expect.stringContaining('CHAT_LIMIT'),
      expect.stringContaining('OPEN_GAMES_CAP'),
    ]);
  });
});
