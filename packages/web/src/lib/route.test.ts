import { describe, expect, it } from 'vitest';
import { APP_PATHS } from '../appPaths.js';
import { gamePath, parseRoute, playerPath, puzzlePath } from './route.js';

describe('the addresses of the pages', () => {
  it('reads every page from its address', () => {
    expect(parseRoute('/')).toEqual({ page: 'local' });
    expect(parseRoute('/online')).toEqual({ page: 'lobby' });
    expect(parseRoute('/online/games')).toEqual({ page: 'my-games' });
    expect(parseRoute('/leaderboard/')).toEqual({ page: 'leaderboard' });
    expect(parseRoute('/learn')).toEqual({ page: 'learn' });
    expect(parseRoute('/learn/')).toEqual({ page: 'learn' });
    expect(parseRoute('/g/abc')).toEqual({ page: 'game', id: 'abc' });
    expect(parseRoute(playerPath('a b'))).toEqual({ page: 'player', id: 'a b' });
    expect(parseRoute('/puzzles')).toEqual({ page: 'puzzles' });
    expect(parseRoute(puzzlePath('p007'))).toEqual({ page: 'puzzles', id: 'p007' });
  });

  it('sends an address that does not decode to the lobby', () => {
    expect(parseRoute('/p/%E0')).toEqual({ page: 'lobby' });
    expect(parseRoute(gamePath('x').replace('x', '%'))).toEqual({ page: 'lobby' });
  });
});

describe("the pages' addresses the server answers with the app (appPaths.json)", () => {
  /** Whether a server route pattern (`*`: the rest of the address) takes `pathname`. */
  const takes = (pattern: string, pathname: string) =>
    pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
  /** An address of each page but the local game (which is /). */
  const addresses = [
    '/online',
    '/online/games',
    '/g/abc',
    '/p/abc',
    '/leaderboard',
    '/learn',
    '/puzzles',
    puzzlePath('p007'),
  ];

  it('lists an address for every page but the local game', () => {
    expect(new Set(addresses.map((address) => parseRoute(address).page)).size).toBe(7);
    for (const address of addresses)
      expect(
        APP_PATHS.some((pattern) => takes(pattern, address)),
        address,
      ).toBe(true);
  });

  it('lists only addresses of pages', () => {
    for (const pattern of APP_PATHS)
      expect(
        addresses.some((address) => takes(pattern, address)),
        pattern,
      ).toBe(true);
  });
});
