// Builds the web client only when its sources changed since the last build: `npm start`
// runs this, so a second start is ready in seconds. The stamp is a SHA-256 of every input
// (the web app's and the contracts' sources and configs, the lock file, the build scripts),
// kept in apps/web/dist/.vite where the server never serves from. A build empties dist, so a
// build made any other way also drops the stamp. `--force` builds regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.vite', 'source-stamp');
const INPUTS = [
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vite-early-entry.ts',
  'apps/web/vite-load-entry.ts',
  'apps/web/vite-static-home.ts',
  'apps/web/public',
  'apps/web/src',
  'packages/contracts/package.json',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/compress-dist.mjs',
  'scripts/build-web.mjs',
];
// Tests are not part of the bundle.
const SKIPPED = /\.test\.tsx?$|(^|\/)testing\//;

async function filesOf(relative) {
  const absolute = path.join(root, relative);
  const stat = await fs.stat(absolute).catch(() => null);
  if (!stat) return [];
  if (stat.isFile()) return [relative];
  const entries = await fs.readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !SKIPPED.test(file.split(path.sep).join('/')));
}

async function sourceStamp() {
  const files = (await Promise.all(INPUTS.map(filesOf))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await fs.readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stamp = await sourceStamp();
const built = await fs.readFile(stampFile, 'utf8').catch(() => null);
const hasIndex = await fs.stat(path.join(dist, 'index.html')).then(
  () => true,
  () => false,
);
if (!process.argv.includes('--force') && hasIndex && built === stamp) {
  console.log(`web client up to date (sources ${stamp.slice(0, 12)})`);
} else {
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@confirma/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await fs.mkdir(path.dirname(stampFile), { recursive: true });
  await fs.writeFile(stampFile, stamp);
}
