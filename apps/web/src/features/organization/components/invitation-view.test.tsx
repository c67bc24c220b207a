// @vitest-environment jsdom
import type { TInvitationView } from '@confirma/contracts/organizations';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { acmeAs } from '../../../testing/organization-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InvitationView } from './invitation-view';

afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
});

const INVITATION: TInvitationView = {
  id: '0123456789abcdef0123456789abcdef',
  organizationName: 'Acme',
  inviterName: 'Bruno',
  email: 'ana@example.com',
  role: 'sender',
  status: 'pending',
  expiresAt: '2030-02-01T00:00:00.000Z',
};

const ID = '0123456789abcdef0123456789abcdef';

function renderView(signedIn: boolean, onAccepted = vi.fn(), invitationId = ID) {
  renderWithProviders(
    <InvitationView
      invitationId={invitationId}
      signedIn={signedIn}
      signInPath="/loginpage?next=%2Finvitation%2F0123456789abcdef0123456789abcdef"
      registerPath="/registerpage?next=%2Finvitation%2F0123456789abcdef0123456789abcdef"
      onAccepted={onAccepted}
    />,
  );
  return onAccepted;
}

describe('the invitation page', () => {
  it('tells a visitor who invites them to what, and offers ways in that come back', async () => {
    fakeFetch({
      'GET /api/invitations/0123456789abcdef0123456789abcdef': () => json(200, INVITATION),
    });
    renderView(false);
    expect(
      await screen.findByText('Bruno te invita a unirte a Acme con el rol Remitente.'),
    ).toBeTruthy();
    expect(screen.getByText(/Enviada a ana@example.com; caduca el/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/loginpage?next=%2Finvitation%2F0123456789abcdef0123456789abcdef',
    );
    expect(screen.getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe(
      '/registerpage?next=%2Finvitation%2F0123456789abcdef0123456789abcdef',
    );
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('accepts for a signed-in user, who then acts for the organisation', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com', token: 'old' });
    const { calls } = fakeFetch({
      'GET /api/invitations/0123456789abcdef0123456789abcdef': () => json(200, INVITATION),
      'POST /api/invitations/0123456789abcdef0123456789abcdef/accept': () =>
        json(200, acmeAs('sender')),
      'POST /api/v2/login': () =>
        new Response('acme-token', { status: 200, headers: { 'content-type': 'text/plain' } }),
    });
    const onAccepted = renderView(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onAccepted).toHaveBeenCalled());
    expect(
      calls.some(
        (call) => call.path === '/api/invitations/0123456789abcdef0123456789abcdef/accept',
      ),
    ).toBe(true);
    expect(sessionStore.get().token).toBe('acme-token');
  });

  it('says in words that the invitation went to another address', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'carla@example.com' });
    fakeFetch({
      'GET /api/invitations/0123456789abcdef0123456789abcdef': () => json(200, INVITATION),
      'POST /api/invitations/0123456789abcdef0123456789abcdef/accept': () =>
        problem('INVITATION_OTHER_ADDRESS'),
    });
    const onAccepted = renderView(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/otra dirección/);
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it('says that an expired invitation has expired, with nothing to press', async () => {
    fakeFetch({
      'GET /api/invitations/0123456789abcdef0123456789abcdef': () =>
        json(200, { ...INVITATION, status: 'expired' }),
    });
    renderView(true);
    expect(await screen.findByText(/ha caducado/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a malformed link as not found without asking the server', async () => {
    const { calls } = fakeFetch({});
    renderView(false, vi.fn(), ':id');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No se ha encontrado lo que buscas.',
    );
    expect(calls).toEqual([]);
  });
});
