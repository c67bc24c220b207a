// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../features/workspace/testing/fake-event-source';
import { summary, uuidOf } from '../../features/workspace/testing/workspace-fixtures';
import { sessionStore } from '../../lib/session-store';
import { ACCOUNT, SESSION } from '../../testing/account-fixtures';
import { fakeFetch, json, problem } from '../../testing/fake-fetch';
import { acmeAs } from '../../testing/organization-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ProfilePage } from './profile-page';

const signedIn = {
  'GET /api/auth/get-session': () => json(200, SESSION),
  'GET /api/account': () => json(200, ACCOUNT),
  // The person's own organisation.
  'GET /api/organization': () => json(200, { ...acmeAs('owner'), id: 'u1', personal: true }),
};

beforeEach(() => {
  vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  expect(console.error).not.toHaveBeenCalled();
  act(() => sessionStore.reset());
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProfilePage', () => {
  it('sends a visitor to the login page', async () => {
    fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
    const { router } = renderWithProviders(<ProfilePage />, { path: '/profilepage' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginpage'));
  });

  it('asks for a second factor the organisation requires, and carries on once it is on', async () => {
    let twoFactorEnabled = false;
    fakeFetch({
      'GET /api/auth/get-session': () =>
        json(200, { ...SESSION, user: { ...SESSION.user, twoFactorEnabled } }),
      'GET /api/account': () => json(200, ACCOUNT),
      'GET /api/organization': () =>
        twoFactorEnabled
          ? json(200, acmeAs('sender'))
          : problem('ORGANIZATION_SECOND_FACTOR_REQUIRED'),
      'GET /api/auth/passkey/list-user-passkeys': () => json(200, []),
      'GET /api/operations': () => json(200, { items: [], nextCursor: null }),
    });
    const { queryClient } = renderWithProviders(<ProfilePage />, { path: '/profilepage' });
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /exige la verificación en dos pasos/,
    );
    expect(screen.getByRole('button', { name: 'Activar' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();

    // Turned on (here as the enable dialog leaves it): Continue reads the organisation again.
    twoFactorEnabled = true;
    await act(() => queryClient.invalidateQueries({ queryKey: ['auth', 'session'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    // Acting for another's organisation: its work first.
    expect(await screen.findByRole('tab', { name: 'Operaciones', selected: true })).toBeTruthy();
  });

  it("greets with 'Acceso correcto' and shows Datos, Créditos and Suscripciones", async () => {
    fakeFetch(signedIn);
    renderWithProviders(<ProfilePage />, {
      path: '/profilepage',
      state: { notice: 'signedIn' },
    });
    expect(await screen.findByText('Acceso correcto')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Datos', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Créditos' }));
    expect(screen.getByTestId('credits-available').textContent).toContain('5');
    expect(screen.getByTestId('credits-granted').textContent).toContain('5');
    expect(screen.getByTestId('credits-identity').textContent).toContain('Disponibles =');
    expect(screen.getByTestId('credits-identity-figures').textContent).toBe('5 = 0 + 5 − 0 − 0');
    expect(screen.getByRole('link', { name: 'Comprar créditos' }).getAttribute('href')).toBe(
      '/prepaypalPaymentPage',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Suscripciones' }));
    expect(screen.getByText(/No tienes ninguna suscripción/)).toBeTruthy();
  });

  it('opens on Operaciones when the account has operations, and keeps credits live', async () => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let credits = ACCOUNT.credits;
    let creditFigures = ACCOUNT.creditFigures;
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, SESSION),
      'GET /api/account': () =>
        json(200, { ...ACCOUNT, credits, creditFigures, operations: [uuidOf('op', 1)] }),
      'GET /api/operations': () => json(200, { items: [summary(1)], nextCursor: null }),
      'GET /api/organization': () => json(200, acmeAs('owner')),
    });
    renderWithProviders(<ProfilePage />, { path: '/profilepage' });
    expect(await screen.findByRole('tab', { name: 'Operaciones', selected: true })).toBeTruthy();
    expect(await screen.findByTestId('operation-row')).toBeTruthy();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      '/api/operations/stream',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Créditos' }));
    expect(screen.getByTestId('credits-available').textContent).toContain('5');
    credits = { currentcredits: 3, usedcredits: 2, totalcredits: 5, debt: 0 };
    creditFigures = { ...creditFigures, available: 3, used: 2 };
    act(() => FakeEventSource.last.send({ kind: 'credits', at: '2030-03-01T10:00:00.000Z' }));
    await waitFor(() => expect(screen.getByTestId('credits-available').textContent).toContain('3'));
    expect(screen.getByTestId('credits-used').textContent).toContain('2');
  });

  it('deletes the account after the password, then signs out and goes home', async () => {
    let deleted = false;
    const { calls } = fakeFetch({
      ...signedIn,
      'DELETE /api/account': (call) => {
        const ok = (call.body as { password: string }).password === 'secreto1';
        deleted = ok;
        return ok
          ? new Response(null, { status: 204 })
          : json(403, { type: 'x', title: 'No', status: 403, code: 'FORBIDDEN' });
      },
    });
    const { router } = renderWithProviders(<ProfilePage />, { path: '/profilepage' });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(screen.getByText(/se conservan durante el tiempo que exige la ley/)).toBeTruthy();
    const password = screen.getByLabelText(/^Contraseña/, { selector: 'input' });
    fireEvent.change(password, { target: { value: 'mala' } });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));
    expect(await screen.findByText('La contraseña no es correcta.')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'secreto1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage2'));
    expect(deleted).toBe(true);
    expect(sessionStore.get().userLoggedIn).toBe(false);
    expect(calls.some((call) => call.path === '/api/auth/sign-out')).toBe(false);
  });
});
