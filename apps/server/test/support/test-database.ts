import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  copyPgliteTemplate,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from './database-template.ts';
import { adminStatement, databaseUrl } from './postgres-admin.ts';

/**
 * The database a test runs against: PostgreSQL when DATABASE_URL is set (a fresh database
 * per call, dropped afterwards), otherwise PGlite in a fresh temporary directory.
 */
export interface TTestDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the server under test: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  dataDir: string;
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * `adminUrl` stands for DATABASE_URL (the benches name each database they run on). Under
 * the integration suite the database starts as a copy of the run's template (a first
 * start's migrated database: support/database-template.ts); elsewhere (the benches), or
 * with `empty`, it starts empty and the server (or the test) migrates it.
 */
export async function createTestDatabase(
  { adminUrl, empty = false }: { adminUrl?: string | undefined; empty?: boolean } = {
    adminUrl: process.env.DATABASE_URL,
  },
): Promise<TTestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-test-'));
  if (!adminUrl) {
    const template = empty ? undefined : process.env[PGLITE_TEMPLATE_ENV];
    if (template) await copyPgliteTemplate(template, path.join(dataDir, 'pglite'));
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
      url: undefined,
      drop: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `confirma_t_${randomBytes(6).toString('hex')}`;
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  await adminStatement(
    adminUrl,
    `create database ${name}${template ? ` template ${template}` : ''}`,
  );
  const url = databaseUrl(adminUrl, name);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    dataDir,
    url,
    async drop() {
      await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A migrated database handle for tests that need no HTTP server. */
export async function openTestDatabase() {
  const { openDatabase } = await import('../../src/platform/db/client.ts');
  const { migrateDatabase } = await import('../../src/platform/db/migrate.ts');
  const test = await createTestDatabase();
  const database = await openDatabase({
    url: test.url,
    pgliteDir: test.url ? undefined : path.join(test.dataDir, 'pglite'),
  });
  await migrateDatabase(database);
  let open = true;
  const close = async () => {
    if (open) await database.close();
    open = false;
  };
  return {
    database,
    db: database.db,
    /** What a separate process (a CLI) needs to open the same database. */
    env: test.env,
    /** Closes this handle (PGlite allows one process at a time), keeping the data. */
    close,
    async drop() {
      await close();
      await test.drop();
    },
  };
}
