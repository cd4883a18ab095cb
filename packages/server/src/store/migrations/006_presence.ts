import type { Kysely } from 'kysely';

/**
 * Presence: when each player of a game was last seen, by each server process (its sockets) or over
 * HTTP (`via` "http"), and whether a socket of theirs is open there. Also an index for counting a
 * player's recent chat lines across processes (the shared chat limit).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('presence')
    .addColumn('game_id', 'varchar(32)', (column) => column.notNull().references('games.id'))
    .addColumn('player_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('via', 'varchar(64)', (column) => column.notNull())
    .addColumn('seen', 'bigint', (column) => column.notNull())
    .addColumn('open', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('presence_key', ['game_id', 'player_id', 'via'])
    .execute();
  await db.schema.createIndex('presence_via').on('presence').columns(['via', 'open']).execute();
  await db.schema.createIndex('chat_player').on('chat').columns(['player_id', 'created']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_player').execute();
  await db.schema.dropTable('presence').execute();
}
