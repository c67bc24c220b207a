import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './files-under.ts';

const MODULES = path.resolve(import.meta.dirname, '../apps/server/src/modules');

/** A plugin that registers routes: `app.get('/path'`, `scope.post('/path'`… */
const REGISTERS_ROUTES = /\b(?:app|scope)\.(?:get|post|put|patch|delete|head)\(\s*['`]\//;

/** What the route kit (platform/http/route-kit.ts) is for, written by hand in a plugin. */
function kitBypasses(source: string): string[] {
  const found: string[] = [];
  if (/\bschema:\s*\{/.test(source))
    found.push('a route schema inline (its place is <plugin>.openapi.ts)');
  if (/'cache-control',\s*'(?:private, )?no-store'/.test(source)) {
    found.push("a 'no-store' cache-control by hand (privateRoutes sets it)");
  }
  if (/addHook\(\s*'onRequest',\s*sameOriginGuard\(/.test(source)) {
    found.push("a plugin's same-origin guard by hand (privateRoutes adds it)");
  }
  return found;
}

const plugins = filesUnder(MODULES).filter(
  (file) =>
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    REGISTERS_ROUTES.test(readFileSync(file, 'utf8')),
);

describe('the route plugins', () => {
  it('exist', () => {
    expect(plugins.length).toBeGreaterThan(30);
  });

  it.each(plugins.map((file) => [path.relative(MODULES, file), file]))(
    '%s is written with the route kit',
    (_name, file) => {
      expect(kitBypasses(readFileSync(file as string, 'utf8'))).toEqual([]);
    },
  );

  it('catches a plugin that bypasses the kit, and lets a table of endpoints stand', () => {
    const byHand = `app.addHook('onRequest', sameOriginGuard(url));
      app.get('/api/x', { config: { access: 'account' }, schema: { tags } }, async (_r, reply) =>
        reply.header('cache-control', 'private, no-store').send({}));`;
    expect(kitBypasses(byHand)).toHaveLength(3);
    const table = `privateRoutes(app, { publicUrl });
      app.get('/api/x', readXRoute, async () => readX());
      app.get('/api/logo', logoRoute, async (_r, reply) =>
        reply.header('cache-control', 'public, max-age=31536000, immutable').send(logo));`;
    expect(kitBypasses(table)).toEqual([]);
  });
});
