// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOrganization } from '../../api/get-organization';
import { sessionStore } from '../../lib/session-store';
import { fakeFetch, json, problem } from '../../testing/fake-fetch';
import { acmeAs } from '../../testing/organization-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { MembershipGuard } from './membership-guard';

afterEach(() => {
  cleanup();
  act(() => sessionStore.reset());
});

function ActiveName() {
  const organization = useOrganization();
  return <p data-testid="active">{organization.data?.name ?? ''}</p>;
}

describe('the membership guard', () => {
  it('takes a user removed from the organisation back to their own, saying why', async () => {
    sessionStore.set({ userLoggedIn: true, userEmail: 'ana@example.com' });
    const own = { ...acmeAs('owner'), id: 'u1', name: 'Ana', personal: true };
    let removed = true;
    const { calls } = fakeFetch({
      'GET /api/organization': () => (removed ? problem('NOT_A_MEMBER') : json(200, own)),
      'GET /api/organizations': () =>
        json(200, {
          organizations: [{ id: 'u1', name: 'Ana', personal: true, role: 'owner', active: false }],
        }),
      'POST /api/organizations/active': () => {
        removed = false;
        return json(200, own);
      },
    });
    renderWithProviders(
      <>
        <MembershipGuard />
        <ActiveName />
      </>,
    );
    expect(await screen.findByText(/Ya no eres miembro de esa organización/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('active').textContent).toBe('Ana'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ organizationId: 'u1' });
  });
});
