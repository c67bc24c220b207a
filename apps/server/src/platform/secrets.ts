import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Returns the value kept in `DATA_DIR/secrets/<name>`, creating it (by default 48 random
 * bytes; readable by the owner only) on first use. For embedded installs; production passes its
 * secrets through the environment.
 */
export async function loadOrCreateSecret(
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): Promise<string> {
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = generate();
  try {
    await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return (await fs.readFile(file, 'utf8')).trim();
    }
    throw error;
  }
}
