import { randomUUID } from 'node:crypto';
import { Migrator, sql, type Kysely, type Selectable } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database, GamesTable, PlayersTable } from './schema.js';
import {
  involvedPlayers,
  NameTakenError,
  type AccountRecord,
  type ChatRecord,
  type GameChanges,
  type GameRecordRow,
  type GameStatus,
  type NewPlayer,
  type PlayerRecord,
  type PresenceRecord,
  type RatingPoint,
  type SeatRecord,
  type Store,
  type StoredRating,
  type TurnRecord,
} from './store.js';

const playerOf = (row: Pick<Selectable<PlayersTable>, 'id' | 'name' | 'name_key' | 'bot'>): PlayerRecord => ({
  id: row.id,
  name: row.name,
  account: row.name_key !== null,
  ...(row.bot === 1 ? { bot: true } : {}),
});

const gameOf = (row: Selectable<GamesTable>): GameRecordRow => ({
  id: row.id,
  options: JSON.parse(row.options) as unknown,
  status: row.status as GameStatus,
  seats: JSON.parse(row.seats) as GameRecordRow['seats'],
  setup: row.setup === null ? null : (JSON.parse(row.setup) as unknown),
  result: row.result === null ? null : (JSON.parse(row.result) as unknown),
  resigned: JSON.parse(row.resigned) as GameRecordRow['resigned'],
  rematch: row.rematch,
  created: row.created,
  updated: row.updated,
  started: row.started,
});

function gameColumns(changes: GameChanges): Partial<GamesTable> {
  const columns: Partial<GamesTable> = {};
  if (changes.status !== undefined) columns.status = changes.status;
  if (changes.seats !== undefined) columns.seats = JSON.stringify(changes.seats);
  if (changes.setup !== undefined)
    columns.setup = changes.setup === null ? null : JSON.stringify(changes.setup);
  if (changes.result !== undefined)
    columns.result = changes.result === null ? null : JSON.stringify(changes.result);
  if (changes.resigned !== undefined) columns.resigned = JSON.stringify(changes.resigned);
  if (changes.rematch !== undefined) columns.rematch = changes.rematch;
  if (changes.started !== undefined) columns.started = changes.started;
  return columns;
}

/** Brings a database's schema up to date (the same migrations for every dialect); closes it on failure. */
export async function migrate(db: Kysely<Database>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error === undefined) return;
  await db.destroy();
  throw new Error(
    `the database ${name} could not be migrated: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
  );
}

/**
 * The store on any database Kysely speaks to, in one dialect-neutral code path: sqliteStore.ts and
 * postgresStore.ts only open the connection. Every write to a game first locks its row, so that
 * the turn count it checks cannot change before it commits (compare-and-set across processes).
 */
export class KyselyStore implements Store {
  constructor(
    private readonly db: Kysely<Database>,
    /** Whether a driver error is a UNIQUE constraint's. */
    private readonly isUniqueViolation: (error: unknown) => boolean,
  ) {}

  async createPlayer(player: NewPlayer, created: number): Promise<PlayerRecord> {
    try {
      await this.db
        .insertInto('players')
        .values({
          id: player.id,
          name: player.name,
          name_key: player.account?.nameKey ?? null,
          password_hash: player.account?.passwordHash ?? null,
          password_salt: player.account?.passwordSalt ?? null,
          created,
          bot: player.bot === true ? 1 : 0,
        })
        .execute();
    } catch (error) {
      if (this.isUniqueViolation(error)) throw new NameTakenError(player.name);
      throw error;
    }
    return {
      id: player.id,
      name: player.name,
      account: player.account !== undefined,
      ...(player.bot === true ? { bot: true } : {}),
    };
  }

  async player(id: string): Promise<PlayerRecord | undefined> {
    const row = await this.db
      .selectFrom('players')
      .select(['id', 'name', 'name_key', 'bot'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? undefined : playerOf(row);
  }

  async players(ids: readonly string[]): Promise<PlayerRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('players')
      .select(['id', 'name', 'name_key', 'bot'])
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(playerOf);
  }

  async account(nameKey: string): Promise<AccountRecord | undefined> {
    const row = await this.db
      .selectFrom('players')
      .selectAll()
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    if (row?.password_hash == null || row.password_salt === null) return undefined;
    return { player: playerOf(row), passwordHash: row.password_hash, passwordSalt: row.password_salt };
  }

  async addToken(tokenHash: string, playerId: string, created: number): Promise<void> {
    await this.db
      .insertInto('tokens')
      .values({ token_hash: tokenHash, player_id: playerId, created })
      .execute();
  }

  async playerByToken(tokenHash: string): Promise<PlayerRecord | undefined> {
    const row = await this.db
      .selectFrom('tokens')
      .innerJoin('players', 'players.id', 'tokens.player_id')
      .select(['players.id', 'players.name', 'players.name_key', 'players.bot'])
      .where('tokens.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row === undefined ? undefined : playerOf(row);
  }

  async revokeToken(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('tokens').where('token_hash', '=', tokenHash).execute();
  }

  async createGame(game: GameRecordRow): Promise<void> {
    await this.db.transaction().execute((trx) => this.insertGame(trx, game));
  }

  private async insertGame(db: Kysely<Database>, game: GameRecordRow): Promise<void> {
    await db
      .insertInto('games')
      .values({
        id: game.id,
        options: JSON.stringify(game.options),
        status: game.status,
        seats: JSON.stringify(game.seats),
        setup: game.setup === null ? null : JSON.stringify(game.setup),
        result: game.result === null ? null : JSON.stringify(game.result),
        resigned: JSON.stringify(game.resigned),
        rematch: game.rematch,
        created: game.created,
        updated: game.updated,
        started: game.started,
      })
      .execute();
    await this.saveGamePlayers(db, game.id, game.seats);
  }

  /** Keeps game_players as the seats are: the players they involve, and nobody else. */
  private async saveGamePlayers(db: Kysely<Database>, gameId: string, seats: readonly SeatRecord[]) {
    await db.deleteFrom('game_players').where('game_id', '=', gameId).execute();
    const rows = involvedPlayers(seats).map((playerId) => ({ game_id: gameId, player_id: playerId }));
    if (rows.length > 0) await db.insertInto('game_players').values(rows).execute();
  }

  async createRematch(of: string, game: GameRecordRow): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockGame(trx, of);
      const old = await trx.selectFrom('games').select('rematch').where('id', '=', of).executeTakeFirst();
      if (old === undefined) throw new Error(`no game ${of} to make a rematch of`);
      if (old.rematch !== null) return old.rematch;
      await this.insertGame(trx, game);
      await trx
        .updateTable('games')
        .set({ rematch: game.id, updated: game.created })
        .where('id', '=', of)
        .execute();
      return game.id;
    });
  }

  async game(id: string): Promise<GameRecordRow | undefined> {
    const row = await this.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : gameOf(row);
  }

  async updateGame(
    id: string,
    changes: GameChanges,
    updated: number,
    ifSeq?: number,
    ifSeats?: readonly SeatRecord[],
    ifSetup?: unknown,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockGame(trx, id);
      if (ifSeq !== undefined && !(await this.hasTurnsAndGoesOn(trx, id, ifSeq))) return false;
      if (ifSeats !== undefined && !(await this.hasSeats(trx, id, ifSeats))) return false;
      if (ifSetup !== undefined && !(await this.hasSetup(trx, id, ifSetup))) return false;
      const result = await trx
        .updateTable('games')
        .set({ ...gameColumns(changes), updated })
        .where('id', '=', id)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      if (changes.seats !== undefined) await this.saveGamePlayers(trx, id, changes.seats);
      await this.saveRatings(trx, id, updated, changes);
      return true;
    });
  }

  async gamesWithStatus(status: GameStatus, limit: number): Promise<GameRecordRow[]> {
    const rows = await this.db
      .selectFrom('games')
      .selectAll()
      .where('status', '=', status)
      .orderBy('created', 'desc')
      .limit(limit)
      .execute();
    return rows.map(gameOf);
  }

  /**
   * Locks the game's row until the transaction ends: a no-op update, which PostgreSQL answers with
   * a row lock (a second writer waits, then sees the first one's turns) and SQLite with its write
   * lock. Dialect-neutral where `SELECT … FOR UPDATE` is not.
   */
  private async lockGame(db: Kysely<Database>, gameId: string): Promise<void> {
    await db
      .updateTable('games')
      .set({ updated: sql<number>`updated` })
      .where('id', '=', gameId)
      .execute();
  }

  private async hasSeats(
    db: Kysely<Database>,
    gameId: string,
    seats: readonly SeatRecord[],
  ): Promise<boolean> {
    const row = await db.selectFrom('games').select('seats').where('id', '=', gameId).executeTakeFirst();
    return row !== undefined && row.seats === JSON.stringify(seats);
  }

  /** Whether the game is choosing gods with this setup (compared as stored: JSON text). */
  private async hasSetup(db: Kysely<Database>, gameId: string, setup: unknown): Promise<boolean> {
    const row = await db
      .selectFrom('games')
      .select(['status', 'setup'])
      .where('id', '=', gameId)
      .executeTakeFirst();
    return row?.status === 'setup' && row.setup === JSON.stringify(setup);
  }

  async gamesOfPlayer(playerId: string, statuses: readonly GameStatus[]): Promise<GameRecordRow[]> {
    if (statuses.length === 0) return [];
    const rows = await this.db
      .selectFrom('game_players')
      .innerJoin('games', 'games.id', 'game_players.game_id')
      .selectAll('games')
      .where('game_players.player_id', '=', playerId)
      .where('games.status', 'in', [...statuses])
      .orderBy('games.created', 'desc')
      .execute();
    return rows.map(gameOf);
  }

  private async hasTurnsAndGoesOn(db: Kysely<Database>, gameId: string, seq: number): Promise<boolean> {
    const row = await db.selectFrom('games').select('status').where('id', '=', gameId).executeTakeFirst();
    return row !== undefined && row.status !== 'finished' && (await this.countTurns(db, gameId)) === seq;
  }

  /**
   * The number of turns a game has had: its last seq + 1 (seqs run from 0 without a gap), read from
   * the end of the (game_id, seq) index, so that it costs the same however long the game.
   */
  private async countTurns(db: Kysely<Database>, gameId: string): Promise<number> {
    const row = await db
      .selectFrom('turns')
      .select((eb) => eb.fn.max<number | string | bigint | null>('seq').as('last'))
      .where('game_id', '=', gameId)
      .executeTakeFirstOrThrow();
    return row.last === null ? 0 : Number(row.last) + 1;
  }

  async appendTurn(turn: TurnRecord, changes: GameChanges): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await this.lockGame(trx, turn.gameId);
        if ((await this.countTurns(trx, turn.gameId)) !== turn.seq) return false;
        await trx
          .insertInto('turns')
          .values({
            game_id: turn.gameId,
            seq: turn.seq,
            seat: turn.seat,
            turn: turn.turn,
            player_id: turn.playerId,
            created: turn.created,
          })
          .execute();
        await trx
          .updateTable('games')
          .set({ ...gameColumns(changes), updated: turn.created })
          .where('id', '=', turn.gameId)
          .execute();
        await this.saveRatings(trx, turn.gameId, turn.created, changes);
        return true;
      });
    } catch (error) {
      // UNIQUE(game_id, seq): another writer recorded a turn at this seq first.
      if (this.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async turns(gameId: string, from = 0): Promise<TurnRecord[]> {
    const rows = await this.db
      .selectFrom('turns')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('seq', '>=', from)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({
      gameId: row.game_id,
      seq: row.seq,
      seat: row.seat,
      turn: row.turn,
      playerId: row.player_id,
      created: row.created,
    }));
  }

  /** Saves the ratings a game's end brings, and adds each to the player's history. */
  private async saveRatings(
    db: Kysely<Database>,
    gameId: string,
    at: number,
    changes: GameChanges,
  ): Promise<void> {
    for (const { playerId, rating } of changes.ratings ?? []) {
      await db
        .insertInto('rating_history')
        .values({
          player_id: playerId,
          game_id: gameId,
          at,
          value: rating.value,
          deviation: rating.deviation,
        })
        .onConflict((conflict) => conflict.columns(['player_id', 'game_id']).doNothing())
        .execute();
      const values = {
        value: rating.value,
        deviation: rating.deviation,
        volatility: rating.volatility,
        games: rating.games,
      };
      await db
        .insertInto('ratings')
        .values({ player_id: playerId, ...values })
        .onConflict((conflict) => conflict.column('player_id').doUpdateSet(values))
        .execute();
    }
  }

  async claim(
    gameId: string,
    seq: number,
    owner: string,
    now: number,
    until: number,
  ): Promise<{ readonly won: true } | { readonly won: false; readonly until: number }> {
    const won = await this.db
      .insertInto('claims')
      .values({ game_id: gameId, seq, owner, until })
      .onConflict((conflict) =>
        conflict
          .column('game_id')
          .doUpdateSet({ seq, owner, until })
          .where((eb) =>
            eb.or([eb('claims.seq', '<', seq), eb('claims.owner', '=', owner), eb('claims.until', '<', now)]),
          ),
      )
      .returning('owner')
      .executeTakeFirst();
    if (won !== undefined) return { won: true };
    const held = await this.db
      .selectFrom('claims')
      .select('until')
      .where('game_id', '=', gameId)
      .executeTakeFirst();
    return { won: false, until: held?.until ?? now };
  }

  async releaseClaims(owner: string): Promise<void> {
    await this.db.deleteFrom('claims').where('owner', '=', owner).execute();
  }

  async rating(playerId: string): Promise<StoredRating | undefined> {
    return this.db
      .selectFrom('ratings')
      .select(['value', 'deviation', 'volatility', 'games'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
  }

  async ratingHistory(playerId: string, limit: number): Promise<RatingPoint[]> {
    const rows = await this.db
      .selectFrom('rating_history')
      .select(['game_id', 'at', 'value', 'deviation'])
      .where('player_id', '=', playerId)
      .orderBy('at', 'desc')
      .orderBy('game_id', 'desc')
      .limit(limit)
      .execute();
    return rows
      .reverse()
      .map((row) => ({ gameId: row.game_id, at: row.at, value: row.value, deviation: row.deviation }));
  }

  async leaderboard(limit: number): Promise<{ player: PlayerRecord; rating: StoredRating }[]> {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('players', 'players.id', 'ratings.player_id')
      .select([
        'players.id',
        'players.name',
        'players.name_key',
        'players.bot',
        'value',
        'deviation',
        'volatility',
        'games',
      ])
      .orderBy('value', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      player: playerOf(row),
      rating: { value: row.value, deviation: row.deviation, volatility: row.volatility, games: row.games },
    }));
  }

  async addChat(line: Omit<ChatRecord, 'name'>): Promise<void> {
    await this.db
      .insertInto('chat')
      .values({
        id: randomUUID().replaceAll('-', ''),
        game_id: line.gameId,
        player_id: line.playerId,
        text: line.text,
        created: line.created,
      })
      .execute();
  }

  async recentChat(gameId: string, limit: number): Promise<ChatRecord[]> {
    const rows = await this.db
      .selectFrom('chat')
      .innerJoin('players', 'players.id', 'chat.player_id')
      .select(['chat.game_id', 'chat.player_id', 'players.name', 'chat.text', 'chat.created'])
      .where('chat.game_id', '=', gameId)
      .orderBy('chat.created', 'desc')
      .orderBy('chat.id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((row) => ({
      gameId: row.game_id,
      playerId: row.player_id,
      name: row.name,
      text: row.text,
      created: row.created,
    }));
  }

  async markPresence(
    gameId: string,
    playerId: string,
    via: string,
    seen: number,
    open: boolean,
  ): Promise<void> {
    const values = { seen, open: open ? 1 : 0 };
    await this.db
      .insertInto('presence')
      .values({ game_id: gameId, player_id: playerId, via, ...values })
      .onConflict((conflict) => conflict.columns(['game_id', 'player_id', 'via']).doUpdateSet(values))
      .execute();
  }

  async refreshPresence(via: string, seen: number): Promise<void> {
    await this.db
      .updateTable('presence')
      .set({ seen })
      .where('via', '=', via)
      .where('open', '=', 1)
      .execute();
  }

  async closePresence(via: string, seen: number): Promise<void> {
    await this.db
      .updateTable('presence')
      .set({ seen, open: 0 })
      .where('via', '=', via)
      .where('open', '=', 1)
      .execute();
  }

  async presence(gameId: string): Promise<PresenceRecord[]> {
    const rows = await this.db
      .selectFrom('presence')
      .select(['player_id', 'via', 'seen', 'open'])
      .where('game_id', '=', gameId)
      .execute();
    return rows.map((row) => ({
      playerId: row.player_id,
      via: row.via,
      seen: row.seen,
      open: row.open === 1,
    }));
  }

  async chatLinesSince(playerId: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('chat')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('player_id', '=', playerId)
      .where('created', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async gameCounts(): Promise<Partial<Record<GameStatus, number>>> {
    const rows = await this.db
      .selectFrom('games')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  async ping(): Promise<void> {
    await this.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
