import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * `/` lands on the home page, a lazy route: without help the browser learns of its chunks
 * only after the entry has run, one more round trip before the first paint. This adds
 * `<link rel="modulepreload">` for the home page's chunk and the chunks it imports, so they
 * download beside the entry. Other routes pay a few kilobytes they may not use.
 */
export function preloadHomeRoute(pageModule: string): Plugin {
  return {
    name: 'confirma-preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        // Small chunks may be merged (experimentalMinChunkSize): look in every chunk's modules.
        const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(pageModule)));
        if (!page) throw new Error(`preloadHomeRoute: no chunk for ${pageModule}`);
        const entryFiles = staticClosure(
          bundle,
          chunks.filter((chunk) => chunk.isEntry),
        );
        return [...staticClosure(bundle, [page])]
          .filter((file) => !entryFiles.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** The files of `roots` and of every chunk they import statically. */
function staticClosure(bundle: OutputBundle, roots: OutputChunk[]): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}
