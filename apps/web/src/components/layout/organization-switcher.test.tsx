// @vitest-environment jsdom
import type { TOrganization, TOrganizationSummary } from '@confirma/contracts/organizations';
import { ROLE_PERMISSIONS } from '@confirma/contracts/organizations';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { fakeFetch, json } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render-with-providers';
import { OrganizationSwitcher } from './organization-switcher';

afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
});

const OWN: TOrganization = {
  id: 'u1',
  name: 'Ana',
  personal: true,
  requireSecondFactor: false,
  sendersSeeAll: true,
  role: 'owner',
  permissions: [...ROLE_PERMISSIONS.owner],
};
const ACME: TOrganization = {
  ...OWN,
  id: 'org-acme',
  name: 'Acme',
  personal: false,
  role: 'viewer',
  permissions: [...ROLE_PERMISSIONS.viewer],
};
const summary = (organization: TOrganization, active: boolean): TOrganizationSummary => ({
  id: organization.id,
  name: organization.name,
  personal: organization.personal,
  role: organization.role,
  active,
});

describe('the organisation switcher', () => {
  it('shows only the name and role when the user has one organisation', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    fakeFetch({
      'GET /api/organization': () => json(200, OWN),
      'GET /api/organizations': () => json(200, { organizations: [summary(OWN, true)] }),
    });
    renderWithProviders(<OrganizationSwitcher />);
    expect((await screen.findByTestId('organization-name')).textContent).toBe('Ana · Propietario');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists the organisations and switches, asking everything again with a new token', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com', token: 'old' });
    let active = OWN;
    const { calls } = fakeFetch({
      'GET /api/organization': () => json(200, active),
      'GET /api/organizations': () =>
        json(200, {
          organizations: [summary(OWN, active === OWN), summary(ACME, active === ACME)],
        }),
      'POST /api/organizations/active': () => {
        active = ACME;
        return json(200, ACME);
      },
      'POST /api/v2/login': () =>
        new Response('new-token', { status: 200, headers: { 'content-type': 'text/plain' } }),
    });
    renderWithProviders(<OrganizationSwitcher />);
    const button = await screen.findByRole('button', { name: /Ana · Propietario/ });
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana (tuya)Propietario', 'AcmeLector']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Acme/ }));

    expect(await screen.findByText('Ahora actúas para Acme.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /Acme · Lector/ })).toBeTruthy());
    expect(calls.find((call) => call.path === '/api/organizations/active')?.body).toEqual({
      organizationId: 'org-acme',
    });
    expect(sessionStore.get().token).toBe('new-token');
    // The list was asked again after the switch.
    expect(calls.filter((call) => call.path === '/api/organizations')).toHaveLength(2);
  });
});
