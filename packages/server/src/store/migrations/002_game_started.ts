import type { Kysely } from 'kysely';

/** When play began (epoch ms): the first clock starts then (spec §7 Clocks). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').addColumn('started', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('games').dropColumn('started').execute();
}
