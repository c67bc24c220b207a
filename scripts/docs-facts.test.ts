import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './files-under.ts';

/**
 * The facts the documentation states about the code, checked against the code so they
 * cannot drift: docs/architecture.md's module map and layers, the paths it names, its
 * length; every module's and package's README, the tables it names and the modules it
 * says it depends on; the contracts files any document names; the length of
 * docs/operations.md and docs/api.md.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_SRC = path.join(ROOT, 'apps/server/src');
const MODULES = path.join(SERVER_SRC, 'modules');
const PLATFORM = path.join(SERVER_SRC, 'platform');
const PACKAGES = path.join(ROOT, 'packages');
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md');
const MAX_ARCHITECTURE_LINES = 400;
/** The administrator's guide: topics that outgrow it move to a document of their own. */
const MAX_OPERATIONS_LINES = 600;
/**
 * The integrator's guide: the flows, states and costs a schema cannot say. What a route takes
 * and answers belongs in its OpenAPI description, not here.
 */
const MAX_API_LINES = 600;

const read = (file: string) => readFileSync(file, 'utf8');
const isDir = (file: string) => statSync(file).isDirectory();
const dirsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => isDir(path.join(dir, name)))
    .sort();

/** What is in `actual` and not in `expected` and the other way round, for a message. */
function difference(what: string, stated: Iterable<string>, actual: Iterable<string>) {
  const statedSet = new Set(stated);
  const actualSet = new Set(actual);
  const missing = [...actualSet].filter((name) => !statedSet.has(name)).sort();
  const extra = [...statedSet].filter((name) => !actualSet.has(name)).sort();
  const lines = [];
  if (missing.length) lines.push(`${what} does not list: ${missing.join(', ')}`);
  if (extra.length) lines.push(`${what} lists what does not exist: ${extra.join(', ')}`);
  return lines;
}

/** The names in the first cell of a map's table rows: `| \`modules/name\` | … |`. */
function mapRows(markdown: string, prefix: string) {
  const row = new RegExp(`^\\| \`${prefix}/([^\`/]+)\` \\|`, 'gm');
  return [...markdown.matchAll(row)].map((match) => match[1] as string);
}

const moduleNames = dirsIn(MODULES);

/**
 * The sentences of `markdown` that say something is not built (or not implemented) while
 * naming a module that exists: a claim the code has overtaken.
 */
function notBuiltClaims(markdown: string, modules: readonly string[]): string[] {
  const sentences = markdown.replace(/\s+/g, ' ').split(/(?<=[.;:!?])\s+(?=[A-Z`*(-])/);
  return sentences.filter((sentence) => {
    if (!/\bnot (yet )?(built|implemented)\b/i.test(sentence)) return false;
    const words = new Set(sentence.toLowerCase().match(/[a-z][a-z-]*/g) ?? []);
    return modules.some((module) => words.has(module));
  });
}

/** Every document the repository keeps about itself: docs/ and the modules' READMEs. */
const documents = () =>
  [
    ...readdirSync(path.join(ROOT, 'docs')).map((name) => path.join(ROOT, 'docs', name)),
    ...moduleNames.map((module) => path.join(MODULES, module, 'README.md')),
  ].filter((document) => document.endsWith('.md') && existsSync(document));

/** The table names a module declares (`pgTable('name'`), in any of its *-schema.ts files. */
function tablesOf(module: string) {
  return filesUnder(path.join(MODULES, module))
    .filter((file) => file.endsWith('-schema.ts'))
    .flatMap((file) => [...read(file).matchAll(/pgTable\(\s*['"]([a-z0-9_]+)['"]/g)])
    .map((match) => match[1] as string)
    .sort();
}

/** The other modules a module's code imports (tests and testing helpers left out). */
function importedModules(module: string) {
  const folder = path.join(MODULES, module);
  const imported = new Set<string>();
  const sources = filesUnder(folder).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !file.endsWith('.test.ts') &&
      !file.split(path.sep).includes('testing'),
  );
  for (const file of sources) {
    const specifiers = read(file).matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g);
    for (const [, specifier] of specifiers) {
      const target = path.relative(MODULES, path.resolve(path.dirname(file), specifier as string));
      const [first] = target.split(path.sep);
      if (first && first !== '..' && first !== module) imported.add(first);
    }
  }
  return [...imported].sort();
}

/** The text of a README's bullet named `label` (up to the next bullet or blank line). */
function bullet(readme: string, label: string) {
  const start = new RegExp(
    `^- (?:\\*\\*)?${label}(?:\\*\\*)?:?(?:\\*\\*)?[^\\n]*(?:\\n(?!- |\\n)[^\\n]*)*`,
    'm',
  );
  return readme.match(start)?.[0];
}

/** The names a module's index.ts exports (`export { a, type B } from`, `export function c`). */
function exportsOf(module: string) {
  const index = read(path.join(MODULES, module, 'index.ts'));
  const names = new Set<string>();
  for (const [, list] of index.matchAll(/export (?:type )?\{([^}]*)\}/g))
    for (const part of (list as string).split(',')) {
      const name = part
        .trim()
        .replace(/^type /, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  for (const [, name] of index.matchAll(
    /export (?:async )?(?:function|const|class|type|interface) ([A-Za-z0-9_]+)/g,
  ))
    names.add(name as string);
  return names;
}

const architecture = read(ARCHITECTURE);

describe('docs/architecture.md', () => {
  it(`stays within ${MAX_ARCHITECTURE_LINES} lines`, () => {
    const lines = architecture.split('\n').length - (architecture.endsWith('\n') ? 1 : 0);
    expect(
      lines,
      `docs/architecture.md has ${lines} lines: move detail to a module's README`,
    ).toBeLessThanOrEqual(MAX_ARCHITECTURE_LINES);
  });

  it('lists every server module in its module map, and nothing else', () => {
    const problems = difference(
      'the module map (| `modules/<name>` | rows)',
      mapRows(architecture, 'modules'),
      moduleNames,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("lists every part of the server's platform, and nothing else", () => {
    const parts = readdirSync(PLATFORM).filter((name) =>
      isDir(path.join(PLATFORM, name)) ? true : name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    const problems = difference(
      'the platform map (| `platform/<part>` | rows)',
      mapRows(architecture, 'platform'),
      parts,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('lists every package, and nothing else', () => {
    const problems = difference(
      'the package map (| `packages/<name>` | rows)',
      mapRows(architecture, 'packages'),
      dirsIn(PACKAGES),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('puts every module in one layer, above every module it imports', () => {
    const layerOf = new Map<string, number>();
    const problems: string[] = [];
    for (const [, level, names] of architecture.matchAll(/^layer (\d+): (.+)$/gm)) {
      for (const name of (names as string).split(',').map((part) => part.trim())) {
        if (layerOf.has(name)) problems.push(`${name} is in two layers`);
        layerOf.set(name, Number(level));
      }
    }
    problems.push(...difference('the layers block', layerOf.keys(), moduleNames));
    for (const module of moduleNames) {
      const level = layerOf.get(module);
      if (level === undefined) continue;
      for (const imported of importedModules(module)) {
        const below = layerOf.get(imported);
        if (below !== undefined && below >= level)
          problems.push(
            `${module} (layer ${level}) imports ${imported} (layer ${below}): move one of them`,
          );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names only paths and documents that exist', () => {
    const missing: string[] = [];
    for (const [, token] of architecture.matchAll(/`([^`\s]+)`/g)) {
      const name = token as string;
      if (/[<>*{}…]/.test(name) || !name.includes('/')) continue;
      const file = /^(platform|modules)\//.test(name)
        ? path.join(SERVER_SRC, name)
        : /^(apps|packages|scripts|docs|e2e|bench|deploy)\//.test(name)
          ? path.join(ROOT, name)
          : undefined;
      if (file && !existsSync(file)) missing.push(name);
    }
    for (const [, link] of architecture.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (!/^https?:/.test(link as string) && !existsSync(path.join(ROOT, 'docs', link as string)))
        missing.push(link as string);
    }
    expect(
      missing,
      `docs/architecture.md names what does not exist: ${missing.join(', ')}`,
    ).toEqual([]);
  });
});

/** `app.get('/path'` and the like: a route a plugin registers, the path written out. */
const ROUTE_CALL = /\b(?:app|scope)\.(get|post|put|patch|delete|head)\(\s*(['`])(\/[^'`]*)\2/g;

/** The routes `source` registers, as 'METHOD /path'. */
function registeredRoutes(source: string): string[] {
  return [...source.matchAll(ROUTE_CALL)].map(
    (match) => `${(match[1] as string).toUpperCase()} ${match[3]}`,
  );
}

/** The routes of `routes` no line of `readme` names with both its method and its path. */
function unnamedRoutes(readme: string, routes: Iterable<string>): string[] {
  const lines = readme.split('\n');
  return [...new Set(routes)].filter((route) => {
    const [method, url] = route.split(' ') as [string, string];
    const named = new RegExp(
      `(?<![\\w/:-])${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/:-])`,
    );
    const verb = new RegExp(`\\b${method}\\b`);
    return !lines.some((line) => named.test(line) && verb.test(line));
  });
}

function routesOf(module: string): string[] {
  return filesUnder(path.join(MODULES, module))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => registeredRoutes(read(file)));
}

describe.each(moduleNames)('the README of modules/%s', (module) => {
  const file = path.join(MODULES, module, 'README.md');
  const readme = existsSync(file) ? read(file) : undefined;

  it('exists', () => {
    expect(readme, `apps/server/src/modules/${module}/README.md is missing`).toBeDefined();
  });

  it('names every table the module declares', () => {
    const unnamed = tablesOf(module).filter((table) => !readme?.includes(`\`${table}\``));
    expect(
      unnamed,
      `apps/server/src/modules/${module}/README.md does not name its tables: ${unnamed.join(', ')}`,
    ).toEqual([]);
  });

  it('names every route the module registers, with its method', () => {
    const unnamed = unnamedRoutes(readme ?? '', routesOf(module));
    expect(
      unnamed,
      `apps/server/src/modules/${module}/README.md does not name the routes: ${unnamed.join(', ')}`,
    ).toEqual([]);
  });

  it('names only what its index.ts exports as its public entry', () => {
    const entry = readme && bullet(readme, 'Public entry');
    expect(
      entry,
      `apps/server/src/modules/${module}/README.md has no "- **Public entry**:" bullet`,
    ).toBeDefined();
    const exported = exportsOf(module);
    const stale = [...(entry ?? '').matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)]
      .map((match) => match[1] as string)
      .filter((name) => !exported.has(name) && !moduleNames.includes(name));
    expect(
      stale,
      `apps/server/src/modules/${module}/README.md's public entry names what index.ts does not export: ${stale.join(', ')}`,
    ).toEqual([]);
  });

  it('says which modules it depends on, exactly', () => {
    const dependsOn = readme && bullet(readme, 'Depends on');
    expect(
      dependsOn,
      `apps/server/src/modules/${module}/README.md has no "- **Depends on**:" bullet`,
    ).toBeDefined();
    // What follows "Used by" in the same bullet names the modules above, not below.
    const [below = ''] = (dependsOn ?? '').split('Used by');
    const named = [...below.matchAll(/`([a-z-]+)`/g)]
      .map((match) => match[1] as string)
      .filter((name) => moduleNames.includes(name));
    const problems = difference(
      `the "Depends on" bullet of modules/${module}/README.md`,
      named,
      importedModules(module),
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe.each(dirsIn(PACKAGES))('the README of packages/%s', (name) => {
  it('exists', () => {
    expect(
      existsSync(path.join(PACKAGES, name, 'README.md')),
      `packages/${name}/README.md is missing`,
    ).toBe(true);
  });
});

/**
 * The places in `text` that cite a document the repository does not hold: the product
 * specification's sections (`spec 001 §3.2`, `§4.7`) and issue numbers (`issue 55`). A
 * section of a public standard named on the same line (RFC 9110 §10.2.3, ICAO 9303 §4.9)
 * is a document anyone can read.
 */
function unheldCitations(text: string): string[] {
  const standard = /\b(RFC|ICAO|ISO|IEC|ETSI|eIDAS|GDPR|Decreto)\b|U\.S\.C\./;
  return text.split('\n').filter((line) => {
    if (/\bspec(ification)?\s+00\d\b|\b00\d\s+§|\b[Ii]ssues?\s+#?\d+/.test(line)) return true;
    return /§\s?\d/.test(line) && !standard.test(line);
  });
}

/** The product's code, tests and tools: what a comment could cite from. */
const CODE_ROOTS = ['apps/server', 'apps/web', 'packages', 'scripts', 'e2e', 'bench'];
const codeFiles = () =>
  CODE_ROOTS.flatMap((root) => filesUnder(path.join(ROOT, root)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .filter((file) => !file.split(path.sep).includes('dist'))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.gen.ts'))
    // This file spells the citations it looks for.
    .filter((file) => file !== import.meta.filename);

describe('the code cites only what the repository holds', () => {
  it('names no section of the specification and no issue number', () => {
    const cited = codeFiles().flatMap((file) =>
      unheldCitations(read(file)).map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(cited, cited.join('\n')).toEqual([]);
  });

  it('catches a section of the specification and an issue, and lets a public standard stand', () => {
    const sample = [
      '/** `POST uploadblobwebm/{op}` (spec 001 §3.2): the whole video. */',
      '// The summary fields of §3.8.',
      ' * Bulk send (issue 55): a template and a CSV.',
      '/** Retry-After as an HTTP date (RFC 9110 §10.2.3). */',
      '/** ICAO 9303 part 3 §4.9: weights 7, 3, 1. */',
    ].join('\n');
    expect(unheldCitations(sample)).toEqual([
      '/** `POST uploadblobwebm/{op}` (spec 001 §3.2): the whole video. */',
      '// The summary fields of §3.8.',
      ' * Bulk send (issue 55): a template and a CSV.',
    ]);
  });
});

describe('docs/operations.md', () => {
  it(`stays under ${MAX_OPERATIONS_LINES} lines`, () => {
    const lines = read(path.join(ROOT, 'docs/operations.md')).trimEnd().split('\n').length;
    expect(lines, 'docs/operations.md has grown: move a topic to its own document').toBeLessThan(
      MAX_OPERATIONS_LINES,
    );
  });
});

describe('docs/api.md', () => {
  it(`stays under ${MAX_API_LINES} lines`, () => {
    const lines = read(path.join(ROOT, 'docs/api.md')).trimEnd().split('\n').length;
    expect(
      lines,
      "docs/api.md has grown: say it in the route's or the schema's OpenAPI description",
    ).toBeLessThan(MAX_API_LINES);
  });
});

describe('what the documents say is not built', () => {
  it('names no module that exists', () => {
    const claims = documents().flatMap((document) =>
      notBuiltClaims(read(document), moduleNames).map(
        (claim) => `${path.relative(ROOT, document)}: "${claim}"`,
      ),
    );
    expect(claims, claims.join('\n')).toEqual([]);
  });

  it('catches a claim the code has overtaken, and lets a true one stand', () => {
    const stale = 'The sealing is done. Webhooks to integrators are not built; see below.';
    expect(notBuiltClaims(stale, ['webhooks', 'sealing'])).toEqual([
      'Webhooks to integrators are not built; see below.',
    ]);
    expect(notBuiltClaims('A `site` module is not built.', ['webhooks'])).toEqual([]);
  });
});

describe('the contracts files the documents name', () => {
  it('all exist in packages/contracts/src', () => {
    const missing: string[] = [];
    for (const document of [...documents(), path.join(PACKAGES, 'contracts/README.md')]) {
      const named = read(document).matchAll(/contracts\/src\/([a-z0-9-]+\.ts)/g);
      for (const [, file] of named) {
        if (!existsSync(path.join(PACKAGES, 'contracts/src', file as string)))
          missing.push(`${path.relative(ROOT, document)} names contracts/src/${file}`);
      }
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });
});

describe('the route names a module README must hold', () => {
  it('catches a route the README leaves out or names without its method', () => {
    const source = `app.get(\n  '/api/v2/ocr/:analysisId',\n  readAnalysisRoute,\n);\napp.delete('/api/v2/ocr/:analysisId', x);\nscope.post('/api/v2/ocr', y);`;
    const routes = registeredRoutes(source);
    expect(routes).toEqual([
      'GET /api/v2/ocr/:analysisId',
      'DELETE /api/v2/ocr/:analysisId',
      'POST /api/v2/ocr',
    ]);
    const readme =
      '| `GET /api/v2/ocr/:analysisId` | one analysis |\n- `/api/v2/ocr/:analysisId/report` (GET)\n- POST `/api/v2/ocr` analyses';
    expect(unnamedRoutes(readme, routes)).toEqual(['DELETE /api/v2/ocr/:analysisId']);
    expect(unnamedRoutes('GET `/api/v2/ocr/:analysisId/report`', ['GET /api/v2/ocr'])).toEqual([
      'GET /api/v2/ocr',
    ]);
  });
});
