// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './language';

/** A page load: the i18n module evaluated afresh at `address`, as the browser would. */
async function loadPageAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { i18n, i18nReady } = await import('./i18n');
  await i18nReady;
  return i18n.language;
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language of a signer who came by a link', () => {
  it('stays the link’s language after the page dropped the query and reloaded', async () => {
    const link = '/#/simpleSignature?operation=op-1&document=doc-1&token=tok&lang=en';
    expect(await loadPageAt(link)).toBe('en');
    // The signing page keeps the token out of the address bar (the query goes with it);
    // the reload, and the summary page after signing, start from what is left.
    expect(await loadPageAt('/#/simpleSignature')).toBe('en');
    expect(await loadPageAt('/#/resumeSignature')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the next link that names another language, and the toolbar’s choice after it', async () => {
    expect(await loadPageAt('/#/handwrittenSignature?operation=o&token=t&lang=it')).toBe('it');
    const { setLanguage } = await import('./i18n');
    await setLanguage('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(await loadPageAt('/#/handwrittenSignature')).toBe('es');
  });
});
