import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TAccessExemption } from './access.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The web client's files: public, served by @fastify/static under one wildcard route. */
export const SPA_ROUTES: TAccessExemption = {
  url: '/*',
  reason: 'the built web client (@fastify/static)',
};

/**
 * Serves the built web client. Hashed files under /assets are immutable; index.html and
 * other root files must be revalidated on every load so a deploy is picked up at once.
 * Returns false when the client has not been built.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    // The build writes .br/.gz siblings (scripts/compress-dist.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath);
      res.setHeader(
        'cache-control',
        relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
      );
    },
    // The build manifest is for tooling, not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.vite'),
  });
  return true;
}

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of the built index.html (the static
 * home's, apps/web/vite-static-home.ts, and the loader, vite-load-entry.ts), so they run
 * under `script-src 'self'` and nothing else inline does. Empty when the client has not
 * been built.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
