import type { Kysely } from 'kysely';

/**
 * Who is acting for a game at a point of it (an AI seat's turn, a clock running out), so that
 * among several server processes one does it: a lease, taken over once it has run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claims')
    .addColumn('game_id', 'varchar(32)', (column) => column.primaryKey().references('games.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('owner', 'varchar(64)', (column) => column.notNull())
    .addColumn('until', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('claims').execute();
}
