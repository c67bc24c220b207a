// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

strictDomTests();

describe('ForgotPasswordForm', () => {
  it('validates the e-mail, asks for the link and says where to look', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/request-password-reset': () => json(200, { status: true }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    expect(button('Restablecer contraseña').disabled).toBe(true);
    type(/^Correo electrónico/, 'ana');
    expect(await screen.findByText('Email debe ser válido')).toBeTruthy();
    type(/^Correo electrónico/, 'ana@example.com');
    await waitFor(() => expect(button('Restablecer contraseña').disabled).toBe(false));
    fireEvent.click(button('Restablecer contraseña'));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Por favor, utiliza el enlace del correo que has recibido',
    );
    expect(calls[0]?.body).toEqual({
      email: 'ana@example.com',
      redirectTo: '/#/resetpassword?lang=es',
    });
  });

  it("says 'Tu email no es válido' when the server refuses the address", async () => {
    fakeFetch({
      'POST /api/auth/request-password-reset': () =>
        json(400, { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' }),
    });
    renderWithProviders(<ForgotPasswordForm />);
    type(/^Correo electrónico/, 'ana@example.com');
    await waitFor(() => expect(button('Restablecer contraseña').disabled).toBe(false));
    fireEvent.click(button('Restablecer contraseña'));
    expect((await screen.findByRole('alert')).textContent).toBe('Tu email no es válido');
  });
});

const NEW_PASSWORD = 'Nueva-ancla-del-tejado-5';

describe('ResetPasswordForm', () => {
  it('sets the new password with the token and links to the login', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/reset-password': () => json(200, { status: true }),
    });
    renderWithProviders(<ResetPasswordForm token="tok123" />);
    type(/^Nueva contraseña/, NEW_PASSWORD);
    type(/^Repite la contraseña/, `${NEW_PASSWORD}x`);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(button('Guardar la contraseña').disabled).toBe(true);
    type(/^Repite la contraseña/, NEW_PASSWORD);
    await waitFor(() => expect(button('Guardar la contraseña').disabled).toBe(false));
    fireEvent.click(button('Guardar la contraseña'));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Tu contraseña se ha cambiado',
    );
    expect(screen.getByRole('link', { name: 'Ir al acceso' }).getAttribute('href')).toBe(
      '/loginpage',
    );
    expect(calls[0]?.body).toEqual({ newPassword: NEW_PASSWORD, token: 'tok123' });
  });

  it('explains an expired link and offers to ask again', async () => {
    fakeFetch({
      'POST /api/auth/reset-password': () =>
        json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    renderWithProviders(<ResetPasswordForm token="old" />);
    type(/^Nueva contraseña/, NEW_PASSWORD);
    type(/^Repite la contraseña/, NEW_PASSWORD);
    await waitFor(() => expect(button('Guardar la contraseña').disabled).toBe(false));
    fireEvent.click(button('Guardar la contraseña'));
    expect(
      await screen.findByText(
        'El enlace para restablecer la contraseña no es válido o ha caducado.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });
});
