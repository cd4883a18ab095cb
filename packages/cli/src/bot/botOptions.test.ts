import { describe, expect, it } from 'vitest';
import { UsageError } from '../usage.js';
import { readBotOptions } from './botOptions.js';

const NEEDED = ['--server', 'http://host:3000/', '--name', 'Robo', '--password', 'secret12', '--engine', 'e'];

describe('readBotOptions', () => {
  it('reads the options, with the documented defaults', () => {
    expect(readBotOptions(NEEDED)).toMatchObject({
      server: 'http://host:3000',
      name: 'Robo',
      engine: 'e',
      games: 2,
      accept: 'invites',
      movetimeMs: 1000,
      create: false,
    });
    const all = readBotOptions([
      ...NEEDED,
      '--games',
      '5',
      '--accept',
      'open',
      '--movetime',
      '250',
      '--create',
    ]);
    expect(all).toMatchObject({ games: 5, accept: 'open', movetimeMs: 250, create: true });
  });

  it('refuses missing or bad options as usage errors', () => {
    for (const args of [
      NEEDED.slice(2),
      NEEDED.slice(0, 6),
      [...NEEDED.slice(2), '--server', 'host:3000'],
      [...NEEDED, '--games', '0'],
      [...NEEDED, '--accept', 'all'],
      [...NEEDED, '--movetime', 'fast'],
      [...NEEDED, 'extra'],
    ])
      expect(() => readBotOptions(args), args.join(' ')).toThrow(UsageError);
  });
});
