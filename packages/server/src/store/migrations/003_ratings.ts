import type { Kysely } from 'kysely';

/** Glicko-2 ratings of accounts (spec §7 Ratings): a row once a player has played a rated game. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ratings')
    .addColumn('player_id', 'varchar(32)', (column) => column.primaryKey().references('players.id'))
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addColumn('deviation', 'double precision', (column) => column.notNull())
    .addColumn('volatility', 'double precision', (column) => column.notNull())
    .addColumn('games', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('ratings_value').on('ratings').column('value').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ratings').execute();
}
