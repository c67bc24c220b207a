import fs from 'node:fs';
import type { Plugin } from 'vite';

/** Marks `<html>` when the static shell does not match what the app will show. */
export const BOOT_SHELL_SCRIPT = `(function(){var d=document.documentElement;try{var h=location.hash,p=h.replace(/^#/,'').replace(/\\?.*$/,''),m=(location.search+h).match(/[?&]lang=([a-zA-Z]+)/),l=(m?m[1]:localStorage.getItem('confirma.lang')||'es').toLowerCase();if((p!==''&&p!=='/'&&p!=='/homepage2')||l!=='es'||localStorage.getItem('confirma.settings'))d.className+=' no-boot-shell'}catch(e){d.className+=' no-boot-shell'}})();`;

// The home's hero as MUI draws it with the default scheme (page-2 toolbar, hero banner with
// the primary gradient, title and lead), so the first paint needs no JavaScript. The title
// is not an h1: the page's one h1 is the app's, and tests wait on it.
const STYLE = `
body{margin:0}
#boot-shell{font-family:"Roboto","Helvetica","Arial",sans-serif;margin:0}
.no-boot-shell #boot-shell{display:none}
#boot-shell .bs-bar{height:56px;background:#fff;border-bottom:1px solid rgba(0,0,0,.12);display:flex;align-items:center;padding:0 16px}
#boot-shell .bs-brand{color:#3f51b5;font-size:1.25rem;font-weight:700;letter-spacing:.5px}
#boot-shell .bs-hero{color:#fff;background:linear-gradient(135deg,#2c387e,#3f51b5);padding:48px 0}
#boot-shell .bs-in{max-width:1200px;margin:0 auto;padding:0 16px;box-sizing:border-box}
#boot-shell .bs-title{margin:0;font-size:2rem;font-weight:700;line-height:1.167}
#boot-shell .bs-lead{margin:16px 0 0;max-width:820px;font-size:1.25rem;font-weight:400;line-height:1.6;letter-spacing:.0075em}
@media (min-width:600px){#boot-shell .bs-bar{height:64px;padding:0 24px}#boot-shell .bs-in{padding:0 24px}}
@media (min-width:900px){#boot-shell .bs-hero{padding:80px 0}#boot-shell .bs-title{font-size:3rem}}
`.trim();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A static first paint for `/` and `/homepage2` in Spanish with the default appearance: the
 * hero's title and lead from the Spanish texts, shown inside #root until React renders
 * over it. A small inline script (allowed by its hash in the server's CSP) hides it for
 * any other route, language or stored appearance, so those never see a wrong page.
 */
export function bootShell(pagesJson: string): Plugin {
  return {
    name: 'confirma-boot-shell',
    apply: 'build',
    transformIndexHtml(html) {
      const pages = JSON.parse(fs.readFileSync(pagesJson, 'utf8'));
      const shell = `<div id="boot-shell"><div class="bs-bar"><span class="bs-brand">Confirma</span></div><div class="bs-hero"><div class="bs-in"><p class="bs-title">${escapeHtml(pages.home.title)}</p><p class="bs-lead">${escapeHtml(pages.home.lead)}</p></div></div></div>`;
      return {
        html: html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`),
        tags: [
          { tag: 'script', children: BOOT_SHELL_SCRIPT, injectTo: 'head' },
          { tag: 'style', children: STYLE, injectTo: 'head' },
        ],
      };
    },
  };
}
