import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copyPgliteTemplate,
  PGLITE_TEMPLATE_ENV,
} from '../../apps/server/test/support/database-template.ts';
import { freePort } from '../../apps/server/test/support/free-port.ts';

export { freePort };

/** The repository's root, where the product's commands run. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TProduct {
  url: string;
  /** Its DATA_DIR: the database, the stored files, the generated secrets. */
  dataDir: string;
  /** Stops the server and leaves its data directory, to start again on it (`options.dataDir`). */
  stop(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  close(): Promise<void>;
}

/**
 * Starts the whole product as `npm start` runs it (built web client + server) on a free
 * port and a fresh data directory holding a copy of the run's migrated database, and waits
 * until /api/health answers ok. `options.dataDir`: the data directory of a product stopped
 * before, started again as it was left (its closing deletes it).
 */
export async function startProduct(
  env: Record<string, string> = {},
  options: { port?: number; dataDir?: string } = {},
): Promise<TProduct> {
  const dataDir = options.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'confirma-e2e-')));
  // The run's migrated database (the suite's global setup made it with a real first
  // start), unless the product is pointed at a database of its own or has one already.
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !env.DATABASE_URL && !options.dataDir) {
    await copyPgliteTemplate(template, path.join(dataDir, 'pglite'));
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        // Links in e-mails and the auth server's origin checks use the address we browse.
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        // The sender's e-mails still wait (the delay is exercised), but not 10 s.
        SENDER_NOTICE_DELAY_SECONDS: '1',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running behind the failed file.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
      throw new Error('server did not become healthy in 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  async function stop() {
    // Once: a second call (close after stop) finds it exited, by code or by signal.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  return {
    url,
    dataDir,
    stop,
    async close() {
      await stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
