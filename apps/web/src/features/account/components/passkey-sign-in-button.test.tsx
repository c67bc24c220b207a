// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION } from '../../../testing/account-fixtures';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { strictDomTests } from '../../../testing/strict-dom-tests';
import { LoginForm } from './login-form';

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  autofill: false,
}));

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  browserSupportsWebAuthnAutofill: () => Promise.resolve(webauthn.autofill),
  startAuthentication: webauthn.startAuthentication,
  WebAuthnAbortService: { cancelCeremony: () => undefined },
}));

const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
const CHALLENGE = { challenge: 'c2lnbi1pbg', rpId: 'localhost', userVerification: 'preferred' };
const signedIn = () => json(200, { session: { token: 'session-token' }, user: SESSION.user });
const routes = {
  'GET /api/account/sign-in-options': () => json(200, { google: false }),
  'GET /api/auth/passkey/generate-authenticate-options': () => json(200, CHALLENGE),
  'GET /api/auth/get-session': () => json(200, SESSION),
};
const passkeyButton = () => screen.getByRole('button', { name: 'Entrar con una llave de acceso' });

strictDomTests();

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.autofill = false;
});

describe('signing in with a passkey', () => {
  it('asks the device for a passkey with the user verified, then signs in', async () => {
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { calls } = fakeFetch({
      ...routes,
      'POST /api/auth/passkey/verify-authentication': signedIn,
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    expect(
      (screen.getByLabelText(/^Correo electrónico/, { selector: 'input' }) as HTMLInputElement)
        .autocomplete,
    ).toBe('username webauthn');
    fireEvent.click(passkeyButton());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { ...CHALLENGE, userVerification: 'required' },
      useBrowserAutofill: false,
    });
    expect(
      calls.find((call) => call.path === '/api/auth/passkey/verify-authentication')?.body,
    ).toEqual({ response: ASSERTION });
  });

  it('offers the passkeys among the e-mail suggestions, and one chosen signs in', async () => {
    webauthn.autofill = true;
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    fakeFetch({ ...routes, 'POST /api/auth/passkey/verify-authentication': signedIn });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(webauthn.startAuthentication).toHaveBeenCalledWith(
      expect.objectContaining({ useBrowserAutofill: true }),
    );
  });

  it('offers no autofill, and says nothing, when no challenge can be had', async () => {
    webauthn.autofill = true;
    const { calls } = fakeFetch({
      ...routes,
      'GET /api/auth/passkey/generate-authenticate-options': () =>
        problem('RATE_LIMITED', {}, { 'retry-after': '60' }),
    });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/generate-authenticate-options'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(webauthn.startAuthentication).not.toHaveBeenCalled();
  });

  it('says a passkey no account has is not registered; a cancelled choice says nothing', async () => {
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    fakeFetch({
      ...routes,
      'POST /api/auth/passkey/verify-authentication': () => problem('PASSKEY_NOT_RECOGNISED'),
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fireEvent.click(passkeyButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Esta llave de acceso no está registrada/,
    );
    webauthn.startAuthentication.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    fireEvent.click(passkeyButton());
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
