import { describe, expect, it } from 'vitest';
import { clicks, gameFrom } from '../testing/games.js';
import { parsePositionText, positionKey, positionToJson } from '@santorini/engine';
import {
  awaitingConfirmation,
  currentPosition,
  startFromPosition,
  startGame,
  startedFromPosition,
} from './localGame.js';
import { loadGame, saveGame, SAVE_KEY } from './savedGame.js';

class MemoryStore {
  readonly items = new Map<string, string>();
  writes = 0;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.writes++;
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

  it('writes only what changed: the same game again, or a worker only selected, is not written', () => {
    const store = new MemoryStore();
    const game = gameFrom(['demeter', 'apollo'], ['@b2 @d4', '@c2 @c4']);
    saveGame(store, game);
    saveGame(store, { ...game });
    saveGame(store, clicks(game, 'b2'));
    expect(store.writes).toBe(1);
    saveGame(store, clicks(game, 'b2', 'b3'));
    expect(store.writes).toBe(2);
    // Written again when the store lost it (another tab, a cleared store).
    store.removeItem(SAVE_KEY);
    saveGame(store, clicks(game, 'b2', 'b3'));
    expect(store.writes).toBe(3);
    expect(loadGame(store)?.prefix).toEqual(clicks(game, 'b2', 'b3').prefix);
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

  it('brings back a game started from a position: the position, the turns since and the seats', () => {
    const parsed = parsePositionText(
      '{"players":[{"god":"pan","workers":["b2","d4"]},{"god":null,"workers":["c2","c4"]}],' +
        '"levels":["00000","00000","00100","00000","00000"],"domes":["e1"],"toMove":1}',
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    const started = startFromPosition(
      parsed.value,
      ['c2-c3 +c2'],
      [{ kind: 'ai', level: 2 }, { kind: 'person' }],
    );
    if ('error' in started) throw new Error(started.error);
    const store = new MemoryStore();
    saveGame(store, started.game);
    expect(JSON.parse(store.getItem(SAVE_KEY) ?? 'null')).toMatchObject({
      version: 1,
      record: { position: positionToJson(parsed.value), turns: ['c2-c3 +c2'] },
    });
    const loaded = loadGame(store);
    if (loaded === null) throw new Error('the saved game did not load');
    expect(startedFromPosition(loaded)).toBe(true);
    expect(positionKey(loaded.positions[0] ?? currentPosition(loaded))).toBe(positionKey(parsed.value));
    expect(loaded.positions.map(positionKey)).toEqual(started.game.positions.map(positionKey));
    expect(loaded.record.turns).toEqual(['c2-c3 +c2']);
    expect(loaded.seats).toEqual(started.game.seats);
    expect(currentPosition(loaded).godOf(0)).toBe('pan');
  });

  it('keeps confirm turn, and a complete turn still waiting for it', () => {
    const base = gameFrom([null, null], ['@b2 @d4', '@c2 @c4']);
    const started = startGame(base.record, base.seats, { confirmTurns: true });
    if ('error' in started) throw new Error(started.error);
    const waiting = clicks(started.game, 'b2', 'b3', 'a4');
    expect(awaitingConfirmation(waiting)).toBe(true);
    const store = new MemoryStore();
    saveGame(store, waiting);
    const loaded = loadGame(store);
    expect(loaded?.confirmTurns).toBe(true);
    expect(loaded !== null && awaitingConfirmation(loaded)).toBe(true);
    expect(loaded?.record.turns).toEqual(waiting.record.turns);
    saveGame(store, base);
    expect(loadGame(store)?.confirmTurns).toBe(false);
  });

  it('loads a save from before records carried a position: version 2, {from, turns}', () => {
    const store = new MemoryStore();
    store.setItem(
      SAVE_KEY,
      '{"version":2,"from":{"players":[{"god":"pan","workers":["b2","d4"]},{"workers":["c2","c4"]}],' +
        '"levels":["00000","00000","00100","00000","00000"],"domes":["e1"],"toMove":1},' +
        '"turns":["c2-c3 +c2"],"seats":[{"kind":"ai","level":2},{"kind":"person"}],"partial":"b2-b3",' +
        '"confirmTurns":false}',
    );
    const loaded = loadGame(store);
    if (loaded === null) throw new Error('the old save did not load');
    expect(loaded.record.turns).toEqual(['c2-c3 +c2']);
    expect(loaded.record.position?.toMove).toBe(1);
    expect(loaded.seats).toEqual([{ kind: 'ai', level: 2 }, { kind: 'person' }]);
    expect(loaded.prefix).toEqual([{ kind: 'move', from: 6, to: 11 }]); // b2-b3
    saveGame(store, loaded);
    expect(JSON.parse(store.getItem(SAVE_KEY) ?? 'null')).toMatchObject({
      version: 1,
      record: loaded.record,
    });
  });

  it('is null when an old saved start position or its turns no longer load', () => {
    const store = new MemoryStore();
    const seats = [{ kind: 'person' }, { kind: 'person' }];
    const from = {
      players: [{ workers: ['b2', 'd4'] }, { workers: ['c2', 'c4'] }],
      levels: ['00000', '00000', '00000', '00000', '00000'],
      domes: [],
      toMove: 0,
    };
    const save = (value: object) => {
      store.setItem(SAVE_KEY, JSON.stringify({ version: 2, seats, partial: '', ...value }));
    };
    save({ from, turns: ['b2-b3 +a4'] });
    expect(loadGame(store)?.record.turns).toEqual(['b2-b3 +a4']);
    save({ from: { ...from, toMove: 7 }, turns: [] });
    expect(loadGame(store)).toBeNull();
    save({ from, turns: ['b2-e5 +a4'] });
    expect(loadGame(store)).toBeNull();
    save({ from, turns: 'b2-b3 +a4' });
    expect(loadGame(store)).toBeNull();
  });
});
