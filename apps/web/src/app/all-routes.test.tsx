// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../config/routes';
import { i18n } from '../lib/i18n';
import { App } from './app';

const missing: string[] = [];
const onMissing = (_lngs: readonly string[], namespace: string, key: string) => {
  missing.push(`${namespace}:${key}`);
};

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  // The outbox page asks the server; here the outbox is "disabled".
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  );
  i18n.options.saveMissing = true;
  i18n.on('missingKey', onMissing);
});

afterAll(() => {
  i18n.off('missingKey', onMissing);
  i18n.options.saveMissing = false;
  vi.unstubAllGlobals();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('every route', () => {
  for (const route of ROUTES) {
    it(`${route.path} renders its title with every text translated`, async () => {
      const consoleError = vi.spyOn(console, 'error');
      missing.length = 0;
      window.location.hash = `#${route.path}`;
      render(<App />);
      const title = i18n.t(route.titleKey);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 4000 });
      expect(heading.textContent).toBe(title);
      await waitFor(() => expect(document.title).toBe(`${title} · Confirma`));
      // Let effects and lazy parts settle before looking for untranslated keys.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(missing).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    });
  }
});
