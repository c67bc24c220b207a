import type { Plugin, Rollup } from 'vite';
import { DOCUMENT_SHOWN_EVENT } from './src/features/signing/early-page';
import { HOME_ADDRESS_VARS } from './vite-static-home';

/**
 * On a signing link whose first page the HTML asked for (vite-early-entry.ts), the app
 * starts once that page is on screen. If the first script has not started waiting for it
 * after this long (it did not load), the app starts without it.
 */
const EARLY_SCRIPT_MAX_WAIT_MS = 8000;

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The app's entry and its `modulepreload` links as Vite writes them into index.html. */
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Replaces the app entry's `<script>` and `modulepreload` tags with one inline loader at the
 * end of `<body>` that adds them itself:
 * - when the static home is shown (vite-static-home.ts), it does not start the app: the page
 *   is there and works without it (its links are plain `#/…` links). It fetches the scripts
 *   at the visitor's first sign of intent (pointer over the page, a touch, a focus), starts
 *   the app on the first click on a button or on any change of the address (a link followed),
 *   shows a thin bar meanwhile, and once the app has drawn over the static page (the same
 *   DOM, element for element) repeats the click on the element at the same place, focus
 *   included. If the app cannot load, the next click tries again;
 * - on a signing link whose first page the HTML asked for, it starts the app once that page
 *   is on screen: on a slow line the app's scripts would share the picture's bandwidth;
 * - otherwise it starts the app at once, and on the home's addresses it also preloads the
 *   home page's chunk and the chunks it imports (a lazy route: without help the browser
 *   learns of them only after the entry ran, one more round trip before the page).
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
        const homeFiles = [...staticClosure(bundle, [page])]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`);
        const script = `(function(){var d=document,H=d.documentElement,r=d.getElementById('root'),${HOME_ADDRESS_VARS},warmed=0,started=0;function m(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.appendChild(l)}function warm(){if(warmed)return;warmed=1;${JSON.stringify(preloads)}.forEach(m);if(home)${JSON.stringify(homeFiles)}.forEach(m)}function go(){if(started)return;started=1;warm();var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};s.onerror=function(){started=0;s.remove();H.classList.remove('static-booting')};d.head.appendChild(s)}if(!r||!r.hasAttribute('data-static')){if(!window.confirmaEarly||window.confirmaDocumentShown)return go();addEventListener(${JSON.stringify(DOCUMENT_SHOWN_EVENT)},function(){go()});return setTimeout(function(){if(!window.confirmaEarlyRunning)go()},${EARLY_SCRIPT_MAX_WAIT_MS})}function at(path){for(var e=r,i=0;e&&i<path.length;i++)e=e.children[path[i]];return e}function pathOf(e){for(var path=[];e&&e!==r;e=e.parentNode)path.unshift([].indexOf.call(e.parentNode.children,e));return path}function boot(path){if(started)return;H.classList.add('static-booting');var first=r.firstElementChild;new MutationObserver(function(x,o){if(first&&first.isConnected)return;o.disconnect();H.classList.remove('static-booting');var c=d.getElementById('static-home-css');if(c)c.remove();var e=path&&at(path);if(e){e.focus();e.click()}else if(!path)scrollTo(0,0)}).observe(r,{childList:true});go()}['pointerover','touchstart','focusin'].forEach(function(t){d.addEventListener(t,warm,{once:true,passive:true,capture:true})});addEventListener('hashchange',function(){boot(null)});r.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('a[href],button');if(!t||started)return;var f=t.getAttribute('href');if(f!==null&&(f.charAt(0)!=='#'||f.indexOf('#/')===0))return;e.preventDefault();e.stopPropagation();boot(pathOf(t))},true)})();`;
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
