// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configRoute } from '../../testing/config-fixtures';
import { fakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../testing/switch-language';
import { IdentificationPage } from './identification-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
restoreSpanishAfterAll();

const t = textsIn('pages');

const config = (identification: boolean) => fakeFetch(configRoute(identification));

describe.each(['es', 'en', 'it'] as const)('the identification page in %s', (lang) => {
  it('says first that video identification is not open yet where the server does not offer it, and offers the signature demo', async () => {
    await switchLanguage(lang);
    config(false);
    renderWithProviders(<IdentificationPage />, { path: '/identificationpage' });
    const notice = await screen.findByText(t(lang, 'identification.notYet.text'));
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    const link = screen.getByRole('link', { name: t(lang, 'identification.notYet.action') });
    expect(alert.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/createsignpage');
    expect(screen.getByRole('button', { name: t(lang, 'try.button') })).toBeTruthy();
  });

  it('offers "Pruébalo" without the notice where the server offers identification', async () => {
    await switchLanguage(lang);
    config(true);
    const { queryClient } = renderWithProviders(<IdentificationPage />, {
      path: '/identificationpage2',
    });
    await waitFor(() => expect(queryClient.getQueryState(['config'])?.status).toBe('success'));
    expect(screen.getByRole('button', { name: t(lang, 'try.button') })).toBeTruthy();
    // The answer is in: the notice stays away.
    expect(screen.queryByText(t(lang, 'identification.notYet.text'))).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
