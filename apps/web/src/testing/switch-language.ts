import { act } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n, loadLanguage } from '../lib/i18n';
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
