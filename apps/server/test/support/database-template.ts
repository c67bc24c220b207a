import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../src/platform/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createPlatform } from '../../src/platform/platform.ts';
import { adminStatement, databaseUrl } from './postgres-admin.ts';

const run = promisify(execFile);

/**
 * A database as a server leaves it after its first start (migrated, pg-boss's schema and
 * queues made), built once per test run by the integration and e2e suites' global setups,
 * so each test server (and each product an e2e file starts, e2e/support/start-product.ts)
 * starts from a copy of it instead of creating a cluster and migrating it:
 * PGlite's initdb alone took 4.5–6 s of CPU per test server on this 2-core machine, more
 * than most test files' own tests. The build runs the real first start each run: the path
 * a fresh install takes is still exercised, once.
 */
export const PGLITE_TEMPLATE_ENV = 'CONFIRMA_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'CONFIRMA_TEST_POSTGRES_TEMPLATE';

/** A server's first start on `env`'s database, then closed: what the template holds. */
async function firstStart(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const platform = await createPlatform(config, createLogger(config), { maintainJobs: false });
  await platform.close();
}

/** Builds the PGlite template (a closed data directory); returns its path and its removal. */
export async function buildPgliteTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-template-'));
  await firstStart({ DATA_DIR: dataDir });
  return {
    dir: path.join(dataDir, 'pglite'),
    remove: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

/** Builds the PGlite template for this run's test files (they read its path from the environment); returns its removal. */
export async function providePgliteTemplate(): Promise<() => Promise<void>> {
  const template = await buildPgliteTemplate();
  process.env[PGLITE_TEMPLATE_ENV] = template.dir;
  return template.remove;
}

/** Copies the PGlite template to `pgliteDir` (which must not exist yet). */
export async function copyPgliteTemplate(template: string, pgliteDir: string): Promise<void> {
  // cp -a: a tenth of Node's fs.cp's time on the cluster's thousand files.
  await run('cp', ['-a', template, pgliteDir]);
}

/**
 * Builds the PostgreSQL template: a database a first start migrated, from which each test
 * database is created (CREATE DATABASE … TEMPLATE, a file copy). Returns its name and its
 * removal.
 */
export async function buildPostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `confirma_template_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `create database ${name}`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-template-'));
  try {
    await firstStart({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl(adminUrl, name) });
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return {
    name,
    remove: () => adminStatement(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
