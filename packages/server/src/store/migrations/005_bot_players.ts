import type { Kysely } from 'kysely';

/** Bot accounts (a program playing through the API): 1 for a bot, 0 for everyone else. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('players')
    .addColumn('bot', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('bot').execute();
}
