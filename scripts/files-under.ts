import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (folders left out), as absolute paths, in a stable order. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
