import { describe, expect, it } from 'vitest';
import { clicks, gameFrom } from '../testing/games.js';
import { currentPosition } from './localGame.js';
import { loadGame, saveGame, SAVE_KEY } from './savedGame.js';

class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('the saved game', () => {
  it('brings back the turns, the seats and the turn being built', () => {
    const store = new MemoryStore();
    const game = clicks(
      gameFrom(['demeter', 'apollo'], ['@b2 @d4', '@c2 @c4'], [{ kind: 'person' }, { kind: 'ai', level: 5 }]),
      'b2',
      'b3',
      'a4',
    );
    saveGame(store, game);
    const loaded = loadGame(store);
    expect(loaded?.record).toEqual(game.record);
    expect(loaded?.seats).toEqual(game.seats);
    expect(loaded?.prefix).toEqual(game.prefix);
    expect(loaded === null ? null : currentPosition(loaded).godOf(0)).toBe('demeter');
  });

  it('is null when nothing is saved or the save does not load', () => {
    const store = new MemoryStore();
    expect(loadGame(store)).toBeNull();
    store.setItem(SAVE_KEY, '{not json');
    expect(loadGame(store)).toBeNull();
    const record = {
      players: [{ god: null }, { god: null }],
      start: 0,
      rules: {},
      seed: 0,
      turns: ['@b2 @b2'],
    };
    store.setItem(
      SAVE_KEY,
      JSON.stringify({ version: 1, record, seats: [{ kind: 'person' }, { kind: 'person' }], partial: '' }),
    );
    expect(loadGame(store)).toBeNull();
    store.setItem(
      SAVE_KEY,
      JSON.stringify({
        version: 1,
        record: { ...record, turns: [] },
        seats: [{ kind: 'ai', level: 9 }],
        partial: '',
      }),
    );
    expect(loadGame(store)).toBeNull();
  });
});
