// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { switchLanguage } from '../../../testing/switch-language';
import { HomeActions } from './home-actions';

afterEach(cleanup);
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

const t = (lang: string, key: string) => i18n.getFixedT(lang, 'pages')(key);

describe.each(['es', 'en', 'it'] as const)('the home calls to action in %s', (lang) => {
  it('offer the self-service demo and the trial request, then sign-up', async () => {
    await switchLanguage(lang);
    const { router } = renderWithProviders(<HomeActions onHero />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [t(lang, 'home.tryIt'), '/createsignpage'],
      [t(lang, 'home.requestTrial'), '/contactpage'],
      [t(lang, 'home.register'), '/registerpage'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: t(lang, 'home.tryIt') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/createsignpage'));
  });
});
