// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('reads the token from the real query string and drops it when the page is left', () => {
    fakeFetch({});
    window.history.replaceState(null, '', '/?lang=en&token=abc#/resetpassword');
    const view = renderWithProviders(<ResetPasswordPage />, { path: '/resetpassword' });
    expect(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' })).toBeTruthy();
    view.unmount();
    expect(window.location.search).toBe('?lang=en');
    expect(window.location.hash).toBe('#/resetpassword');
  });

  it('reads the token from the query inside the hash route', () => {
    fakeFetch({});
    renderWithProviders(<ResetPasswordPage />, { path: '/resetpassword?token=abc' });
    expect(screen.getByLabelText(/^Nueva contraseña/, { selector: 'input' })).toBeTruthy();
  });

  it('explains a missing or refused link', () => {
    fakeFetch({});
    window.history.replaceState(null, '', '/?error=INVALID_TOKEN#/resetpassword');
    renderWithProviders(<ResetPasswordPage />, { path: '/resetpassword' });
    expect(
      screen.getByText('El enlace para restablecer la contraseña no es válido o ha caducado.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Nueva contraseña/, { selector: 'input' })).toBeNull();
  });
});
