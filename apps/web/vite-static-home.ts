import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { HOME_ROUTE, pathFor } from './src/config/routes';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type TLanguage,
} from './src/lib/language';
import type { TStaticHome } from './src/prerender/render-home';

/** The home's own address in the route table (`/homepage2`); `/` shows it too. */
const HOME_PATH = pathFor(HOME_ROUTE);

/**
 * Declarations for an inline script's `var` list: `p`, the hash's path without its query,
 * and `home`, whether that is one of the home's addresses as the router has them. Shared by
 * the scripts here and the loader (vite-load-entry.ts).
 */
export const HOME_ADDRESS_VARS = `p=location.hash.replace(/^#/,'').replace(/\\?.*$/,''),home=p===''||p==='/'||p===${JSON.stringify(HOME_PATH)}`;

/** The app's languages as a regular expression's alternatives: `es|en|it`. */
const LANGUAGE_ALTERNATIVES = LANGUAGES.join('|');

/**
 * Head script: the language of the static home to show, as `data-static-home` on `<html>`,
 * or none when the app must start at once: another route, stored appearance settings (the
 * static home has the default ones), a signed-in visitor (the toolbar would be a guest's).
 * The language is the app's (lib/language.ts): `?lang=`, else the stored one, else Spanish.
 */
export const STATIC_HOME_CHECK = `(function(){try{var s=localStorage,h=location.hash,${HOME_ADDRESS_VARS},m=(location.search+h).match(/[?&]lang=(${LANGUAGE_ALTERNATIVES})\\b/i),l=(m?m[1]:s.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})||${JSON.stringify(DEFAULT_LANGUAGE)}).toLowerCase();if(home&&/^(${LANGUAGE_ALTERNATIVES})$/.test(l)&&!s.getItem('confirma.settings')&&!(JSON.parse(s.getItem('confirma.session')||'{}')||{}).userLoggedIn){if(m)s.setItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)},l);document.documentElement.setAttribute('data-static-home',l)}}catch(e){}})();`;

/**
 * Script right after #root: copies the chosen language's home into it, with its title and
 * description, and, as the app's router does, shows `/` at the home's own address.
 */
const STATIC_HOME_SHOW = `(function(){var d=document,c=location,l=d.documentElement.getAttribute('data-static-home'),t=l&&d.getElementById('static-home-'+l),r=d.getElementById('root'),m=d.querySelector('meta[name=description]'),${HOME_ADDRESS_VARS};if(!t)return;r.appendChild(t.content.cloneNode(true));r.setAttribute('data-static',l);d.documentElement.lang=l;d.title=t.getAttribute('data-title');if(m)m.setAttribute('content',t.getAttribute('data-description'));if(p===''||p==='/')history.replaceState(history.state,'',c.pathname+c.search+${JSON.stringify(`#${HOME_PATH}`)}+c.hash.replace(/^[^?]*/,''))})();`;

// While the app starts after a click on the static home: a thin bar running along the top
// (the app's own progress bar takes over once it runs), still under reduced motion.
const BOOTING_STYLE = `
html.static-booting{cursor:progress}
html.static-booting::before{content:"";position:fixed;z-index:2000;top:0;left:0;right:0;height:3px;background:linear-gradient(90deg,transparent,#3f51b5,transparent) no-repeat;background-size:40% 100%;animation:static-booting 1s linear infinite}
@keyframes static-booting{from{background-position:-60% 0}to{background-position:160% 0}}
@media (prefers-reduced-motion:reduce){html.static-booting::before{animation:none;background:#3f51b5;opacity:.6}}
`.trim();

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The home, rendered at build time by the app itself (src/prerender/render-home.tsx: same
 * providers, routes and components) in each language, so that a visitor's home is there
 * without any of the app's JavaScript (apps/web/vite-load-entry.ts starts the app on the
 * visitor's first click). After the client build it builds that module for Node, renders
 * the three languages and writes them into dist/index.html:
 * - one `<template>` per language, and a script after `#root` that copies the one chosen by
 *   STATIC_HOME_CHECK into it (no page at all when none was chosen: the app renders it);
 * - emotion's styles, which React's server rendering puts beside the elements, gathered
 *   into one `<style id="static-home-css">` in `<head>`: the static DOM is then exactly the
 *   app's, element for element, which the loader relies on to repeat a click in the app.
 * The server allows the inline scripts by their SHA-256 (apps/server/src/platform/http/spa.ts).
 */
export function staticHome(renderModule: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'confirma-static-home',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return [
        { tag: 'script', children: STATIC_HOME_CHECK, injectTo: 'head' },
        { tag: 'style', children: BOOTING_STYLE, injectTo: 'head' },
      ];
    },
    async closeBundle() {
      const outDir = path.join(config.root, 'node_modules/.static-home');
      await build({
        configFile: false,
        root: config.root,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        resolve: { dedupe: config.resolve.dedupe },
        build: {
          ssr: renderModule,
          outDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'render-home.mjs' } },
        },
      });
      const module = (await import(pathToFileURL(path.join(outDir, 'render-home.mjs')).href)) as {
        renderHome(language: TLanguage): Promise<TStaticHome>;
      };
      const styles = new Map<string, string>();
      const templates: string[] = [];
      for (const language of LANGUAGES) {
        const home = await module.renderHome(language);
        const html = home.html.replace(EMOTION_STYLE, (_style, key: string, css: string) => {
          if (!styles.has(key)) styles.set(key, css);
          return '';
        });
        templates.push(
          `<template id="static-home-${language}" data-title="${escapeAttribute(home.title)}" data-description="${escapeAttribute(home.description)}">${html}</template>`,
        );
      }
      const indexFile = path.join(config.root, config.build.outDir, 'index.html');
      const index = fs.readFileSync(indexFile, 'utf8');
      if (!index.includes('<div id="root"></div>')) {
        throw new Error('staticHome: no empty #root in index.html');
      }
      fs.writeFileSync(
        indexFile,
        index
          // Function replacements: a `$` in the CSS or the texts stays as it is.
          .replace(
            '</head>',
            () => `<style id="static-home-css">${[...styles.values()].join('')}</style>\n</head>`,
          )
          .replace(
            '<div id="root"></div>',
            () => `${templates.join('')}<div id="root"></div><script>${STATIC_HOME_SHOW}</script>`,
          ),
      );
    },
  };
}
