// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { App } from './app';

let consoleError: MockInstance;
let consoleWarn: MockInstance;

beforeEach(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});

afterEach(async () => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
  consoleError.mockRestore();
  consoleWarn.mockRestore();
  sessionStore.reset();
  window.localStorage.clear();
  await act(() => i18n.changeLanguage('es'));
});

function renderAt(hash: string) {
  window.location.hash = hash;
  return render(<App />);
}

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 4000 });

describe('App', () => {
  it('switches the page title, document title and <html lang> with the language', async () => {
    renderAt('#/pricingpage');
    expect((await h1()).textContent).toBe('Precios');
    await waitFor(() => expect(document.title).toBe('Precios · Confirma'));

    // Each name begins with what the button shows (WCAG 2.5.3, label in name).
    const switches = within(screen.getByRole('group', { name: 'Idioma' })).getAllByRole('button');
    expect(
      switches.map((button) => [button.textContent, button.getAttribute('aria-label')]),
    ).toEqual([
      ['ES', 'ES, Español'],
      ['EN', 'EN, English'],
      ['IT', 'IT, Italiano'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'EN, English' }));
    await waitFor(async () => expect((await h1()).textContent).toBe('Pricing'));
    await waitFor(() => expect(document.title).toBe('Pricing · Confirma'));
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('confirma.lang')).toBe('en');
    expect(screen.getByRole('link', { name: 'FEATURES' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'IT, Italiano' }));
    await waitFor(async () => expect((await h1()).textContent).toBe('Prezzi'));
    expect(screen.getByRole('link', { name: 'CARATTERISTICHE' })).toBeTruthy();
  });

  it('shows a localised 404 page with a link home for an unknown path', async () => {
    renderAt('#/no-such-page');
    expect((await h1()).textContent).toBe('Página no encontrada');
    const home = screen.getByRole('link', { name: 'Volver a inicio' });
    expect(home.getAttribute('href')).toBe('#/homepage2');
    // Framed by the default layout: its toolbar links are there.
    expect(screen.getByRole('link', { name: 'PRECIOS' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Confirma'));
  });

  it('marks #root once it has taken over from the static home', async () => {
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    render(<App />, { container: root });
    expect(root.hasAttribute('data-app-ready')).toBe(true);
    await h1();
    root.remove();
  });

  it('redirects / to /homepage2', async () => {
    renderAt('#/');
    expect((await h1()).textContent).toBe('Firma electrónica e identificación a distancia');
    expect(window.location.hash).toBe('#/homepage2');
  });

  it('shows the account links of a signed-in user and signs out to home', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    renderAt('#/featurespage');
    await h1();
    expect(screen.queryByRole('link', { name: 'ACCESO' })).toBeNull();
    expect(screen.getByRole('link', { name: 'MI CUENTA' })).toBeTruthy();
    expect(screen.getByTestId('user-email').textContent).toBe('ana@example.com');

    fireEvent.click(screen.getByRole('button', { name: 'SALIR' }));
    await waitFor(() => expect(window.location.hash).toBe('#/homepage2'));
    expect(sessionStore.get().userLoggedIn).toBe(false);
    expect(await screen.findByRole('link', { name: 'ACCESO' })).toBeTruthy();
  });

  it('opens the settings drawer from the gear', async () => {
    renderAt('#/homepage2');
    await h1();
    fireEvent.click(screen.getByRole('button', { name: 'Ajustes de apariencia' }));
    expect(await screen.findByRole('heading', { name: 'Ajustes' })).toBeTruthy();
  });
});
