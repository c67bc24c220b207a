// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { configRoute } from '../../testing/config-fixtures';
import { fakeFetch } from '../../testing/fake-fetch';
import { stubPhoneViewport } from '../../testing/phone-viewport';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TryItButton } from './try-it-button';

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Pruébalo' }));

beforeEach(() => {
  vi.spyOn(console, 'error');
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  expect(console.error).not.toHaveBeenCalled();
  act(() => sessionStore.reset());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TryItButton', () => {
  it("asks a visitor to log in or register: 'Acceso requerido'", async () => {
    const { router } = renderWithProviders(<TryItButton service="signature" />);
    press();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Acceso requerido');
    expect(within(dialog).getByRole('link', { name: 'Registrarse' }).getAttribute('href')).toBe(
      '/registerpage',
    );
    fireEvent.click(within(dialog).getByRole('link', { name: 'Acceder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginpage'));
  });

  it("says 'Es necesario estar Logado' on the document-verification pages, and closes", async () => {
    renderWithProviders(<TryItButton service="ocr" />);
    press();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Es necesario estar Logado');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks the page for an account holder, stays open until Close, then scrolls back', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    renderWithProviders(<TryItButton service="signature" />);
    press();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(
      'Nueva firma electrónica',
    );
    // The signature request form, with Enviar disabled until it is valid.
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    expect(document.body.style.overflow).toBe('hidden');

    // Persistent: neither Escape nor the backdrop closes it. The closing transition runs on
    // timers: with every timer run to its end, a dialog that had begun to close is gone.
    vi.useFakeTimers();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    if (!backdrop) throw new Error('the dialog has no backdrop');
    fireEvent.click(backdrop);
    act(() => vi.runAllTimers());
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('hidden');

    // The page moves while the dialog is open (e.g. focus), and comes back on close; the
    // same timers run to their end close it.
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    act(() => vi.runAllTimers());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 480);
    expect(document.body.style.overflow).toBe('');
  });

  it('invites by e-mail unless the account holder chooses to sign here, and says what each does', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    renderWithProviders(<TryItButton service="signature" />);
    press();
    const dialog = await screen.findByRole('dialog');
    const mailed = 'cada firmante recibe el enlace por correo';
    expect(dialog.textContent).toContain(mailed);
    fireEvent.click(
      within(dialog).getByRole('radio', {
        name: 'El primer firmante firma ahora, en este dispositivo',
      }),
    );
    await waitFor(() => expect(dialog.textContent).not.toContain(mailed));
    expect(dialog.textContent).toContain(
      'la firma del primer firmante se abre en este dispositivo',
    );
  });

  it('opens the large document-verification dialog for an account holder', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    renderWithProviders(<TryItButton service="ocr" />);
    press();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('ajusta sus esquinas y extrae sus datos');
    expect(dialog.className).toContain('MuiDialog-paperWidthLg');
    // The cropper page, embedded 700 px high from 600 px wide up.
    const frame = within(dialog).getByTitle('Recortador de documentos');
    expect(frame.getAttribute('src')).toMatch(/#\/ocrcropper$/);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const frameClass = [...frame.classList].find((name) => name.startsWith('css-'));
    expect(css).toMatch(
      new RegExp(`@media \\(min-width:600px\\)\\{\\.${frameClass}\\{[^}]*height:700px`),
    );
    expect(dialog.className).not.toContain('MuiDialog-paperFullScreen');
  });

  it('on a phone, the document-verification dialog is the whole screen, the frame filling it', async () => {
    stubPhoneViewport();
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    renderWithProviders(<TryItButton service="ocr" />);
    press();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.className).toContain('MuiDialog-paperFullScreen');
    // Below 600 px the frame takes the room left, its height its own (no fixed 700 px).
    const frame = within(dialog).getByTitle('Recortador de documentos');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const frameClass = [...frame.classList].find((name) => name.startsWith('css-'));
    expect(css).toMatch(new RegExp(`\\.${frameClass}\\{[^}]*flex:1;[^}]*height:auto`));
  });

  it.each([
    [true, 'recibe por correo electrónico el enlace para identificarse'],
    [false, 'El formulario para crear identificaciones por vídeo llega'],
  ])(
    'gives an account holder the identification form only where the server offers it (%s)',
    async (identification, says) => {
      sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
      fakeFetch(configRoute(identification));
      renderWithProviders(<TryItButton service="identification" />);
      press();
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe(
        'Nueva identificación por vídeo',
      );
      await waitFor(() => expect(dialog.textContent).toContain(says));
      expect(Boolean(within(dialog).queryByRole('button', { name: 'Enviar' }))).toBe(
        identification,
      );
    },
  );
});
