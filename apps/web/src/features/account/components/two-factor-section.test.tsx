// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../../testing/account-fixtures';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { TwoFactorSection } from './two-factor-section';

const SECRET = 'JBSWY3DPEHPK3PXP';
const TOTP_URI = `otpauth://totp/Confirma:ana%40example.com?secret=${SECRET}&issuer=Confirma&digits=6&period=30`;
const CODES = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);

/** The session as get-session answers it, with two-step verification `on` or not. */
const session = (on: boolean) => ({ ...SESSION, user: { ...SESSION.user, twoFactorEnabled: on } });

function typePassword(dialog: HTMLElement, password: string) {
  fireEvent.change(within(dialog).getByLabelText(/^Contraseña/, { selector: 'input' }), {
    target: { value: password },
  });
}

strictDomTests();

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('TwoFactorSection', () => {
  it('turns it on: password, then the QR code and its key, then the code, then the backup codes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let on = false;
    const { calls } = fakeFetch({
      'GET /api/auth/get-session': () => json(200, session(on)),
      'POST /api/auth/two-factor/enable': () =>
        json(200, { totpURI: TOTP_URI, backupCodes: CODES }),
      'POST /api/auth/two-factor/verify-totp': () => {
        on = true;
        return json(200, { token: 'new-session', user: session(true).user });
      },
    });
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText('Desactivada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activar' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Activar la verificación en dos pasos',
    });
    typePassword(dialog, 'secreto1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    const scan = await screen.findByRole('dialog', { name: 'Escanea el código QR' });
    const qr = (await within(scan).findByRole('img', {
      name: 'Código QR para tu aplicación de autenticación',
    })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect((within(scan).getByLabelText('Clave') as HTMLInputElement).value).toBe(SECRET);
    const confirm = within(scan).getByRole('button', { name: 'Activar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(scan).getByLabelText(/^Código de la aplicación/), {
      target: { value: '654321' },
    });
    fireEvent.click(confirm);

    const codes = await screen.findByRole('dialog', { name: 'Guarda tus códigos de respaldo' });
    const list = within(codes).getByRole('list', { name: 'Códigos de respaldo' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    fireEvent.click(within(codes).getByRole('button', { name: 'Copiar' }));
    expect(await within(codes).findByText('Códigos copiados')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    // The session was read again: the section already says it is on.
    await waitFor(() => expect(screen.getByText('Activada')).toBeTruthy());
    fireEvent.click(within(codes).getByRole('button', { name: 'Ya los he guardado' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Verificación en dos pasos activada')).toBeTruthy();

    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/auth/two-factor/enable', { password: 'secreto1' }],
      ['/api/auth/two-factor/verify-totp', { code: '654321' }],
    ]);
  });

  it('says so when the password is wrong, and stays on the password', async () => {
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, session(false)),
      'POST /api/auth/two-factor/enable': () =>
        json(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' }),
    });
    renderWithProviders(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    const dialog = await screen.findByRole('dialog');
    typePassword(dialog, 'wrong-one');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La contraseña no es correcta.',
    );
  });

  it('says a wrong code from the app is wrong and keeps it off', async () => {
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, session(false)),
      'POST /api/auth/two-factor/enable': () =>
        json(200, { totpURI: TOTP_URI, backupCodes: CODES }),
      'POST /api/auth/two-factor/verify-totp': () =>
        json(401, { code: 'INVALID_CODE', message: 'Invalid code' }),
    });
    renderWithProviders(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activar' }));
    typePassword(await screen.findByRole('dialog'), 'secreto1');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const scan = await screen.findByRole('dialog', { name: 'Escanea el código QR' });
    fireEvent.change(within(scan).getByLabelText(/^Código de la aplicación/), {
      target: { value: '000000' },
    });
    fireEvent.click(within(scan).getByRole('button', { name: 'Activar' }));
    expect((await within(scan).findByRole('alert')).textContent).toBe(
      'El código no es correcto. Comprueba que es el que muestra ahora tu aplicación.',
    );
    expect(screen.getByText('Desactivada')).toBeTruthy();
  });

  it('turns it off after the password', async () => {
    let on = true;
    const { calls } = fakeFetch({
      'GET /api/auth/get-session': () => json(200, session(on)),
      'POST /api/auth/two-factor/disable': () => {
        on = false;
        return json(200, { status: true });
      },
    });
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText('Activada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Desactivar la verificación en dos pasos?',
    });
    typePassword(dialog, 'secreto1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Verificación en dos pasos desactivada')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Desactivada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activar' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'secreto1' });
  });

  it('gives new backup codes after the password', async () => {
    const fresh = CODES.map((code) => `new-${code}`);
    fakeFetch({
      'GET /api/auth/get-session': () => json(200, session(true)),
      'POST /api/auth/two-factor/generate-backup-codes': () =>
        json(200, { status: true, backupCodes: fresh }),
    });
    renderWithProviders(<TwoFactorSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuevos códigos de respaldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevos códigos de respaldo' });
    typePassword(dialog, 'secreto1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear códigos' }));
    const list = await screen.findByRole('list', { name: 'Códigos de respaldo' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fresh);
  });
});
