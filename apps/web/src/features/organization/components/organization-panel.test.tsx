// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { fakeFetch, json, problem } from '../../../testing/fake-fetch';
import { acmeAs, acmeMembers } from '../../../testing/organization-fixtures';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrganizationPanel } from './organization-panel';

beforeEach(() => {
  sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com', userUid: 'u1' });
});
afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
});

const AUDIT = {
  entries: [
    {
      id: 7,
      action: 'member.role_changed' as const,
      actorName: 'Ana',
      actorEmail: 'ana@example.com',
      target: 'bruno@example.com',
      data: { role: 'viewer' },
      createdAt: '2030-01-06T10:00:00.000Z',
    },
    {
      id: 6,
      action: 'operation.sent' as const,
      actorName: 'Bruno',
      actorEmail: 'bruno@example.com',
      target: 'a644af18-9f23-4e0b-843b-a300448590ba',
      data: { kind: 'signature', via: 'api_key' },
      createdAt: '2030-01-05T10:00:00.000Z',
    },
  ],
  nextCursor: null,
};

describe('the organisation panel', () => {
  it('gives an administrator the controls of members, invitations and settings', async () => {
    const { calls } = fakeFetch({
      'GET /api/organization': () => json(200, acmeAs('admin')),
      'GET /api/organization/members': () => json(200, { members: acmeMembers('admin') }),
      'GET /api/organization/invitations': () => json(200, { invitations: [] }),
      'GET /api/organization/audit': () => json(200, AUDIT),
      'PATCH /api/organization/members/m2': () =>
        json(200, { ...acmeMembers('admin')[1], role: 'viewer' }),
    });
    renderWithProviders(<OrganizationPanel />);
    const role = await screen.findByRole('combobox', { name: 'Rol de Bruno' });
    expect(screen.getByText('Créditos este mes: 12 de 100')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar a Bruno' })).toBeTruthy();
    // Nobody changes their own role or removes themselves here; only an owner transfers.
    expect(screen.queryByRole('combobox', { name: 'Rol de Ana' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Hacer propietario/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nombre de la organización' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invitaciones' })).toBeTruthy();
    const log = await screen.findByRole('region', { name: 'Entradas del registro' });
    expect(within(log).getByText('Cambió un rol')).toBeTruthy();
    expect(within(log).getByText('bruno@example.com')).toBeTruthy();
    expect(within(log).getByText('Envió una solicitud de firma (clave de API)')).toBeTruthy();
    expect(
      within(log)
        .getByRole('link', { name: 'a644af18-9f23-4e0b-843b-a300448590ba' })
        .getAttribute('href'),
    ).toBe('/operations/a644af18-9f23-4e0b-843b-a300448590ba');
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
      '/api/organization/audit.csv',
    );

    fireEvent.mouseDown(role);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Propietario');
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Lector' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ role: 'viewer' }),
    );
  });

  it('shows a viewer the members with no control but Leave', async () => {
    const { calls } = fakeFetch({
      'GET /api/organization': () => json(200, acmeAs('viewer')),
      'GET /api/organization/members': () => json(200, { members: acmeMembers('viewer') }),
      'GET /api/invitations': () =>
        json(200, {
          invitations: [
            {
              id: 'inv9',
              organizationName: 'Beta',
              inviterName: 'Eva',
              email: 'ana@example.com',
              role: 'sender',
              status: 'pending',
              expiresAt: '2030-02-01T00:00:00.000Z',
            },
          ],
        }),
    });
    renderWithProviders(<OrganizationPanel />);
    expect(await screen.findByText('bruno@example.com')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar|Límite|propietario/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invitaciones' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salir de la organización' })).toBeTruthy();
    // Invitations to the user's own address lead to their page.
    const invitation = await screen.findByRole('link', { name: 'Ver la invitación de Beta' });
    expect(invitation.getAttribute('href')).toBe('/invitation/inv9');
    expect(calls.some((call) => call.path.includes('/organization/invitations'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Registro de actividad' })).toBeNull();
  });

  it('says why a sole owner cannot leave', async () => {
    fakeFetch({
      'GET /api/organization': () => json(200, acmeAs('owner')),
      'GET /api/organization/members': () => json(200, { members: acmeMembers('owner') }),
      'GET /api/organization/invitations': () => json(200, { invitations: [] }),
      'GET /api/organization/audit': () => json(200, AUDIT),
      'POST /api/organization/leave': () => problem('LAST_OWNER'),
    });
    renderWithProviders(<OrganizationPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salir de la organización' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /al menos un propietario/,
    );
  });

  it('says in words that the address has an invitation pending', async () => {
    const { calls } = fakeFetch({
      'GET /api/organization': () => json(200, acmeAs('admin')),
      'GET /api/organization/members': () => json(200, { members: acmeMembers('admin') }),
      'GET /api/organization/invitations': () => json(200, { invitations: [] }),
      'GET /api/organization/audit': () => json(200, AUDIT),
      'POST /api/organization/invitations': () => problem('INVITATION_PENDING'),
    });
    renderWithProviders(<OrganizationPanel />);
    const email = await screen.findByRole('textbox', { name: /Correo electrónico/ });
    fireEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(email, { target: { value: 'Carla@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/invitación pendiente/);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'carla@example.com',
      role: 'sender',
    });
  });
});
