// @vitest-environment jsdom

import { Button } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type TRouteName } from '../../config/routes';
import { SettingsProvider } from '../../features/settings/settings-provider';
import { createSettingsStore } from '../../features/settings/settings-store';
import { i18n } from '../../lib/i18n';
import { sessionStore } from '../../lib/session-store';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { AppShell } from './app-shell';
import { TitleHomeHeader } from './title-home-header';
import { TitleHomeLayout } from './title-home-layout';

strictDomTests();

/** The page as this site frames it in a dialog: `window.top` is another window. */
function framed(inFrame: boolean) {
  Object.defineProperty(window, 'top', {
    configurable: true,
    get: () => (inFrame ? ({} as Window) : window),
  });
}
// jsdom has no scrolling (the shell restores the scroll on navigation).
beforeEach(() => vi.stubGlobal('scrollTo', () => undefined));
afterEach(() => {
  framed(false);
  sessionStore.reset();
});

function renderShell() {
  fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
  renderWithProviders(
    <SettingsProvider store={createSettingsStore(undefined)}>
      <AppShell header={<TitleHomeHeader />} />
    </SettingsProvider>,
  );
}

/** The toolbar on the page `name`, as the app's router shows it (the route's entry as handle). */
function renderHeaderOn(name: TRouteName) {
  const route = ROUTES.find((entry) => entry.name === name);
  fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
  const router = createMemoryRouter(
    [
      {
        element: <TitleHomeLayout />,
        children: [
          {
            path: route?.path,
            handle: route,
            element: <Button variant="contained">Firmar</Button>,
          },
        ],
      },
    ],
    { initialEntries: [route?.path ?? '/'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SettingsProvider store={createSettingsStore(undefined)}>
          <RouterProvider router={router} />
        </SettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const LOGO = `/api/brand-logos/${'a'.repeat(64)}`;

describe('AppShell', () => {
  it('frames a page with the toolbar and the footer', async () => {
    renderShell();
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it("in a frame (this site's own dialog), shows the page alone: no toolbar, menu or footer", async () => {
    framed(true);
    renderShell();
    expect(await screen.findByRole('main')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("on a signer's page shows the sending account's brand: its logo, its name and its colour", async () => {
    sessionStore.set({
      operation: { brand: { name: 'Inmobiliaria Sol', color: '#8a1538', logoUrl: LOGO } },
    });
    renderHeaderOn('simpleSignature');
    const banner = await screen.findByRole('banner');
    const logo = screen.getByRole('img', { name: 'Inmobiliaria Sol' });
    expect(logo.getAttribute('src')).toBe(LOGO);
    expect(getComputedStyle(banner).backgroundColor).toBe('rgb(138, 21, 56)');
    // The page's own buttons in the brand's colour too.
    const sign = screen.getByRole('button', { name: 'Firmar' });
    expect(getComputedStyle(sign).getPropertyValue('--variant-containedBg')).toBe('#8a1538');
  });

  it('keeps the product header elsewhere and takes no colour or logo it does not serve', async () => {
    sessionStore.set({
      operation: {
        brand: {
          name: 'Otra',
          color: 'red;background:url(x)',
          logoUrl: 'https://evil.example/x.png',
        },
      },
    });
    renderHeaderOn('simpleSignature');
    await screen.findByRole('banner');
    expect(screen.getByText('Otra')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Otra' })).toBeNull();
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).not.toContain('255, 0, 0');
  });

  it("shows no brand on a page that is not a signer's", async () => {
    sessionStore.set({
      operation: { brand: { name: 'Inmobiliaria Sol', color: '#8a1538', logoUrl: LOGO } },
    });
    renderHeaderOn('HomePage2');
    await screen.findByRole('banner');
    expect(screen.queryByText('Inmobiliaria Sol')).toBeNull();
  });
});
