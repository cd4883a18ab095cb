import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './001_initial.js';
import * as gameStarted from './002_game_started.js';
import * as ratings from './003_ratings.js';
import * as claims from './004_claims.js';
import * as botPlayers from './005_bot_players.js';
import * as presence from './006_presence.js';
import * as historyAndGamePlayers from './007_history_and_game_players.js';
import * as confusableNameKeys from './008_confusable_name_keys.js';

/** Every migration, in order: a new schema version is a new file added here. */
const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_game_started': gameStarted,
  '003_ratings': ratings,
  '004_claims': claims,
  '005_bot_players': botPlayers,
  '006_presence': presence,
  '007_history_and_game_players': historyAndGamePlayers,
  '008_confusable_name_keys': confusableNameKeys,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
