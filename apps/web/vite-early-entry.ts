import type { Plugin, Rollup } from 'vite';

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
        if (bundle) {
          const chunk = Object.values(bundle).find(
            (output): output is Rollup.OutputChunk =>
              output.type === 'chunk' &&
              output.isEntry &&
              output.facadeModuleId?.endsWith(source) === true,
          );
          if (!chunk) throw new Error(`earlyEntry: no chunk for ${source}`);
          src = `/${chunk.fileName}`;
        }
        return [
          {
            tag: 'script',
            // async: it runs as soon as it arrives, not after the document is parsed.
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}
