// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_KEYS } from '../../api/organization-keys';
import { sessionStore } from '../../lib/session-store';
import { acmeAs } from '../../testing/organization-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { PhoneAccountMenu } from './phone-account-menu';
import { ShellContext, type TShellControls } from './shell-context';

afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
});

function renderMenu() {
  const shell: TShellControls = {
    toggleSidebar: vi.fn(),
    openSettings: vi.fn(),
    toolbarPosition: 'static',
    signOut: vi.fn(),
  };
  const view = renderWithProviders(
    <ShellContext.Provider value={shell}>
      <PhoneAccountMenu />
    </ShellContext.Provider>,
  );
  return { ...view, shell };
}

describe('the phone toolbar’s account menu', () => {
  it('shows nothing to a visitor', () => {
    renderMenu();
    expect(screen.queryByTestId('phone-user-email')).toBeNull();
  });

  it('shows the signed-in e-mail, and opens it in full with MI CUENTA and SALIR', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'lucia.garcia@example.com' });
    const { router } = renderMenu();
    const button = screen.getByRole('button', { name: 'lucia.garcia@example.com' });
    expect(button.getAttribute('title')).toBe('lucia.garcia@example.com');

    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('lucia.garcia@example.com');
    const account = within(menu).getByRole('menuitem', { name: 'MI CUENTA' });
    expect(account.getAttribute('href')).toBe('/profilepage');
    fireEvent.click(account);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profilepage'));
  });

  it('offers ADMIN to an administrator only', async () => {
    sessionStore.set({
      userLoggedIn: true,
      userEmail: 'ana@example.com',
      userData: { isAdmin: false },
    });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'ana@example.com' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'ADMIN' })).toBeNull();
    cleanup();

    act(() => sessionStore.set({ userData: { isAdmin: true } }));
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'ana@example.com' }));
    const admin = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'ADMIN' });
    expect(admin.getAttribute('href')).toBe('/admin');
  });

  it('offers REVISIÓN, the review desk, to a reviewer only', async () => {
    sessionStore.set({
      userLoggedIn: true,
      userEmail: 'ana@example.com',
      userData: { isAdmin: true, isReviewer: false },
    });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'ana@example.com' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'REVISIÓN' })).toBeNull();
    cleanup();

    act(() => sessionStore.set({ userData: { isAdmin: false, isReviewer: true } }));
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'ana@example.com' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['REVISIÓN', 'MI CUENTA', 'SALIR']);
    expect(items[0]?.getAttribute('href')).toBe('/review');
  });

  it('offers a kiosk member the reception kiosk only: no My Account, whose tabs would be refused', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'desk@example.com' });
    const { queryClient } = renderMenu();
    act(() => queryClient.setQueryData(ORGANIZATION_KEYS.active, acmeAs('kiosk')));
    fireEvent.click(screen.getByRole('button', { name: 'desk@example.com' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'MI CUENTA' })).toBeNull();
    const kiosk = within(menu).getByRole('menuitem', { name: 'QUIOSCO' });
    expect(kiosk.getAttribute('href')).toBe('/kiosk');
  });

  it('signs out from SALIR', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const { shell } = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'ana@example.com' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'SALIR' }));
    expect(shell.signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});
