import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The signer's page within its budget, by size: the JavaScript a signing link runs before
 * its document's first page shows, gzipped at level 9 as the benches count. That is
 * index.html's inline scripts and the early entry (`src/early-start.ts`) with the chunks it
 * imports statically: the app itself starts only once the page is on screen
 * (vite-load-entry.ts), and pdf.js, the signing page and its texts after it too
 * (src/features/signing/early-start.ts). `npm run bench -- signing-page` measures the same
 * in Chromium, with the time.
 */
export const SIGNING_PAGE_JS_BUDGET_KB = 200;

interface TManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).byteLength / 1024;

/** The inline scripts of an HTML page, their text. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] as string,
  );
}

/** The files of `key` and of every chunk it imports statically, in manifest terms. */
function staticFiles(manifest: Record<string, TManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of manifest[name]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((name) => (manifest[name] as TManifestChunk).file);
}

export interface TSigningPageSize {
  /** Each script before the document, gzipped KB. */
  scripts: { name: string; kb: number }[];
  totalKb: number;
}

/** What a signing link runs before its document shows, from a built client in `dist`. */
export function signingPageSize(
  dist: string,
  read: (file: string) => Buffer = (file) => readFileSync(path.join(dist, file)),
): TSigningPageSize {
  const manifest = JSON.parse(read('.vite/manifest.json').toString('utf8')) as Record<
    string,
    TManifestChunk
  >;
  const early = Object.keys(manifest).find((key) => key.endsWith('src/early-start.ts'));
  if (!early || !manifest[early]?.isEntry) throw new Error('no early entry (src/early-start.ts)');
  const scripts = [
    ...inlineScripts(read('index.html').toString('utf8')).map((text, index) => ({
      name: `index.html inline script ${index + 1}`,
      kb: gzipKb(text),
    })),
    ...staticFiles(manifest, early).map((file) => ({ name: file, kb: gzipKb(read(file)) })),
  ];
  return { scripts, totalKb: scripts.reduce((sum, script) => sum + script.kb, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const { scripts, totalKb } = signingPageSize(dist);
  for (const script of scripts)
    console.log(`  ${script.kb.toFixed(1).padStart(6)} KB  ${script.name}`);
  const verdict = totalKb <= SIGNING_PAGE_JS_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `signing page: ${totalKb.toFixed(1)} KB of JavaScript before the document shows, gzipped (${verdict} the ${SIGNING_PAGE_JS_BUDGET_KB} KB budget)`,
  );
  if (totalKb > SIGNING_PAGE_JS_BUDGET_KB) process.exit(1);
}
