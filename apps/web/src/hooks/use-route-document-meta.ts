import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TRouteDef } from '../config/routes';
import { LANGUAGES } from '../lib/language';
import { useRouteMeta } from './use-route-meta';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setLink(rel: string, href: string, hreflang?: string): void {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  const link = upsert(selector, () => {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    return element;
  }) as HTMLLinkElement;
  link.href = href;
}

/**
 * The `pages` key of a route's description: its own (`meta.<route name>`), else its base
 * page's (variants such as `HomePage2`), else the site-wide text. Also used by the home's
 * build-time rendering (src/prerender/render-home.tsx).
 */
export function routeDescriptionKey(
  route: TRouteDef | undefined,
  exists: (key: string) => boolean,
): string {
  const candidates = route ? [route.name, route.name.replace(/(Es)?2?$/, '')] : [];
  return candidates.map((name) => `meta.${name}`).find(exists) ?? 'meta.default';
}

/**
 * The route's `<meta name="description">` in the current language (`pages:meta.<route
 * name>`, variants fall back to their base page, others to a site-wide text), a canonical
 * link to the route without its query (no tokens, no `?lang=`) and one alternate per
 * language. The title is the page's h1 (useDocumentTitle) and `<html lang>` follows i18n.
 */
export function useRouteDocumentMeta(): void {
  const { t, i18n } = useTranslation('pages');
  const route = useRouteMeta();
  const { pathname } = useLocation();
  const description = t(routeDescriptionKey(route, (key) => i18n.exists(`pages:${key}`)));

  useEffect(() => {
    const meta = upsert('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    meta.setAttribute('content', description);
  }, [description]);

  useEffect(() => {
    const origin = window.location.origin;
    setLink('canonical', `${origin}/#${pathname}`);
    for (const language of LANGUAGES) {
      setLink('alternate', `${origin}/?lang=${language}#${pathname}`, language);
    }
    setLink('alternate', `${origin}/#${pathname}`, 'x-default');
  }, [pathname]);
}
