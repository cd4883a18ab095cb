import { describe, expect, it } from 'vitest';
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
