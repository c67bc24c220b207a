// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { restoreSpanishAfterAll, switchLanguage, textsIn } from '../../../testing/switch-language';
import { HomeActions } from './home-actions';

afterEach(cleanup);
restoreSpanishAfterAll();

const t = textsIn('pages');

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
