// @vitest-environment jsdom
import type { TApiCredential } from '@confirma/contracts/api-credentials';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { ApiKeysSection } from './api-keys-section';

const key = (id: string, patch: Partial<TApiCredential> = {}): TApiCredential => ({
  id: id.padStart(24, '0'),
  username: `cfm_${id}`,
  label: `Key ${id}`,
  scope: 'send',
  createdBy: { userId: 'u1', name: 'Ana García', email: 'ana@example.com' },
  secretLast4: `${id}xyz`.slice(0, 4),
  createdAt: '2030-01-10T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...patch,
});

const SECRET = 'cfs_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG9q7Z';
const cards = () => screen.queryAllByTestId('api-key');

strictDomTests();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ApiKeysSection', () => {
  it('lists keys with username, the last four characters, scope, creator, dates, and loads the next page', async () => {
    const { calls } = fakeFetch({
      'GET /api/account/api-credentials': (call) =>
        call.path.includes('cursor=')
          ? json(200, {
              credentials: [key('1', { revokedAt: '2030-01-12T10:00:00.000Z' })],
              nextCursor: null,
            })
          : json(200, {
              credentials: [
                key('3', { lastUsedAt: '2030-01-11T09:30:00.000Z' }),
                key('2', {
                  scope: 'identification',
                  createdBy: { userId: 'u2', name: '', email: 'luis@example.com' },
                }),
              ],
              nextCursor: 'next',
            }),
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByText('Key 3')).toBeTruthy();
    expect(first.getByText('cfm_3')).toBeTruthy();
    expect(first.getByText('…3xyz')).toBeTruthy();
    expect(first.getByText('Activa')).toBeTruthy();
    expect(first.getByText('Enviar')).toBeTruthy();
    expect(first.getByText('Ana García (ana@example.com)')).toBeTruthy();
    const second = within(cards()[1] as HTMLElement);
    expect(second.getByText('Nunca')).toBeTruthy();
    expect(second.getByText('Identificación')).toBeTruthy();
    expect(second.getByText('luis@example.com')).toBeTruthy();
    expect(screen.getByText(/POST \/api\/v2\/login/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /\/api\/docs/ }).getAttribute('href')).toBe(
      '/api/docs',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    const revoked = within(cards()[2] as HTMLElement);
    expect(revoked.getByText(/^Revocada el/)).toBeTruthy();
    expect(revoked.queryByRole('button', { name: /Revocar/ })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/account/api-credentials?limit=25',
      '/api/account/api-credentials?limit=25&cursor=next',
    ]);
  });

  it('creates a key: the secret once with copy buttons, then only its last four characters', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let created: TApiCredential | null = null;
    const { calls } = fakeFetch({
      'GET /api/account/api-credentials': () =>
        json(200, { credentials: created ? [created] : [], nextCursor: null }),
      'POST /api/account/api-credentials': (call) => {
        const { label, scope } = call.body as Pick<TApiCredential, 'label' | 'scope'>;
        created = key('9', { label, scope, username: 'cfm_new', secretLast4: SECRET.slice(-4) });
        return json(201, { ...created, secret: SECRET });
      },
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    expect(await screen.findByText('Todavía no tienes claves de API.')).toBeTruthy();
    const createButton = screen.getByRole('button', { name: 'Crear clave' });
    createButton.focus();
    fireEvent.click(createButton);
    const dialog = await screen.findByRole('dialog', { name: 'Nueva clave de API' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la clave/), {
      target: { value: '  ERP  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));

    const shown = await screen.findByRole('dialog', { name: 'Clave «ERP» creada' });
    expect(within(shown).getByText(/no se volverá a mostrar/)).toBeTruthy();
    expect((within(shown).getByLabelText('Secreto') as HTMLInputElement).value).toBe(SECRET);
    expect((within(shown).getByLabelText('Usuario') as HTMLInputElement).value).toBe('cfm_new');
    fireEvent.click(within(shown).getByRole('button', { name: 'Copiar Secreto' }));
    expect(await within(shown).findByText('Secreto copiado')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ label: 'ERP', scope: 'send' });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(within(shown).getByRole('button', { name: 'Ya lo he guardado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0] as HTMLElement).getByText(`…${SECRET.slice(-4)}`)).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.activeElement).toBe(createButton);
  });

  it('offers the scopes, send first, and says what the chosen one may do', async () => {
    const { calls } = fakeFetch({
      'GET /api/account/api-credentials': () => json(200, { credentials: [], nextCursor: null }),
      'POST /api/account/api-credentials': (call) => {
        const { label, scope } = call.body as Pick<TApiCredential, 'label' | 'scope'>;
        return json(201, { ...key('8', { label, scope }), secret: SECRET });
      },
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva clave de API' });
    const scopes = within(dialog).getByRole('radiogroup', { name: 'Permisos' });
    expect(
      within(scopes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['send', 'read', 'identification', 'admin']);
    expect(within(scopes).getByRole('radio', { name: 'Enviar' })).toHaveProperty('checked', true);
    expect(scopes.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/^Crea y envía operaciones/)).toBeTruthy();
    fireEvent.click(within(scopes).getByRole('radio', { name: 'Leer' }));
    expect(within(dialog).getByText(/^Solo consulta/)).toBeTruthy();
    expect(within(dialog).queryByText(/^Crea y envía operaciones/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la clave/), {
      target: { value: 'Informes' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await screen.findByRole('dialog', { name: 'Clave «Informes» creada' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      label: 'Informes',
      scope: 'read',
    });
  });

  it("says a refused creation's problem in the user's language", async () => {
    fakeFetch({
      'GET /api/account/api-credentials': () => json(200, { credentials: [], nextCursor: null }),
      'POST /api/account/api-credentials': () => problem('RATE_LIMITED'),
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la clave/), {
      target: { value: 'ERP' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Demasiadas peticiones. Espera un momento y vuelve a intentarlo.',
    );
  });

  it("says the cap of active keys in the user's language", async () => {
    fakeFetch({
      'GET /api/account/api-credentials': () => json(200, { credentials: [], nextCursor: null }),
      'POST /api/account/api-credentials': () => problem('API_CREDENTIALS_LIMIT'),
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la clave/), {
      target: { value: 'ERP' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Tu cuenta ya tiene 20 claves de API activas, el máximo. Revoca una que no uses para crear otra.',
    );
  });

  it('tells a retry that found its key made that the secret is not shown again', async () => {
    fakeFetch({
      'GET /api/account/api-credentials': () => json(200, { credentials: [], nextCursor: null }),
      // The first answer was lost; the retry with the same Idempotency-Key gets the key.
      'POST /api/account/api-credentials': () =>
        json(200, key('7', { label: 'ERP', username: 'cfm_made' }), {
          'idempotent-replayed': 'true',
        }),
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Crear clave' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre de la clave/), {
      target: { value: 'ERP' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const shown = await screen.findByRole('dialog', { name: 'Clave «ERP» ya creada' });
    expect(within(shown).getByText(/ya no puede verse: revoca la clave «ERP»/)).toBeTruthy();
    expect((within(shown).getByLabelText('Usuario') as HTMLInputElement).value).toBe('cfm_made');
    expect(within(shown).queryByLabelText('Secreto')).toBeNull();
  });

  it('revokes a key after confirming, then focuses the create button', async () => {
    let revokedAt: string | null = null;
    const { calls } = fakeFetch({
      'GET /api/account/api-credentials': () =>
        json(200, { credentials: [key('5', { label: 'ERP', revokedAt })], nextCursor: null }),
      [`DELETE /api/account/api-credentials/${'5'.padStart(24, '0')}`]: () => {
        revokedAt = '2030-01-13T10:00:00.000Z';
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<ApiKeysSection userId="u1" />);
    const revoke = await screen.findByRole('button', { name: 'Revocar la clave ERP' });
    revoke.focus();
    fireEvent.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: '¿Revocar la clave «ERP»?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Clave revocada')).toBeTruthy();
    expect(within(cards()[0] as HTMLElement).getByText(/^Revocada el/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/account/api-credentials/${'5'.padStart(24, '0')}`,
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Crear clave' })),
    );
  });
});
