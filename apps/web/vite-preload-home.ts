import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * `/` lands on the home page, a lazy route: without help the browser learns of its chunks
 * only after the entry has run, one more round trip before the first paint. This adds an
 * inline script that, on the home's addresses only, adds `<link rel="modulepreload">` for
 * the home page's chunk and the chunks it imports, so they download beside the entry.
 * Other addresses (a signer's link on a phone) do not fetch them beside their own.
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
        const files = [...staticClosure(bundle, [page])]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`);
        // The home's addresses as the router has them (and the boot shell's check).
        const script = `(function(){var p=location.hash.replace(/^#/,'').replace(/\\?.*$/,'');if(p!==''&&p!=='/'&&p!=='/homepage2')return;${JSON.stringify(files)}.forEach(function(f){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' as const }];
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
