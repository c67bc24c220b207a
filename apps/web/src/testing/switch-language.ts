import { act } from '@testing-library/react';
import { afterAll, expect } from 'vitest';
import { i18n, loadLanguage, type TNamespace } from '../lib/i18n';
import type { TLanguage } from '../lib/language';

/**
 * Loads `lang`'s texts (English and Italian are lazy chunks) and switches to it. Without
 * the load, i18next silently falls back to Spanish, and a test comparing the page with
 * `getFixedT(lang)` would compare Spanish with Spanish.
 */
export async function switchLanguage(lang: TLanguage) {
  await act(async () => {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
  });
  expect(i18n.hasResourceBundle(lang, 'flows')).toBe(true);
  expect(i18n.language).toBe(lang);
}

/** Spanish again once the file's tests ran: the next file starts where the app starts. */
export function restoreSpanishAfterAll() {
  afterAll(async () => {
    await act(() => i18n.changeLanguage('es'));
  });
}

/** The texts of `namespace` in a given language, whatever the current one. */
export function textsIn(namespace: TNamespace) {
  return (lang: TLanguage, key: string, options?: Record<string, unknown>) =>
    i18n.getFixedT(lang, namespace)(key, options);
}
