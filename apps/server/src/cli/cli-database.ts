import path from 'node:path';
import { loadConfig, loadDotEnv } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';

/** A command's configuration (`.env`, then the environment) and the database it names. */
export async function openCliDatabase() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  });
  return { config, database };
}
