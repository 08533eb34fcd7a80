import type { Migration } from 'kysely';
import type { DialectName } from '../dialect';
import { initialMigration } from './001-initial';

/** The one migration history, in order, for both databases. Never edit a released migration: add one. */
export function getMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
  };
}
