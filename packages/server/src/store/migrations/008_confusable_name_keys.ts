import { sql, type Kysely } from 'kysely';
import { nameKey } from '../../service/nameKey.js';

interface AccountRow {
  readonly id: string;
  readonly name: string;
  readonly name_key: string;
}

/**
 * The key each account gets: its name's confusable-aware key (service/nameKey.ts), oldest account
 * first. When two accounts' names now have the same key, the older keeps it and the newer keeps
 * its old key — or, should the older account have taken that too, `COLLISION <id>` (upper case:
 * no name's key ever is): the newer account can no longer log in by name until it is renamed.
 */
export function newNameKeys(accounts: readonly AccountRow[]): {
  keys: Map<string, string>;
  collisions: { newer: AccountRow; older: string; key: string }[];
} {
  const keys = new Map<string, string>();
  const holders = new Map<string, string>();
  const losers: AccountRow[] = [];
  for (const account of accounts) {
    const key = nameKey(account.name);
    if (holders.has(key)) losers.push(account);
    else {
      holders.set(key, account.id);
      keys.set(account.id, key);
    }
  }
  const collisions = losers.map((newer) => {
    const key = nameKey(newer.name);
    keys.set(newer.id, holders.has(newer.name_key) ? `COLLISION ${newer.id}` : newer.name_key);
    return { newer, older: holders.get(key) ?? '', key };
  });
  return { keys, collisions };
}

/** Recomputes every account's name key with the confusable-aware nameKey (issue 47). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<AccountRow>`
    SELECT id, name, name_key FROM players WHERE name_key IS NOT NULL ORDER BY created, id`.execute(db);
  const { keys, collisions } = newNameKeys(rows);
  for (const { newer, older, key } of collisions)
    process.stderr.write(
      `migration 008: account ${newer.id} ${JSON.stringify(newer.name)} has the key ${JSON.stringify(key)} ` +
        `of the older account ${older}: it keeps ${JSON.stringify(keys.get(newer.id))} and must be renamed\n`,
    );
  const changed = rows.filter((row) => keys.get(row.id) !== row.name_key);
  // Two steps, so that no key is ever held twice on the way (name_key is unique).
  for (const row of changed)
    await sql`UPDATE players SET name_key = ${`MIGRATING ${row.id}`} WHERE id = ${row.id}`.execute(db);
  for (const row of changed)
    await sql`UPDATE players SET name_key = ${keys.get(row.id) ?? null} WHERE id = ${row.id}`.execute(db);
}
