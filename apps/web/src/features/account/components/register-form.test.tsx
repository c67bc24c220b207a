// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { RegisterForm } from './register-form';

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
}

const PASSWORD = 'Tejado-lirio-ancla-72';

/** The server's answer to a sign-up: no session until the e-mail is verified. */
const SIGNED_UP = {
  token: null,
  user: { id: 'u1', email: 'lucia@example.com', name: 'Lucía Pérez', emailVerified: false },
};

const registerButton = () =>
  screen.getByRole('button', { name: 'Registrarse' }) as HTMLButtonElement;
const policy = () => screen.getByRole('checkbox');

async function fillValid() {
  type(/^Nombre/, 'Lucía Pérez');
  type(/^Correo electrónico/, 'lucia@example.com');
  type(/^Contraseña/, PASSWORD);
  type(/^Repite la contraseña/, PASSWORD);
  fireEvent.click(policy());
  await waitFor(() => expect(registerButton().disabled).toBe(false));
}

strictDomTests();

describe('RegisterForm', () => {
  it("shows the spec's messages and keeps Register disabled while invalid", async () => {
    fakeFetch({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    expect(registerButton().disabled).toBe(true);
    type(/^Nombre/, 'x'.repeat(51));
    expect(await screen.findByText('El nombre tiene que ser menor de 50 caracteres')).toBeTruthy();
    type(/^Nombre/, '');
    expect(await screen.findByText('El nombre es obligatorio')).toBeTruthy();
    type(/^Correo electrónico/, 'lucia@');
    expect(
      await screen.findByText('Introduce una dirección de correo electrónico válida'),
    ).toBeTruthy();
    type(/^Contraseña/, 'abc');
    expect(
      await screen.findByText('La contraseña debe tener 12 caracteres como mínimo'),
    ).toBeTruthy();
    // The mismatch is reported at once, even while other fields are still wrong.
    type(/^Repite la contraseña/, 'abcd');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    fireEvent.click(policy());
    fireEvent.click(policy());
    expect(await screen.findByText('¡Debes aceptar para continuar!')).toBeTruthy();
    expect(registerButton().disabled).toBe(true);

    await fillValid();
    expect(screen.queryByText('Las contraseñas no coinciden')).toBeNull();
  });

  it('re-checks the repeated password when the first one changes', async () => {
    fakeFetch({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await fillValid();
    type(/^Contraseña/, `${PASSWORD}x`);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    await waitFor(() => expect(registerButton().disabled).toBe(true));
  });

  it('signs up with the verification callback, then hands over', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/sign-up/email': () => json(200, SIGNED_UP),
    });
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fillValid();
    fireEvent.click(registerButton());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toEqual({
      name: 'Lucía Pérez',
      email: 'lucia@example.com',
      password: PASSWORD,
      callbackURL: '/#/loginpage?verified=1&lang=es',
    });
  });

  it('carries the page to come back to (an invitation) through the verification link', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/sign-up/email': () => json(200, SIGNED_UP),
    });
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} next="/invitation/abc" />);
    await fillValid();
    fireEvent.click(registerButton());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(calls[0]?.body).toMatchObject({
      callbackURL: '/#/loginpage?verified=1&lang=es&next=%2Finvitation%2Fabc',
    });
  });

  it('says why a password is refused: leaked in breaches, or easy to guess', async () => {
    fakeFetch({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    type(/^Contraseña/, 'password1234');
    expect(
      await screen.findByText(
        'Esta contraseña aparece en filtraciones de contraseñas conocidas: elige otra',
      ),
    ).toBeTruthy();
    type(/^Contraseña/, 'aaaaaaaaaaaaaaaa');
    expect(await screen.findByText(/^Esta contraseña es fácil de adivinar/)).toBeTruthy();
    await fillValid();
    expect(screen.queryByText(/^Esta contraseña/)).toBeNull();
  });

  it("explains the server's refusal of the password in the interface's words", async () => {
    fakeFetch({
      'POST /api/auth/sign-up/email': () =>
        problem('PASSWORD_GUESSABLE', { detail: 'The password is easy to guess' }),
    });
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await fillValid();
    fireEvent.click(registerButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Esta contraseña es fácil de adivinar \(se parece a tu nombre, a tu correo/,
    );
  });

  it("shows the server's own message for a refusal it has no words for", async () => {
    fakeFetch({
      'POST /api/auth/sign-up/email': () =>
        json(422, { code: 'FAILED_TO_CREATE_USER', message: 'Failed to create user' }),
    });
    const onRegistered = vi.fn();
    renderWithProviders(<RegisterForm onRegistered={onRegistered} />);
    await fillValid();
    fireEvent.click(registerButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create user');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('opens the privacy policy from the link', async () => {
    fakeFetch({});
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'política de privacidad' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Política de privacidad')).toBeTruthy();
    expect(within(dialog).getByText('Tus derechos')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
