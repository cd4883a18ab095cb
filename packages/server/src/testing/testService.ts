import { LocalBus } from '../events/localBus.js';
import type { GameMessage } from '../events/eventBus.js';
import { GameService } from '../service/gameService.js';
import { PlayerService } from '../service/playerService.js';
import { SqliteStore } from '../store/sqliteStore.js';
import type { PlayerRecord, Store } from '../store/store.js';
import { FirstTurnChooser } from './firstTurnChooser.js';

export interface TestService {
  readonly store: Store;
  readonly bus: LocalBus;
  readonly chooser: FirstTurnChooser;
  readonly games: GameService;
  readonly players: PlayerService;
  /** A new guest. */
  guest(name: string): Promise<PlayerRecord>;
  /** Every message published for a game from now on. */
  messages(gameId: string): GameMessage[];
  close(): Promise<void>;
}

/** A game service over an in-memory SQLite store, with the first-legal-turn AI. */
export async function testService(file = ':memory:', now?: () => number): Promise<TestService> {
  return serviceOn(await SqliteStore.open(file), now);
}

/**
 * A game service over a store of the test's (a second "process" on a shared database), with a
 * bus of its own (or one linked to another's: testing/linkedBuses.ts) and the first-legal-turn AI;
 * `close` closes the store too.
 */
export async function serviceOn(
  store: Store,
  now?: () => number,
  bus: LocalBus = new LocalBus(),
): Promise<TestService> {
  const chooser = new FirstTurnChooser();
  const games = new GameService({ store, bus, turnChooser: chooser, ...(now === undefined ? {} : { now }) });
  await games.start();
  const players = new PlayerService(store, now);
  return {
    store,
    bus,
    chooser,
    games,
    players,
    guest: async (name) => (await players.createSession({ name })).player,
    messages: (gameId) => {
      const seen: GameMessage[] = [];
      bus.subscribe(gameId, (message) => seen.push(message));
      return seen;
    },
    close: async () => {
      await games.close();
      await store.close();
    },
  };
}
