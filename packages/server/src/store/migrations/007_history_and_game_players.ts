import { sql, type Kysely } from 'kysely';

/** The players a game's seats involve: each seat's player, and the invited player of a free seat. */
interface SeatJson {
  readonly playerId: string | null;
  readonly invited?: { readonly id: string };
}

/**
 * Two tables. `rating_history`: a row for each rating change (a rated game's end), so that a
 * player's ratings over time can be shown. `game_players`: who is involved in which game (holds a
 * seat or is invited to a free one), kept with the seats, so that a player's games are found by
 * index; filled here from the games not finished.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rating_history')
    .addColumn('player_id', 'varchar(32)', (column) => column.notNull().references('players.id'))
    .addColumn('game_id', 'varchar(32)', (column) => column.notNull().references('games.id'))
    .addColumn('at', 'bigint', (column) => column.notNull())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('deviation', 'double precision', (column) => column.notNull())
    .addPrimaryKeyConstraint('rating_history_player_game', ['player_id', 'game_id'])
    .execute();
  await db.schema
    .createIndex('rating_history_player_at')
    .on('rating_history')
    .columns(['player_id', 'at'])
    .execute();
  await db.schema
    .createTable('game_players')
    .addColumn('game_id', 'varchar(32)', (column) => column.notNull().references('games.id'))
    .addColumn('player_id', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('game_players_game_player', ['game_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('game_players_player')
    .on('game_players')
    .columns(['player_id', 'game_id'])
    .execute();
  const games = await sql<{ id: string; seats: string }>`
    SELECT id, seats FROM games WHERE status IN ('open', 'setup', 'playing')`.execute(db);
  for (const game of games.rows) {
    const seats = JSON.parse(game.seats) as SeatJson[];
    const ids = new Set(seats.flatMap((seat) => seat.playerId ?? seat.invited?.id ?? []));
    for (const playerId of ids)
      await sql`INSERT INTO game_players (game_id, player_id) VALUES (${game.id}, ${playerId})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_players').execute();
  await db.schema.dropTable('rating_history').execute();
}
