// @vitest-environment jsdom

import type { TOrganizationRole } from '@confirma/contracts/organizations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flushRouterUpdate } from '../../lib/flush-router-update';
import { i18n } from '../../lib/i18n';
import { KIOSK_MODE_KEY } from '../../lib/kiosk-mode';
import { sessionStore } from '../../lib/session-store';
import { SESSION } from '../../testing/account-fixtures';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { acmeAs } from '../../testing/organization-fixtures';
import '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { switchLanguage } from '../../testing/switch-language';
import { RouteFocusOutlet } from '../route-focus-outlet';
import { KioskPage } from '../routes/kiosk-page';
import { KioskPickerPage } from '../routes/kiosk-picker-page';

strictDomTests();

const HOSTAL_ID = '6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c50';
const PLAYA_ID = '6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c51';
const PASSWORD = 'correct horse battery';

function api(role: TOrganizationRole) {
  return fakeFetch({
    'GET /api/organization': () => json(200, acmeAs(role)),
    'GET /api/kiosk/establishments': () =>
      json(200, {
        establishments: [
          {
            id: HOSTAL_ID,
            name: 'Hostal Las Acacias',
            address: 'Calle Mayor 1, Madrid',
            mode: 'SIGN',
          },
          { id: PLAYA_ID, name: 'Apartamentos Playa', address: '', mode: 'IDENTIFY' },
        ],
      }),
    [`GET /api/establishments/${HOSTAL_ID}/kiosk`]: () =>
      json(200, {
        establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, Madrid' },
        mode: 'SIGN',
      }),
    'POST /api/auth/sign-in/email': (call) =>
      (call.body as { password: string }).password === PASSWORD
        ? json(200, { redirect: false, token: 'session-token', user: SESSION.user })
        : json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
  });
}

/** The app's root (which keeps the lock) over the two kiosk pages and My Account. */
function renderApp(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RouteFocusOutlet,
        children: [
          { path: 'kiosk', Component: KioskPickerPage, handle: {} },
          { path: 'kiosk/:establishmentId', Component: KioskPage },
          { path: 'profilepage', element: <h1>Mi cuenta</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} flushSync={flushRouterUpdate} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

beforeEach(async () => {
  await switchLanguage('es');
  window.sessionStorage.clear();
  act(() => sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' }));
});
afterEach(() => {
  act(() => sessionStore.reset());
  window.sessionStorage.clear();
});
afterAll(async () => {
  await act(() => i18n.changeLanguage('es'));
});

describe('the reception kiosk pages', () => {
  it('lists the organisation establishments to pick the kiosk one', async () => {
    api('kiosk');
    const router = renderApp('/kiosk');
    const items = await screen.findAllByTestId('kiosk-picker-item');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hostal Las AcaciasCalle Mayor 1, Madrid',
      'Apartamentos Playa',
    ]);
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kiosk/${HOSTAL_ID}`));
    expect(await screen.findByTestId('kiosk-start')).toBeTruthy();
  });

  it('refuses a member whose role does not check guests in, asking nothing', async () => {
    const { calls } = api('viewer');
    renderApp(`/kiosk/${HOSTAL_ID}`);
    expect((await screen.findByTestId('kiosk-refused')).textContent).toContain(
      'No puedes abrir el quiosco',
    );
    expect(calls.map((call) => call.path)).toEqual(['/api/organization']);
    expect(window.sessionStorage.getItem(KIOSK_MODE_KEY)).toBeNull();
  });

  it('refuses a visitor and offers to sign in and come back', async () => {
    act(() => sessionStore.reset());
    api('kiosk');
    renderApp('/kiosk');
    const refused = await screen.findByTestId('kiosk-refused');
    expect(refused.querySelector('a')?.getAttribute('href')).toBe('/loginpage?next=%2Fkiosk');
  });

  it('locks the tab to the kiosk until the member password, refusing a wrong one', async () => {
    api('owner');
    const router = renderApp(`/kiosk/${HOSTAL_ID}`);
    await screen.findByTestId('kiosk-start');
    expect(window.sessionStorage.getItem(KIOSK_MODE_KEY)).toBe(`/kiosk/${HOSTAL_ID}`);
    // Any other address comes back to the kiosk.
    await act(() => router.navigate('/profilepage'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kiosk/${HOSTAL_ID}`));
    await act(() => router.navigate('/kiosk'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/kiosk/${HOSTAL_ID}`));

    fireEvent.click(await screen.findByTestId('kiosk-exit'));
    const password = await screen.findByTestId<HTMLInputElement>('kiosk-exit-password');
    fireEvent.change(password, { target: { value: 'guess' } });
    fireEvent.click(screen.getByTestId('kiosk-exit-confirm'));
    expect((await screen.findByTestId('kiosk-exit-error')).textContent).toBe(
      'La contraseña no es correcta.',
    );
    expect(window.sessionStorage.getItem(KIOSK_MODE_KEY)).not.toBeNull();

    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(screen.getByTestId('kiosk-exit-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk'));
    expect(window.sessionStorage.getItem(KIOSK_MODE_KEY)).toBeNull();
    await act(() => router.navigate('/profilepage'));
    expect(router.state.location.pathname).toBe('/profilepage');
  });
});
