import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './001_initial.js';

/** Every migration, in order: a new schema version is a new file added here. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
