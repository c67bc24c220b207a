import common from './es/common.json';
import errors from './es/errors.json';
import nav from './es/nav.json';
import pages from './es/pages.json';
import settings from './es/settings.json';

/**
 * The 'es' namespaces the app shell and the home page use, bundled in the entry chunk. The
 * other namespaces (`es-resources.ts`) are a lazy chunk every other route waits for.
 */
export const ES_SHELL_RESOURCES = { common, nav, pages, errors, settings };
