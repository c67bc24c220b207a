// @vitest-environment jsdom
import type { TOrganizationRole } from '@confirma/contracts/organizations';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { ACCOUNT, SESSION } from '../../testing/account-fixtures';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { acmeAs } from '../../testing/organization-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { strictDomTests } from '../../testing/strict-dom-tests';
import { LoginPage } from './login-page';

strictDomTests();

afterEach(() => {
  act(() => sessionStore.reset());
});

function signIn(role: TOrganizationRole) {
  const fake = fakeFetch({
    'GET /api/account/sign-in-options': () => json(200, { google: false }),
    'POST /api/auth/sign-in/email': () =>
      json(200, { redirect: false, token: 'session-token', user: SESSION.user }),
    'GET /api/auth/get-session': () => json(200, SESSION),
    'GET /api/account': () => json(200, ACCOUNT),
    'GET /api/organization': () => json(200, acmeAs(role)),
    'GET /api/operations': () => json(200, { items: [], nextCursor: null }),
  });
  const view = renderWithProviders(<LoginPage />, { path: '/loginpage' });
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  type(/^Correo electrónico/, 'ana@example.com');
  type(/^Contraseña/, 'secreto1');
  return { ...fake, ...view };
}

describe('LoginPage', () => {
  it('asks a kiosk member no operations (My Account sends them on to the kiosk)', async () => {
    const { router, calls } = signIn('kiosk');
    const enter = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    await waitFor(() => expect(enter.disabled).toBe(false));
    fireEvent.click(enter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilepage'));
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/organization'))).toBe(true),
    );
    expect(calls.some((call) => call.path.startsWith('/api/operations'))).toBe(false);
  });

  it('takes anyone else to My Account, its operations asked ahead', async () => {
    const { router, calls } = signIn('sender');
    const enter = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    await waitFor(() => expect(enter.disabled).toBe(false));
    fireEvent.click(enter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilepage'));
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/operations'))).toBe(true),
    );
  });
});
