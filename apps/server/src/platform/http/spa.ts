import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { TAccessExemption } from './access.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** /embed.js keeps its address across deploys: an hour in caches, then revalidated (ETag). */
const EMBED_SCRIPT = '/embed.js';
const EMBED_SCRIPT_CACHE = 'public, max-age=3600';

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
  // /embed.js is a script for other sites' pages (docs/embedding.md): any origin may load
  // it (CORP cross-origin, where every other answer is same-origin; CORS for crossorigin
  // loads).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.split('?')[0] === EMBED_SCRIPT && reply.statusCode < 400) {
      reply.header('cache-control', EMBED_SCRIPT_CACHE);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
    }
    done(null, payload);
  });
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

/** The script's own CSP source, `'sha256-…'`. */
const scriptSource = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/** JSON safe inside an inline script: no `</script>` or line separator breaks out. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Text safe inside a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What an embedded page (`/embed/…`) tells the web client before any of it runs. */
export interface TEmbedBoot {
  /** The page's own address once loaded, with the hash route to show: `/embed/signing#/…`. */
  address: string;
  /** Read by the client's embed bridge (`<meta name="confirma-embed">`, JSON). */
  settings: Record<string, unknown>;
}

/**
 * The web client's index.html for an embedded page, read once: `render` puts first in
 * `<head>` a script that moves the page to its hash route (before the static home's check,
 * which would otherwise show the home, and before the app reads the address) and a
 * `<meta name="confirma-embed">` with the bridge's settings; it answers the page and its
 * script's CSP source. The built index.html's asset paths are absolute (`/assets/…`), so
 * they resolve from `/embed/…` too. Null when the client has not been built.
 */
export function embedPage(
  distDir: string,
): { render(boot: TEmbedBoot): { html: string; scriptHash: string } } | null {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  return {
    render({ address, settings }) {
      const script = `history.replaceState(null,'',${scriptJson(address)});`;
      const meta = `<meta name="confirma-embed" content="${attribute(JSON.stringify(settings))}">`;
      return {
        html: html.replace(/<head>/i, `<head><script>${script}</script>${meta}`),
        scriptHash: scriptSource(script),
      };
    },
  };
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
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) =>
    scriptSource(body ?? ''),
  );
}
