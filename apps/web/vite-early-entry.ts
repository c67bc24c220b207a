import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { SIGNING_LINK, SIGNING_PATHS } from './src/api/signing-paths';
import { API_BASE, buildInit } from './src/lib/api-http';

/**
 * An inline script, first in `<head>`: on a signing link that names its document, it asks
 * for the first page's picture while the HTML is still arriving, one round trip before any
 * module could. `requestEarly` (src/lib/early-responses.ts) adopts the answer by URL and
 * credential, so the request is the API client's own (same headers). Ids that are not
 * UUIDs start nothing here: the modules decide about them.
 */
function earlyPictureScript(): string {
  const path = `${API_BASE}${SIGNING_PATHS.page('{o}', '{d}', 1)}`;
  const init = buildInit({}, null);
  return `(function(){try{var m=/${SIGNING_LINK.source}(.*)$/.exec(location.hash),U=/^[0-9a-f-]{36}$/i;if(!m)return;var q=new URLSearchParams(m[2]),o=q.get('operation'),t=q.get('token'),c=q.get('document');if(!t||!U.test(o||'')||!U.test(c||''))return;var u=${JSON.stringify(path)}.replace('{o}',o).replace('{d}',c),i=${JSON.stringify(init)};i.headers.Authorization='Bearer '+t;i.priority='high';var r=fetch(u,i);r.catch(function(){});window.confirmaEarly={};window.confirmaEarly[u+' '+t]=r}catch(e){}})();`;
}

/**
 * `src/early-start.ts` as an entry of its own, loaded by the first `<script>` of
 * index.html. Written in index.html beside main.tsx, Vite would bundle both scripts into
 * one entry, and a signer's link would start its reads only once React, the router and the
 * app had downloaded and run. Alone, the small script runs as soon as it arrives; the
 * modules it shares with the app (the early answers, the pdf.js worker) are one chunk that
 * both load, so the app takes over what it started.
 */
export function earlyEntry(source: string): Plugin {
  return {
    name: 'confirma-early-entry',
    config(_config, { command }) {
      if (command !== 'build') return;
      return { build: { rollupOptions: { input: { index: 'index.html', early: source } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        // `vite dev` serves the source module itself.
        let src = `/${source}`;
        let imports: string[] = [];
        if (bundle) {
          const chunk = Object.values(bundle).find(
            (output): output is Rollup.OutputChunk =>
              output.type === 'chunk' &&
              output.isEntry &&
              output.facadeModuleId?.endsWith(source) === true,
          );
          if (!chunk) throw new Error(`earlyEntry: no chunk for ${source}`);
          src = `/${chunk.fileName}`;
          imports = chunk.imports.map((file) => `/${file}`);
        }
        const tags: HtmlTagDescriptor[] = [
          { tag: 'script', children: earlyPictureScript(), injectTo: 'head-prepend' },
          {
            tag: 'script',
            // async: it runs as soon as it arrives, not after the document is parsed.
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend',
          },
          // Its shared chunk with it, not one round trip after it. `data-early`: the app's
          // loader (vite-load-entry.ts) takes over Vite's own preload tags, not these.
          ...imports.map(
            (href): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href, 'data-early': true },
              injectTo: 'head-prepend',
            }),
          ),
        ];
        return tags;
      },
    },
  };
}
