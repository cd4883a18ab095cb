import type { Kysely } from 'kysely';

/** The first schema: players, tokens, games, the append-only turn log and chat. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('name', 'varchar(100)', (column) => column.notNull())
    .addColumn('name_key', 'varchar(100)', (column) => column.unique())
    .addColumn('password_hash', 'varchar(256)')
    .addColumn('password_salt', 'varchar(64)')
    .addColumn('created', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('player_id', 'varchar(32)', (column) => column.notNull().references('players.id'))
    .addColumn('created', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('games')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('options', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('seats', 'text', (column) => column.notNull())
    .addColumn('setup', 'text')
    .addColumn('result', 'text')
    .addColumn('resigned', 'text', (column) => column.notNull())
    .addColumn('rematch', 'varchar(32)')
    .addColumn('created', 'bigint', (column) => column.notNull())
    .addColumn('updated', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('games_status').on('games').columns(['status', 'created']).execute();
  await db.schema
    .createTable('turns')
    .addColumn('game_id', 'varchar(32)', (column) => column.notNull().references('games.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('seat', 'integer', (column) => column.notNull())
    .addColumn('turn', 'varchar(200)', (column) => column.notNull())
    .addColumn('player_id', 'varchar(32)')
    .addColumn('created', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('turns_game_seq', ['game_id', 'seq'])
    .execute();
  await db.schema
    .createTable('chat')
    .addColumn('id', 'varchar(32)', (column) => column.primaryKey())
    .addColumn('game_id', 'varchar(32)', (column) => column.notNull().references('games.id'))
    .addColumn('player_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('created', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('chat_game').on('chat').columns(['game_id', 'created']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat', 'turns', 'games', 'tokens', 'players'])
    await db.schema.dropTable(table).execute();
}
