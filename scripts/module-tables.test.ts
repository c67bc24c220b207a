import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './files-under.ts';

/**
 * No module exports a table: another module reads and writes a module's rows through the
 * named queries and use cases its index.ts exports, never through its drizzle tables. (A
 * schema file may still import another module's schema file for a foreign key; tests take
 * tables from apps/server/src/db-schema.ts.)
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'apps/server/src/modules');

const read = (file: string) => readFileSync(file, 'utf8');
const isDir = (file: string) => statSync(file).isDirectory();
const relative = (file: string) => path.relative(MODULES, file);

const sources = filesUnder(MODULES).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

/** Every table a module declares (`export const name = pgTable(`), with the file declaring it. */
const tables = new Map<string, string>();
for (const file of sources)
  for (const [, name] of read(file).matchAll(/export const (\w+)\s*=\s*pgTable\s*\(/g))
    tables.set(name as string, relative(file));

/** The files that declare a table (an `export *` from one would export its tables). */
const tableFiles = new Set(tables.values());

const modules = readdirSync(MODULES)
  .filter((name) => isDir(path.join(MODULES, name)))
  .sort();

/** What a module's index.ts exports that is a table: `table (file)` for each. */
function exportedTables(module: string) {
  const index = path.join(MODULES, module, 'index.ts');
  const text = read(index);
  const found: string[] = [];
  for (const [, list] of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const part of (list as string).split(',')) {
      const names = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      for (const name of names) if (tables.has(name)) found.push(`${name} (${tables.get(name)})`);
    }
  for (const [, name] of text.matchAll(/export\s+(?:const|let|var)\s+(\w+)/g))
    if (tables.has(name as string)) found.push(`${name} (${tables.get(name as string)})`);
  for (const [, specifier] of text.matchAll(/export\s+\*\s+(?:as\s+\w+\s+)?from\s+'([^']+)'/g)) {
    const target = relative(path.resolve(path.dirname(index), specifier as string));
    if (tableFiles.has(target)) found.push(`every table of ${target} (export *)`);
  }
  return [...new Set(found)];
}

describe('the tables of the server modules', () => {
  it('are found (the check reads the schema files)', () => {
    expect(tables.size).toBeGreaterThan(0);
  });

  it.each(modules)('modules/%s/index.ts exports no table', (module) => {
    const found = exportedTables(module);
    expect(
      found,
      `modules/${module}/index.ts exports ${found.length > 1 ? 'the tables' : 'the table'} ${found.join(', ')}: export a named query or use case of modules/${module} instead (tests import tables from apps/server/src/db-schema.ts)`,
    ).toEqual([]);
  });
});
