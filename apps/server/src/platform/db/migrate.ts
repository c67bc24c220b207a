import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TDatabase } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/** Arbitrary constant: the advisory lock that serialises migrations across server processes. */
const MIGRATION_LOCK_KEY = 4_206_661;

/**
 * Applies pending drizzle-kit migrations (those of `migrationsFolder`: a test passes a copy
 * that stops before the migration it upgrades through). On PostgreSQL several servers may
 * start at once: they take turns under an advisory lock held on one connection.
 */
export async function migrateDatabase(
  database: TDatabase,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
