import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The app's entry and its `modulepreload` links as Vite writes them into index.html. */
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Replaces the app entry's `<script>` and `modulepreload` tags with one inline loader at the
 * end of `<body>` that adds them itself:
 * - on the home's addresses it also preloads the home page's chunk and the chunks it
 *   imports (a lazy route: without help the browser learns of them only after the entry
 *   ran, one more round trip before the page);
 * - when the static shell (vite-boot-shell.ts) is shown, it starts them after the first
 *   paint rather than beside it: the shell is the page's first and largest paint, and
 *   230 KB of scripts fetched and run before it only put it off on a slow phone;
 * - anywhere else (a signer's link, another language) it starts them at once.
 * The server allows the loader by its SHA-256, as every inline script of index.html.
 */
export function loadEntry(homePageModule: string): Plugin {
  return {
    name: 'confirma-load-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const entry = ENTRY_TAG.exec(html)?.[1];
        if (!entry) throw new Error('loadEntry: no entry <script> in index.html');
        const preloads = [...html.matchAll(PRELOAD_TAG)].map(([, file]) => file as string);
        const chunks = Object.values(bundle).filter(
          (output): output is OutputChunk => output.type === 'chunk',
        );
        // Small chunks may be merged (experimentalMinChunkSize): look in every chunk's modules.
        const page = chunks.find((chunk) =>
          chunk.moduleIds.some((id) => id.endsWith(homePageModule)),
        );
        if (!page) throw new Error(`loadEntry: no chunk for ${homePageModule}`);
        const entryFiles = staticClosure(
          bundle,
          chunks.filter((chunk) => chunk.isEntry),
        );
        const home = [...staticClosure(bundle, [page])]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`);
        // The home's addresses as the router has them (and the boot shell's check). Two
        // frames: a requestAnimationFrame callback runs before its frame is painted.
        const script = `(function(){var d=document,p=location.hash.replace(/^#/,'').replace(/\\?.*$/,''),h=p===''||p==='/'||p==='/homepage2';function m(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.appendChild(l)}function go(){${JSON.stringify(preloads)}.forEach(m);if(h)${JSON.stringify(home)}.forEach(m);var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}if(h&&d.documentElement.className.indexOf('no-boot-shell')<0)requestAnimationFrame(function(){setTimeout(go)});else go()})();`;
        return {
          html: html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, ''),
          tags: [{ tag: 'script', children: script, injectTo: 'body' as const }],
        };
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
