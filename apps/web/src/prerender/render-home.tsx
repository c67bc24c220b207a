import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createHashRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '../app/router';
import { APP_NAME } from '../config/app';
import { HOME_ROUTE, pathFor, ROUTES } from '../config/routes';
import { SettingsProvider } from '../features/settings/settings-provider';
import { routeDescriptionKey } from '../hooks/use-route-document-meta';
import { i18n, loadLanguage } from '../lib/i18n';
import type { TLanguage } from '../lib/language';

export interface TStaticHome {
  /** What the app renders into #root, with emotion's `<style>` elements inline. */
  html: string;
  /** `document.title` and the description meta the app sets on the home. */
  title: string;
  description: string;
}

/**
 * The router's view of a browser at `#<path>`: all the hash history reads. Links come out as
 * the app's (`#/…`), from the app's own router.
 */
function windowAt(path: string): Window {
  const noop = () => undefined;
  return {
    location: {
      hash: `#${path}`,
      pathname: '/',
      search: '',
      origin: 'http://localhost',
      href: `http://localhost/#${path}`,
    },
    history: { state: null, replaceState: noop, pushState: noop },
    addEventListener: noop,
    removeEventListener: noop,
    document: { querySelector: () => null },
  } as unknown as Window;
}

/**
 * The home as the app renders it for a visitor (default appearance, signed out) in
 * `language`: the same providers, routes and components as main.tsx, rendered to a string
 * at build time (apps/web/vite-static-home.ts). Run one language at a time.
 */
export async function renderHome(language: TLanguage): Promise<TStaticHome> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  const path = pathFor(HOME_ROUTE);
  // No hydration data to read from a global `window` (there is none): the router loads the
  // page's lazy chunk itself, as in the browser.
  const router = createHashRouter(buildRoutes(), { window: windowAt(path), hydrationData: {} });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <SettingsProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SettingsProvider>
    </I18nextProvider>,
  );
  router.dispose();
  const heading = /<h1\b[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error('renderHome: the home has no h1');
  const route = ROUTES.find((candidate) => candidate.name === HOME_ROUTE);
  const key = routeDescriptionKey(route, (k) => i18n.exists(`pages:${k}`));
  return {
    html,
    title: `${htmlText(heading)} · ${APP_NAME}`,
    description: i18n.t(key, { ns: 'pages' }),
  };
}

/** The text of an HTML text node as React escapes it. */
function htmlText(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}
