// @vitest-environment jsdom
import type { TAdminAccountDetail, TAdminAccountSummary } from '@confirma/contracts/admin';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { ACCOUNT, SESSION } from '../../testing/account-fixtures';
import { fakeFetch, json, problem } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AdminPage } from './admin-page';

const signedIn = {
  'GET /api/auth/get-session': () => json(200, SESSION),
  'GET /api/account': () => json(200, { ...ACCOUNT, isAdmin: true }),
};

const CLIENT: TAdminAccountSummary = {
  userId: 'u2',
  email: 'client@example.com',
  name: 'Client',
  emailVerified: true,
  createdAt: '2030-01-05T10:00:00.000Z',
  isAdmin: false,
  isReviewer: false,
  balance: { current: 5, used: 0, total: 5, debt: 0 },
};

const DETAIL: TAdminAccountDetail = {
  ...CLIENT,
  lastLoginAt: null,
  twoFactorEnabled: true,
  profile: {
    firstname: 'Cli',
    lastname: 'Ent',
    phone: '',
    address: '',
    postalcode: '',
    city: '',
    state: '',
    country: '',
    companyName: '',
    taxId: '',
    language: 'es',
  },
  operations: [],
  ledger: { entries: [], nextCursor: null },
};

beforeEach(() => {
  vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  expect(console.error).not.toHaveBeenCalled();
  act(() => sessionStore.reset());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminPage', () => {
  it('asks a visitor to sign in', async () => {
    fakeFetch({ 'GET /api/auth/get-session': () => json(200, null) });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    expect((await screen.findByTestId('admin-sign-in')).textContent).toContain('Accede');
  });

  it('tells a signed-in account without the role that it is not allowed', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/get-session': () => json(200, SESSION),
      'GET /api/account': () => json(200, ACCOUNT),
      'GET /api/admin/me': () => problem('FORBIDDEN'),
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    expect((await screen.findByTestId('admin-not-allowed')).textContent).toBe(
      'Esta zona es solo para administradores.',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/admin/accounts'))).toBe(false);
  });

  it('sends an administrator without two-step verification to turn it on, where it is required', async () => {
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, SESSION),
      'GET /api/account': () => json(200, ACCOUNT),
      'GET /api/admin/me': () => problem('SECOND_FACTOR_REQUIRED'),
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    const alert = await screen.findByTestId('second-factor-required');
    expect(alert.textContent).toContain('activa la verificación en dos pasos en Mi cuenta');
    expect(within(alert).getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toMatch(
      /profilepage/,
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the tabs with the payments panel, and adjusts credits once per dialog', async () => {
    let balance = 5;
    const { calls } = fakeFetch({
      ...signedIn,
      'GET /api/admin/me': () => json(200, { userId: 'u1', email: 'ana@example.com', name: 'Ana' }),
      'GET /api/admin/accounts': () => json(200, { accounts: [CLIENT], nextCursor: null }),
      'GET /api/admin/accounts/u2': () =>
        json(200, { ...DETAIL, balance: { ...DETAIL.balance, current: balance } }),
      'GET /api/admin/accounts/u2/ledger': () => json(200, { entries: [], nextCursor: null }),
      'POST /api/admin/accounts/u2/credits': () => {
        balance = 15;
        return json(200, {
          entry: {
            id: 9,
            kind: 'adjust',
            amount: 10,
            balanceAfter: 15,
            reason: 'Goodwill',
            reference: 'admin:u1:k',
            createdAt: '2030-01-06T10:00:00.000Z',
          },
          balance: { current: 15, used: 0, total: 15, debt: 0 },
          replayed: false,
        });
      },
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Cuentas',
      'Pagos',
      'Contactos',
      'Operaciones',
      'Certificados',
      'Auditoría',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Pagos' }));
    expect(await screen.findByTestId('admin-payments-panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Cuentas' }));

    // Each account's button sits in a list item of its own (a list holds items only).
    const row = await screen.findByTestId('admin-account-row');
    expect(row.parentElement?.tagName).toBe('LI');
    expect(document.querySelectorAll('ul > :not(li), ol > :not(li)')).toHaveLength(0);
    fireEvent.click(await screen.findByText('client@example.com'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ajustar créditos' }));
    const dialog = await screen.findByRole('dialog');
    // Without a reason nothing is sent.
    fireEvent.change(within(dialog).getByLabelText(/Créditos/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajustar' }));
    expect(
      await within(dialog).findByText('Escribe el motivo (al menos 3 caracteres).'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Goodwill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajustar' }));
    expect(await screen.findByText('Hecho. Saldo: 15.')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/api/admin/accounts/u2/credits', { amount: 10, reason: 'Goodwill' }],
    ]);
    expect(posts[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The dialog is gone; the account's drawer stays.
    await waitFor(() => expect(screen.queryByLabelText(/Motivo/)).toBeNull());
  });

  it('grants the reviewer role with its reason, and says so on the account', async () => {
    let reviewer = false;
    const { calls } = fakeFetch({
      ...signedIn,
      'GET /api/admin/me': () => json(200, { userId: 'u1', email: 'ana@example.com', name: 'Ana' }),
      'GET /api/admin/accounts': () =>
        json(200, { accounts: [{ ...CLIENT, isReviewer: reviewer }], nextCursor: null }),
      'GET /api/admin/accounts/u2': () => json(200, { ...DETAIL, isReviewer: reviewer }),
      'GET /api/admin/accounts/u2/ledger': () => json(200, { entries: [], nextCursor: null }),
      'PUT /api/admin/accounts/u2/reviewer': () => {
        reviewer = true;
        return json(200, { userId: 'u2', isReviewer: true });
      },
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByText('client@example.com'));
    fireEvent.click(await screen.findByRole('button', { name: 'Hacer revisor' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Hacer revisor de identificaciones?',
    });
    expect(dialog.textContent).toContain('client@example.com podrá ver en la mesa de revisión');
    // Without a reason nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hacer revisor' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), {
      target: { value: 'Formada en la revisión de DNI' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hacer revisor' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: '¿Hacer revisor de identificaciones?' }),
      ).toBeNull(),
    );
    expect(
      calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]),
    ).toEqual([
      [
        '/api/admin/accounts/u2/reviewer',
        { reviewer: true, reason: 'Formada en la revisión de DNI' },
      ],
    ]);
    // The account is asked again: a reviewer now, and the button takes the role back.
    expect(await screen.findByRole('button', { name: 'Quitar revisor' })).toBeTruthy();
    expect(screen.getAllByText('Revisor').length).toBeGreaterThan(0);
  });

  it('turns off two-step verification for account recovery, with how the person was checked', async () => {
    let twoFactorEnabled = true;
    const { calls } = fakeFetch({
      ...signedIn,
      'GET /api/admin/me': () => json(200, { userId: 'u1', email: 'ana@example.com', name: 'Ana' }),
      'GET /api/admin/accounts': () => json(200, { accounts: [CLIENT], nextCursor: null }),
      'GET /api/admin/accounts/u2': () => json(200, { ...DETAIL, twoFactorEnabled }),
      'GET /api/admin/accounts/u2/ledger': () => json(200, { entries: [], nextCursor: null }),
      'POST /api/admin/accounts/u2/two-factor/reset': () => {
        twoFactorEnabled = false;
        return json(200, { userId: 'u2', wasOn: true });
      },
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByText('client@example.com'));
    expect(await screen.findByText('Verificación en dos pasos')).toBeTruthy();
    const name = 'Desactivar la verificación en dos pasos';
    fireEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar el acceso a la cuenta' });
    expect(dialog.textContent).toContain('client@example.com ha perdido su aplicación');
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), {
      target: { value: 'Videollamada, DNI comprobado' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name }));
    expect(await screen.findByText(/se le ha avisado por correo/)).toBeTruthy();
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/admin/accounts/u2/two-factor/reset', { reason: 'Videollamada, DNI comprobado' }],
    ]);
    // Asked again: off now, and nothing more to turn off.
    await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
  });

  it("lists the CA's certificates and revokes one with its reason and why", async () => {
    const SIGNER = {
      serialHex: '5a1b2c3d',
      profile: 'signer' as const,
      subject: 'CN=Ana Pérez Núñez, emailAddress=ana@example.com',
      level: 'otp' as const,
      operationId: 'aaaaaaaa-0000-4000-8000-000000000001',
      notBefore: '2030-01-05T10:00:00.000Z',
      notAfter: '2030-01-05T11:00:00.000Z',
      revokedAt: null as string | null,
      revocationReason: null as string | null,
    };
    const { calls } = fakeFetch({
      ...signedIn,
      'GET /api/admin/me': () => json(200, { userId: 'u1', email: 'ana@example.com', name: 'Ana' }),
      'GET /api/admin/accounts': () => json(200, { accounts: [], nextCursor: null }),
      'GET /api/admin/certificates': () => json(200, { certificates: [SIGNER], nextCursor: null }),
      'POST /api/admin/certificates/5a1b2c3d/revoke': () => {
        SIGNER.revokedAt = '2030-01-05T10:30:00.000Z';
        SIGNER.revocationReason = 'keyCompromise';
        return json(200, SIGNER);
      },
    });
    renderWithProviders(<AdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Certificados' }));
    const list = await screen.findByTestId('admin-certificates');
    await within(list).findByText(/Firmante con código por SMS/);
    expect(list.textContent).toContain('Vigente');
    fireEvent.change(screen.getByLabelText(/Buscar por nombre/), { target: { value: 'Ana' } });
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.includes('/api/admin/certificates?limit=30&q=Ana')),
      ).toBe(true),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Revocar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Clave comprometida' }));
    fireEvent.change(within(dialog).getByLabelText(/Motivo \*/), {
      target: { value: 'El teléfono se perdió' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      [
        '/api/admin/certificates/5a1b2c3d/revoke',
        { reason: 'keyCompromise', note: 'El teléfono se perdió' },
      ],
    ]);
    expect(await within(list).findByText(/Revocado el .* \(Clave comprometida\)/)).toBeTruthy();
  });
});
