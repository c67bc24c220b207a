import {
  ROLE_PERMISSIONS,
  type TMember,
  type TOrganization,
  type TOrganizationRole,
} from '@confirma/contracts/organizations';

/** Acme as `role` sees it: the answer of GET /api/organization. */
export function acmeAs(role: TOrganizationRole): TOrganization {
  return {
    id: 'org-acme',
    name: 'Acme',
    personal: false,
    requireSecondFactor: false,
    sendersSeeAll: true,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/** Ana (u1, the signed-in user in the account fixtures) and Bruno, members of Acme. */
export function acmeMembers(anaRole: TOrganizationRole): TMember[] {
  return [
    {
      id: 'm1',
      userId: 'u1',
      name: 'Ana',
      email: 'ana@example.com',
      role: anaRole,
      monthlyCreditLimit: null,
      spentThisMonth: 0,
      twoFactorEnabled: true,
      joinedAt: '2030-01-01T00:00:00.000Z',
    },
    {
      id: 'm2',
      userId: 'u2',
      name: 'Bruno',
      email: 'bruno@example.com',
      role: 'sender',
      monthlyCreditLimit: 100,
      spentThisMonth: 12,
      twoFactorEnabled: false,
      joinedAt: '2030-01-05T00:00:00.000Z',
    },
  ];
}
