// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { PasskeysSection } from './passkeys-section';

const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn() }));

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: webauthn.startRegistration,
}));

const LAPTOP = { id: 'pk1', name: 'Portátil', createdAt: '2030-01-05T10:00:00.000Z' };
const PHONE = { id: 'pk2', name: null, createdAt: '2030-01-06T10:00:00.000Z' };
const ATTESTATION = {
  id: 'cred-2',
  rawId: 'cred-2',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'AA', transports: ['internal'] },
  clientExtensionResults: {},
};
const OPTIONS = { challenge: 'cmVnaXN0ZXI', rp: { name: 'Confirma', id: 'localhost' } };

const items = () =>
  within(screen.getByRole('list', { name: 'Tus llaves de acceso' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

strictDomTests();

beforeEach(() => webauthn.startRegistration.mockReset());

describe('PasskeysSection', () => {
  it('lists the passkeys by name and day added, and adds a named one', async () => {
    webauthn.startRegistration.mockResolvedValue(ATTESTATION);
    let passkeys: unknown[] = [LAPTOP];
    const { calls } = fakeFetch({
      'GET /api/auth/passkey/list-user-passkeys': () => json(200, passkeys),
      'GET /api/auth/passkey/generate-register-options': () => json(200, OPTIONS),
      'POST /api/auth/passkey/verify-registration': () => {
        passkeys = [LAPTOP, { ...PHONE, name: 'Teléfono' }];
        return json(200, { ...PHONE, name: 'Teléfono' });
      },
    });
    renderWithProviders(<PasskeysSection userId="u1" />);
    await waitFor(() =>
      expect(items()).toEqual(['PortátilAñadida el 5 ene 2030Cambiar nombreQuitar']),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Añadir una llave de acceso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir una llave de acceso' });
    const next = within(dialog).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: ' Teléfono ' } });
    fireEvent.click(next);
    expect(await screen.findByText('Llave de acceso añadida')).toBeTruthy();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(
      calls.find((call) => call.path === '/api/auth/passkey/verify-registration')?.body,
    ).toEqual({ response: ATTESTATION, name: 'Teléfono' });
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('asks for a recent sign-in, and says when this device already has one', async () => {
    let refusal = problem('RECENT_SIGN_IN_REQUIRED');
    fakeFetch({
      'GET /api/auth/passkey/list-user-passkeys': () => json(200, []),
      'GET /api/auth/passkey/generate-register-options': () => refusal,
    });
    renderWithProviders(<PasskeysSection userId="u1" />);
    expect(await screen.findByText('Aún no tienes llaves de acceso.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Añadir una llave de acceso' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Móvil' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Por seguridad, cierra la sesión y vuelve a entrar antes de añadir una llave de acceso.',
    );
    refusal = json(200, OPTIONS);
    webauthn.startRegistration.mockRejectedValue(
      Object.assign(new Error('previously registered'), {
        code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Este dispositivo ya tiene una llave de acceso de tu cuenta.',
      ),
    );
  });

  it('renames one, and removes one after asking', async () => {
    let passkeys: unknown[] = [LAPTOP, PHONE];
    const { calls } = fakeFetch({
      'GET /api/auth/passkey/list-user-passkeys': () => json(200, passkeys),
      'POST /api/auth/passkey/update-passkey': () => {
        passkeys = [LAPTOP, { ...PHONE, name: 'Móvil' }];
        return json(200, { passkey: passkeys[1] });
      },
      'POST /api/auth/passkey/delete-passkey': () => {
        passkeys = [{ ...PHONE, name: 'Móvil' }];
        return json(200, { status: true });
      },
    });
    renderWithProviders(<PasskeysSection userId="u1" />);
    await waitFor(() => expect(items()).toHaveLength(2));
    // Without a name, a passkey is called what it is.
    expect(items()[1]).toMatch(/^Llave de acceso/);
    fireEvent.click(screen.getAllByRole('button', { name: 'Cambiar nombre' })[1] as HTMLElement);
    const rename = await screen.findByRole('dialog', {
      name: 'Cambiar el nombre de la llave de acceso',
    });
    fireEvent.change(within(rename).getByLabelText(/^Nombre/), { target: { value: 'Móvil' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nombre cambiado')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/passkey/update-passkey')?.body).toEqual({
      id: 'pk2',
      name: 'Móvil',
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar' })[0] as HTMLElement);
    const confirm = await screen.findByRole('dialog', {
      name: '¿Quitar la llave de acceso «Portátil»?',
    });
    expect(calls.some((call) => call.path === '/api/auth/passkey/delete-passkey')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Llave de acceso quitada')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/auth/passkey/delete-passkey')?.body).toEqual({
      id: 'pk1',
    });
    await waitFor(() => expect(items()).toHaveLength(1));
  });
});
