import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, type TProduct } from './start-product.ts';

const run = promisify(execFile);

/**
 * `npm run admin:grant -- EMAIL --role ROLE` as an operator runs it on the server, on the
 * product's data directory: the way a platform's first administrator or reviewer is made.
 * The product must be stopped first (`stop`): PGlite admits one process.
 */
export async function grantPlatformRole(
  product: TProduct,
  email: string,
  role: 'admin' | 'reviewer',
): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin:grant', '--', email, '--role', role],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: product.dataDir,
      },
    },
  );
  return stdout.trim();
}
