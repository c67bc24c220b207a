// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../../testing/account-fixtures';
import { deferred, fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { LoginForm } from './login-form';

const options = { 'GET /api/account/sign-in-options': () => json(200, { google: false }) };

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

const enter = () => screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;

async function fillValid() {
  type(/^Correo electrónico/, 'ana@example.com');
  type(/^Contraseña/, 'secreto1');
  await waitFor(() => expect(enter().disabled).toBe(false));
}

strictDomTests();

describe('LoginForm', () => {
  it("shows the spec's messages and keeps Entrar disabled while the form is invalid", async () => {
    fakeFetch(options);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(enter().disabled).toBe(true);
    type(/^Correo electrónico/, 'ana@');
    expect(await screen.findByText('Email debe ser válido')).toBeTruthy();
    type(/^Correo electrónico/, '');
    expect(await screen.findByText('Por favor da un email')).toBeTruthy();
    type(/^Contraseña/, 'abc');
    expect(await screen.findByText('La contraseña debe tener al menos 6 caracteres')).toBeTruthy();
    expect(enter().disabled).toBe(true);
    await fillValid();
    expect(screen.queryByText('Email debe ser válido')).toBeNull();
  });

  it('announces what is missing when Enter is pressed in a form that cannot be sent yet', async () => {
    const { calls } = fakeFetch(options);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    type(/^Correo electrónico/, 'ana@example.com');
    const email = screen.getByLabelText(/^Correo electrónico/, { selector: 'input' });
    fireEvent.keyDown(email, { key: 'Enter' });
    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(
      within(summary)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual(['Contraseña: La contraseña es obligatoria']);
    expect(calls.some((call) => call.path === '/api/auth/sign-in/email')).toBe(false);
    // Corrected, the summary goes.
    type(/^Contraseña/, 'secreto1');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("shows 'Espera, por favor' while signing in, then reports success", async () => {
    const answer = deferred<Response>();
    const { calls } = fakeFetch({
      ...options,
      'POST /api/auth/sign-in/email': () => answer.promise,
      'GET /api/auth/get-session': () => json(200, SESSION),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fillValid();
    fireEvent.click(screen.getByLabelText('Recuérdame'));
    fireEvent.click(enter());
    expect(await screen.findByText('Espera, por favor')).toBeTruthy();
    answer.resolve(json(200, { redirect: false, token: 'session-token', user: SESSION.user }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const signIn = calls.find((call) => call.path === '/api/auth/sign-in/email');
    expect(signIn?.body).toEqual({
      email: 'ana@example.com',
      password: 'secreto1',
      rememberMe: true,
    });
    expect(signIn?.headers['x-lang']).toBe('es');
  });

  it('says in red that the e-mail is not verified and sends the link again', async () => {
    const { calls } = fakeFetch({
      ...options,
      'POST /api/auth/sign-in/email': () =>
        json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
      'POST /api/auth/send-verification-email': () => json(200, { status: true }),
    });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await fillValid();
    fireEvent.click(enter());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Tu email no ha sido verificado. Utiliza el enlace del email que has recibido para verificarlo',
    );
    expect(alert.className).toMatch(/Error/);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar el correo de verificación' }));
    expect(await screen.findByText(/Te hemos enviado otro correo/)).toBeTruthy();
    const resend = calls.find((call) => call.path === '/api/auth/send-verification-email');
    expect(resend?.body).toEqual({
      email: 'ana@example.com',
      callbackURL: '/#/loginpage?verified=1&lang=es',
    });
  });

  it('explains a wrong password and a rate limit in words', async () => {
    let status = 401;
    fakeFetch({
      ...options,
      'POST /api/auth/sign-in/email': () =>
        status === 401
          ? json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' })
          : problem('RATE_LIMITED', {}, { 'retry-after': '120' }),
    });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await fillValid();
    fireEvent.click(enter());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
    status = 429;
    fireEvent.click(enter());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
      ),
    );
  });

  describe('with two-step verification on', () => {
    const challenge = () => json(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const codeField = () => screen.getByLabelText(/^Código de verificación/, { selector: 'input' });
    const verify = () => screen.getByRole('button', { name: 'Verificar' }) as HTMLButtonElement;

    /** The password opens the second step, and `verify` (the route's last part) passes it. */
    async function passSecondStepWith(verify: 'verify-totp' | 'verify-backup-code') {
      const { calls } = fakeFetch({
        ...options,
        'POST /api/auth/sign-in/email': challenge,
        [`POST /api/auth/two-factor/${verify}`]: () =>
          json(200, { token: 'session-token', user: SESSION.user }),
        'GET /api/auth/get-session': () => json(200, SESSION),
      });
      const onSignedIn = vi.fn();
      renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
      await reachSecondStep();
      return { calls, onSignedIn };
    }

    async function reachSecondStep() {
      await fillValid();
      fireEvent.click(enter());
      expect(
        await screen.findByRole('heading', { name: 'Verificación en dos pasos' }),
      ).toBeTruthy();
    }

    it('asks for the code after the password, then signs in with it', async () => {
      const { calls, onSignedIn } = await passSecondStepWith('verify-totp');
      // No session was asked for: the password alone did not sign in.
      expect(calls.some((call) => call.path === '/api/auth/get-session')).toBe(false);
      expect(onSignedIn).not.toHaveBeenCalled();
      const field = codeField() as HTMLInputElement;
      await waitFor(() => expect(document.activeElement).toBe(field));
      expect(field.inputMode).toBe('numeric');
      expect(field.autocomplete).toBe('one-time-code');
      expect(verify().disabled).toBe(true);
      fireEvent.change(field, { target: { value: '123 456' } });
      fireEvent.click(screen.getByLabelText('Confiar en este dispositivo durante 30 días'));
      fireEvent.click(verify());
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
      expect(calls.find((call) => call.path === '/api/auth/two-factor/verify-totp')?.body).toEqual({
        code: '123456',
        trustDevice: true,
      });
      expect(calls.some((call) => call.path === '/api/auth/get-session')).toBe(true);
    });

    it('says a wrong code is wrong and stays on the second step', async () => {
      fakeFetch({
        ...options,
        'POST /api/auth/sign-in/email': challenge,
        'POST /api/auth/two-factor/verify-totp': () =>
          json(401, { code: 'INVALID_CODE', message: 'Invalid code' }),
      });
      const onSignedIn = vi.fn();
      renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
      await reachSecondStep();
      fireEvent.change(codeField(), { target: { value: '000000' } });
      fireEvent.click(verify());
      expect((await screen.findByRole('alert')).textContent).toBe(
        'El código no es correcto. Comprueba que es el que muestra ahora tu aplicación.',
      );
      expect(codeField()).toBeTruthy();
      expect(onSignedIn).not.toHaveBeenCalled();
    });

    it('signs in with a backup code instead of the app', async () => {
      const { calls, onSignedIn } = await passSecondStepWith('verify-backup-code');
      fireEvent.click(screen.getByRole('button', { name: 'Usar un código de respaldo' }));
      const field = screen.getByLabelText(/^Código de respaldo/, { selector: 'input' });
      await waitFor(() => expect(document.activeElement).toBe(field));
      fireEvent.change(field, { target: { value: ' abcde-12345 ' } });
      fireEvent.click(verify());
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
      expect(
        calls.find((call) => call.path === '/api/auth/two-factor/verify-backup-code')?.body,
      ).toEqual({ code: 'abcde-12345', trustDevice: false });
    });

    it.each([
      [
        400,
        'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
        'Demasiados códigos incorrectos. Vuelve a introducir tu correo y contraseña.',
      ],
      [
        401,
        'INVALID_TWO_FACTOR_COOKIE',
        'Ha pasado demasiado tiempo. Vuelve a introducir tu correo y contraseña.',
      ],
    ])(
      'goes back to the password, saying why, when the challenge is over (%i %s)',
      async (status, code, text) => {
        fakeFetch({
          ...options,
          'POST /api/auth/sign-in/email': challenge,
          'POST /api/auth/two-factor/verify-totp': () => json(status, { code, message: code }),
        });
        renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
        await reachSecondStep();
        fireEvent.change(codeField(), { target: { value: '000000' } });
        fireEvent.click(verify());
        expect((await screen.findByRole('alert')).textContent).toBe(text);
        expect(screen.queryByRole('heading', { name: 'Verificación en dos pasos' })).toBeNull();
        // The e-mail is still there; only the password is asked again.
        expect(
          (screen.getByLabelText(/^Correo electrónico/, { selector: 'input' }) as HTMLInputElement)
            .value,
        ).toBe('ana@example.com');
      },
    );

    it('Volver returns to the first step without a message', async () => {
      fakeFetch({ ...options, 'POST /api/auth/sign-in/email': challenge });
      renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
      await reachSecondStep();
      fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
      expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('offers Google only when the server does', async () => {
    fakeFetch({ 'GET /api/account/sign-in-options': () => json(200, { google: true }) });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Entrar con Google' })).toBeTruthy();
  });
  it('sends the e-mail alone to single sign-on and says when no organisation signs its domain in', async () => {
    const { calls } = fakeFetch({
      ...options,
      'POST /api/auth/sign-in/sso': () =>
        json(404, { code: 'NOT_FOUND', message: 'No provider found for the issuer' }),
    });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const sso = screen.getByRole('button', { name: 'Entrar con SSO' }) as HTMLButtonElement;
    expect(sso.disabled).toBe(true);
    type(/^Correo electrónico/, 'ana@acme.test');
    await waitFor(() => expect(sso.disabled).toBe(false));
    fireEvent.click(sso);
    expect(await screen.findByText(/Ninguna organización identifica este dominio/)).toBeTruthy();
    const call = calls.find((entry) => entry.path === '/api/auth/sign-in/sso');
    expect(call?.body).toMatchObject({ email: 'ana@acme.test' });
  });
  it('sends a password sign-in of a domain that enforces single sign-on to its button', async () => {
    fakeFetch({ ...options, 'POST /api/auth/sign-in/email': () => problem('SSO_REQUIRED') });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await fillValid();
    fireEvent.click(enter());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tu organización te identifica con su propio proveedor de identidad: usa «Entrar con SSO» con esta dirección de correo.',
    );
  });
});
